import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

@Suite struct CatalogIntegrityTests {
    let exercises = Fixtures.catalog.exercises

    @Test func holdsAtLeastFourHundredExercises() {
        #expect(exercises.count >= 400)
    }

    @Test func idsAreUniqueEnglishSlugs() {
        #expect(Set(exercises.map(\.id)).count == exercises.count)
        for exercise in exercises {
            #expect(exercise.id.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil, "\(exercise.id)")
        }
    }

    @Test func wgerIdsAreUnique() {
        let ids = exercises.compactMap(\.wgerId)
        #expect(Set(ids).count == ids.count)
        #expect(ids.count >= 200)
    }

    @Test func portugueseTextIsPresentAndDescriptionsHaveTwoToFourSentences() {
        for exercise in exercises {
            #expect(!exercise.name.isEmpty && !exercise.nameEn.isEmpty, "\(exercise.id)")
            let sentences = exercise.description.split(whereSeparator: { ".!?".contains($0) })
                .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            #expect((2...4).contains(sentences.count), "\(exercise.id): \(sentences.count) sentences")
        }
    }

    @Test func portugueseNamesAreDistinct() {
        #expect(Set(exercises.map { $0.name.folded }).count == exercises.count)
    }

    @Test func musclesFollowTheRules() {
        for exercise in exercises {
            #expect(!exercise.primaryMuscles.isEmpty, "\(exercise.id)")
            #expect(Set(exercise.primaryMuscles).isDisjoint(with: exercise.secondaryMuscles), "\(exercise.id)")
        }
    }

    @Test func everyVocabularyEntryHasBothLanguages() {
        let names = Fixtures.resources.names
        for muscle in Muscle.allCases {
            #expect(names.muscles[muscle]?.count == Language.allCases.count)
        }
        for item in Equipment.allCases {
            #expect(names.equipment[item]?.count == Language.allCases.count)
        }
    }

    @Test func everyProfileNamedInTheIssueExists() {
        let profiles = Fixtures.resources.profiles
        #expect(profiles["bodyweight"] == [])
        #expect(profiles["home-dumbbells"] != nil)
        #expect(Set(profiles["full-gym"] ?? []) == Set(Equipment.allCases))
    }

    @Test func everyProfileCanTrainEverySplit() throws {
        let composer = Fixtures.composer
        for (profile, items) in Fixtures.resources.profiles {
            for split in Split.allCases {
                let request = PlanRequest(focus: .split(split), equipment: EquipmentSet(items), date: Fixtures.day)
                let plan = try composer.compose(request, history: [], seed: 1)
                #expect(!plan.exercises.isEmpty, "\(profile) × \(split)")
            }
        }
    }

    @Test func aliasesAndNamesResolveToIds() {
        let catalog = Fixtures.catalog
        for exercise in exercises.prefix(100) {
            #expect(catalog.canonicalId(for: exercise.name) == exercise.id)
            #expect(catalog.canonicalId(for: exercise.nameEn.uppercased()) == exercise.id)
        }
    }
}

@Suite struct ResourceLoaderErrorTests {
    /// Copies Catalog/ and Config/ to a temporary folder so a test can break one file.
    func scratchProject() throws -> ProjectFiles {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Catalog", "Config"] {
            try FileManager.default.copyItem(
                at: Fixtures.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return ProjectFiles(root: folder)
    }

    /// Rewrites a JSON file through `edit`.
    func edit<T>(_ url: URL, as _: T.Type, _ edit: (inout T) -> Void) throws {
        var value = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! T
        edit(&value)
        try JSONSerialization.data(withJSONObject: value).write(to: url)
    }

    /// The error loading the project gives, or `nil` when it loads.
    func loadError(_ files: ProjectFiles) -> DataFileError? {
        do {
            _ = try ResourceLoader(files: files).load()
            return nil
        } catch {
            return error
        }
    }

    @Test func unknownMuscleNamesFileAndEntry() throws {
        let files = try scratchProject()
        var id = ""
        try edit(files.catalog.appendingPathComponent("exercises/chest.json"), as: [[String: Any]].self) { entries in
            entries[3]["primaryMuscles"] = ["pecs"]
            id = entries[3]["id"] as! String
        }
        let error = try #require(loadError(files))
        #expect(error.file == "Catalog/exercises/chest.json" && error.entry == "3 (\(id))"
            && error.description.contains("primaryMuscles"))
    }

    @Test func emptyDescriptionIsRejected() throws {
        let files = try scratchProject()
        try edit(files.catalog.appendingPathComponent("exercises/core.json"), as: [[String: Any]].self) {
            $0[0]["description"] = "  "
        }
        #expect(loadError(files) != nil)
    }

    @Test func brokenConfigNamesTheFile() throws {
        let files = try scratchProject()
        try Data("{ not json".utf8).write(to: files.config.appendingPathComponent("fittoday.json"))
        #expect(loadError(files)?.file == "Config/fittoday.json")
    }

    @Test func missingTrainingEntryNamesTheKey() throws {
        let files = try scratchProject()
        try edit(files.config.appendingPathComponent("fittoday.json"), as: [String: Any].self) { config in
            var training = config["training"] as! [String: Any]
            var energy = training["energy"] as! [String: Any]
            energy["tired"] = nil
            training["energy"] = energy
            config["training"] = training
        }
        #expect(loadError(files)?.entry == "training.energy.tired")
    }

    @Test func duplicateIdAcrossFilesIsRejected() throws {
        let files = try scratchProject()
        let source = files.catalog.appendingPathComponent("exercises/chest.json")
        let entries = try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as! [[String: Any]]
        try JSONSerialization.data(withJSONObject: [entries[0]])
            .write(to: files.catalog.appendingPathComponent("exercises/zz-extra.json"))
        let error = try #require(loadError(files))
        #expect(error.file == "Catalog/exercises/zz-extra.json" && error.description.contains("chest.json"))
    }
}
