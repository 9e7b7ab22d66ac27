public import Foundation
public import FitTodayDomain
import FitTodayLocalization

/// Reads and checks the data files. Every failure names the file and, where it can, the entry.
public struct ResourceLoader: Sendable {
    public let files: ProjectFiles
    /// Where the parsed catalog is kept between runs, keyed by the content of its files; nil: no cache.
    public let cacheDirectory: URL?

    public init(files: ProjectFiles, cacheDirectory: URL? = nil) {
        self.files = files
        self.cacheDirectory = cacheDirectory
    }

    public func load() throws(DataFileError) -> LoadedResources {
        let names = Messages.displayNames
        let (catalog, catalogKey) = try loadCatalogWithKey()
        let blueprints = try loadBlueprints()
        let config = try loadConfig()
        let profiles = try loadProfiles()
        let ladders = try loadLadders(catalog: catalog)
        let rotations = try loadRotations(catalog: catalog)
        return LoadedResources(
            files: files, catalog: catalog, blueprints: blueprints, names: names, config: config, profiles: profiles,
            catalogKey: catalogKey, ladders: ladders, rotations: rotations)
    }

    // MARK: Catalog

    public func exerciseFiles() throws(DataFileError) -> [URL] {
        let folder = files.catalog.appendingPathComponent("exercises")
        let listing: [String]
        do {
            listing = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw DataFileError(file: files.relative(folder), .dataCannotList)
        }
        return listing.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    public func loadCatalog() throws(DataFileError) -> CatalogIndex {
        try loadCatalogWithKey().catalog
    }

    /// The catalog and the hash of the files it came from (the key of its cache, and the base of a derived one).
    func loadCatalogWithKey() throws(DataFileError) -> (catalog: CatalogIndex, key: UInt64) {
        var sources: [(file: String, data: Data)] = []
        for url in try exerciseFiles() {
            let file = files.relative(url)
            do {
                sources.append((file, try Data(contentsOf: url)))
            } catch {
                throw DataFileError(file: file, .dataUnreadable)
            }
        }
        let key = CatalogCache.key(sources.map { (name: $0.file, data: $0.data) })
        let cached = cacheDirectory.map { CatalogCache(directory: $0, key: key) }
        if let exercises = cached?.read(), let index = try? CatalogIndex(exercises: exercises) { return (index, key) }
        let index = try parseCatalog(sources)
        cached?.write(index.exercises)
        return (index, key)
    }

    /// The catalog from its JSON files, every rule checked.
    private func parseCatalog(_ sources: [(file: String, data: Data)]) throws(DataFileError) -> CatalogIndex {
        var all: [Exercise] = []
        var origin: [String: String] = [:]
        for (file, data) in sources {
            let exercises = try CatalogEntryReader(file: file).exercises(from: data)
            for (index, exercise) in exercises.enumerated() {
                if let problem = Self.problem(with: exercise) {
                    throw DataFileError(file: file, entry: "\(index) (\(exercise.id))", problem)
                }
                if let first = origin.updateValue(file, forKey: exercise.id) {
                    throw DataFileError(
                        file: file, entry: "\(index) (\(exercise.id))", .dataIdUsed, first)
                }
            }
            all += exercises
        }
        guard !all.isEmpty else {
            throw DataFileError(file: "Catalog/exercises", .dataNoExercises)
        }
        let ids = Set(all.map(\.id))
        for exercise in all {
            if let parent = exercise.regressionOf, !ids.contains(parent) || parent == exercise.id {
                throw DataFileError(
                    file: origin[exercise.id] ?? "Catalog/exercises", entry: exercise.id,
                    .dataRegressionParent, parent)
            }
        }
        do {
            return try CatalogIndex(exercises: all)
        } catch {
            throw DataFileError(file: "Catalog/exercises", .dataIdUsed, "Catalog/exercises")
        }
    }

    /// Rules the type system cannot express: text present, muscles sensible, slug ids.
    static func problem(with exercise: Exercise) -> Message? {
        let slug = exercise.id.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
        if exercise.id.isEmpty || !slug || exercise.id.hasPrefix("-") || exercise.id.hasSuffix("-") {
            return .dataIdSlug
        }
        // Character tests rather than trimming: this runs for every entry at every start.
        let blank = { (text: String) in text.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
        if blank(exercise.name) { return .dataEmptyName }
        if blank(exercise.nameEn) { return .dataEmptyNameEn }
        if blank(exercise.description) { return .dataEmptyDescription }
        if exercise.primaryMuscles.isEmpty { return .dataNoPrimary }
        if !Set(exercise.primaryMuscles).isDisjoint(with: exercise.secondaryMuscles) {
            return .dataPrimaryAndSecondary
        }
        // An any-of alternative is not also required, and none is named twice.
        let allEquipment = exercise.equipment + exercise.equipmentAnyOf
        if Set(allEquipment).count != allEquipment.count { return .dataEquipmentTwice }
        if (exercise.role == .regression) != (exercise.regressionOf != nil) {
            return .dataRegressionRule
        }
        if exercise.role == .main, !exercise.loadable || exercise.mechanics != .compound {
            return .dataMainLiftRule
        }
        if let cap = exercise.maxReps, cap < 1 { return .dataMaxReps }
        return nil
    }

    // MARK: Blueprints

    private struct BlueprintFile: Decodable {
        var splits: [String: [BlueprintSlot]]
        var muscleFocus: [Mechanics]
    }

    public func loadBlueprints() throws(DataFileError) -> BlueprintBook {
        let url = files.catalog.appendingPathComponent("blueprints.json")
        let raw = try decode(BlueprintFile.self, from: url)
        let file = files.relative(url)
        var splits: [Split: [BlueprintSlot]] = [:]
        for (key, slots) in raw.splits {
            guard let split = Split(rawValue: key) else {
                throw DataFileError(file: file, entry: "splits.\(key)", .dataUnknownSplit)
            }
            if let empty = slots.firstIndex(where: { $0.muscles.isEmpty }) {
                throw DataFileError(file: file, entry: "splits.\(key)[\(empty)]", .dataSlotNoMuscle)
            }
            splits[split] = slots
        }
        if let missing = Split.allCases.first(where: { (splits[$0] ?? []).isEmpty }) {
            throw DataFileError(file: file, entry: "splits.\(missing.rawValue)", .dataMissingOrEmpty)
        }
        guard !raw.muscleFocus.isEmpty else {
            throw DataFileError(file: file, entry: "muscleFocus", .dataEmpty)
        }
        return BlueprintBook(splits: splits, muscleFocus: raw.muscleFocus)
    }

    // MARK: Config

    public func loadConfig() throws(DataFileError) -> AppConfig {
        let url = files.config.appendingPathComponent("fittoday.json")
        let config = try decode(AppConfig.self, from: url)
        let file = files.relative(url)
        if let missing = config.training.missingEntries.first {
            throw DataFileError(file: file, entry: "training.\(missing)", .dataMissing)
        }
        if let missing = config.blocks.missingEntries.first {
            throw DataFileError(file: file, entry: missing, .dataMissing)
        }
        guard (0...1).contains(config.variation.threshold) else {
            throw DataFileError(file: file, entry: "variation.threshold", .dataThresholdRange)
        }
        guard config.variation.window >= 1, config.variation.preferenceWindow >= config.variation.window else {
            throw DataFileError(
                file: file, entry: "variation.window", .dataWindow)
        }
        if let share = config.variation.accessoryShare {
            guard (0...1).contains(share.share) else {
                throw DataFileError(file: file, entry: "variation.accessoryShare.share", .dataThresholdRange)
            }
            guard share.splitDays >= 1 else {
                throw DataFileError(file: file, entry: "variation.accessoryShare.splitDays", .dataAtLeastOne)
            }
        }
        guard PlanRequest.minutesRange.contains(config.defaults.minutes) else {
            throw DataFileError(file: file, entry: "defaults.minutes", .dataMinutesRange)
        }
        let training = config.training
        guard training.minSets >= 1, training.maxSets >= training.minSets, training.maxExercises >= 1,
              training.secondsPerRep > 0,
              training.goals.values.allSatisfy({ ($0.levels ?? [:]).values.allSatisfy(\.isValid) }) else {
            throw DataFileError(file: file, entry: "training", .dataTrainingPositive)
        }
        let sessions = config.sessions
        let loads = sessions.progression
        let positive = [loads.steps, loads.microSteps, loads.strength.ratios, loads.strength.byEquipment]
            .allSatisfy { $0.values.allSatisfy { $0 > 0 } }
        guard sessions.bodyWeightKg > 0, positive,
              [loads.backOff, loads.maxBackOff, loads.coarseStepShare, loads.resetShare, loads.maxRiseShare]
                .allSatisfy((0..<1).contains),
              loads.addedReps >= 0, loads.defaultRIR >= 0, loads.stallsBeforeReset >= 1, loads.stallHistoryWorkouts >= 0,
              loads.relatedLiftExtraRIR >= 0, loads.rpeTolerance >= 0
        else {
            throw DataFileError(file: file, entry: "sessions", .dataSessionsRange)
        }
        for (entry, table) in [("steps", loads.steps), ("microSteps", loads.microSteps)] {
            if let unknown = table.keys.sorted().first(where: { Equipment(rawValue: $0) == nil }) {
                throw DataFileError(
                    file: file, entry: "sessions.progression." + entry, .dataUnknownEquipment, unknown,
                    Equipment.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }
        try checkWarmup(sessions.warmup, file: file)
        try Self.checkBodyweight(config.bodyweight, file: file)
        try Self.checkProgram(config, file: file)
        return config
    }

    /// Bars, plates and increments positive and of known equipment; shares between 0 and 1 (the share ramp's
    /// rising); repetitions at least 1.
    func checkWarmup(_ warmup: WarmupRules, file: String) throws(DataFileError) {
        var checks: [(field: String, value: Double, valid: Bool)] = [
            ("plates", Double(warmup.plates.count), !warmup.plates.isEmpty),
            ("emptyBarReps", Double(warmup.emptyBarReps), warmup.emptyBarReps >= 1),
            ("minGapShare", warmup.minGapShare, (0..<1).contains(warmup.minGapShare)),
        ]
        checks += warmup.bars.sorted { $0.key < $1.key }.map { ("bars.\($0.key)", $0.value, $0.value > 0) }
        checks += warmup.plates.map { ("plates", $0, $0 > 0) }
        checks += warmup.increments.sorted { $0.key < $1.key }.map { ("increments.\($0.key)", $0.value, $0.value > 0) }
        checks += warmup.ramp.flatMap { step in
            [("ramp.share", step.share, step.share > 0 && step.share < 1), ("ramp.reps", Double(step.reps), step.reps >= 1),
             ("ramp.fromKg", step.fromKg, step.fromKg >= 0)]
        }
        let shares = warmup.shareRamp.map(\.share)
        checks += warmup.shareRamp.flatMap { step in
            [("shareRamp.share", step.share, step.share > 0 && step.share < 1),
             ("shareRamp.reps", Double(step.reps), step.reps >= 1)]
        }
        checks.append(("shareRamp", Double(shares.count), zip(shares, shares.dropFirst()).allSatisfy { $0 < $1 }))
        if let bad = checks.first(where: { !$0.valid }) {
            throw DataFileError(file: file, entry: "sessions.warmup", .dataInvalidValue, bad.field, "\(bad.value)")
        }
        let named = (Array(warmup.bars.keys) + Array(warmup.increments.keys)).sorted()
        if let unknown = named.first(where: { Equipment(rawValue: $0) == nil }) {
            throw DataFileError(
                file: file, entry: "sessions.warmup", .dataUnknownEquipment, unknown,
                Equipment.allCases.map(\.rawValue).joined(separator: ", "))
        }
    }

    public func loadProfiles() throws(DataFileError) -> [String: [Equipment]] {
        let url = files.config.appendingPathComponent("equipment-profiles.json")
        let raw = try decode([String: [String]].self, from: url)
        var profiles: [String: [Equipment]] = [:]
        for (name, ids) in raw {
            var items: [Equipment] = []
            for id in ids {
                guard let item = Equipment(rawValue: id) else {
                    throw DataFileError(
                        file: files.relative(url), entry: name,
                        .dataUnknownEquipment, id, Equipment.allCases.map(\.rawValue).joined(separator: ", "))
                }
                items.append(item)
            }
            profiles[name] = items
        }
        return profiles
    }

    // MARK: Decoding with named errors

    func decode<T: Decodable>(_ type: T.Type, from url: URL) throws(DataFileError) -> T {
        let file = files.relative(url)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DataFileError(file: file, .dataUnreadable)
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw Self.describe(error, file: file, data: data)
        } catch {
            throw DataFileError(file: file, .dataNotJSON)
        }
    }

    /// Turns a `DecodingError` into "file, entry 12 (push-up): primaryMuscles[0]: wrong type" (the decoder's own
    /// English text stays out).
    static func describe(_ error: DecodingError, file: String, data: Data) -> DataFileError {
        let (path, detail): ([any CodingKey], Message) = switch error {
        case .typeMismatch(_, let context): (context.codingPath, .dataWrongType)
        case .valueNotFound(_, let context): (context.codingPath, .dataValueMissing)
        case .keyNotFound(let key, let context): (context.codingPath + [key], .dataKeyMissing)
        case .dataCorrupted(let context): (context.codingPath, context.codingPath.isEmpty ? .dataNotJSON : .dataWrongType)
        @unknown default: ([], .dataCannotDecode)
        }
        guard let first = path.first else { return DataFileError(file: file, detail == .dataNotJSON ? .dataNotJSON : .dataCannotDecode) }
        var entry = first.intValue.map(String.init) ?? first.stringValue
        if let index = first.intValue,
           let array = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]],
           index < array.count, let id = array[index]["id"] as? String {
            entry += " (\(id))"
        }
        let field = path.dropFirst().dottedPath
        guard !field.isEmpty else { return DataFileError(file: file, entry: entry, detail == .dataNotJSON ? .dataNotJSON : .dataCannotDecode) }
        return DataFileError(file: file, entry: entry, detail, field)
    }
}
