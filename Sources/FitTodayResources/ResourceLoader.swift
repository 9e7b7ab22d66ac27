public import Foundation
public import FitTodayDomain
import FitTodayText

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
        return LoadedResources(
            files: files, catalog: catalog, blueprints: blueprints, names: names, config: config, profiles: profiles,
            catalogKey: catalogKey)
    }

    // MARK: Catalog

    public func exerciseFiles() throws(DataFileError) -> [URL] {
        let folder = files.catalog.appendingPathComponent("exercises")
        let listing: [String]
        do {
            listing = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw DataFileError(file: files.relative(folder), problem: "cannot list the exercise folder")
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
                throw DataFileError(file: file, problem: "cannot be read")
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
                    throw DataFileError(file: file, entry: "\(index) (\(exercise.id))", problem: problem)
                }
                if let first = origin.updateValue(file, forKey: exercise.id) {
                    throw DataFileError(
                        file: file, entry: "\(index) (\(exercise.id))", problem: "id already used in \(first)")
                }
            }
            all += exercises
        }
        guard !all.isEmpty else {
            throw DataFileError(file: "Catalog/exercises", problem: "no exercises found")
        }
        let ids = Set(all.map(\.id))
        for exercise in all {
            if let parent = exercise.regressionOf, !ids.contains(parent) || parent == exercise.id {
                throw DataFileError(
                    file: origin[exercise.id] ?? "Catalog/exercises", entry: exercise.id,
                    problem: "regressionOf names no other catalog exercise ('\(parent)')")
            }
        }
        do {
            return try CatalogIndex(exercises: all)
        } catch {
            throw DataFileError(file: "Catalog/exercises", problem: "duplicate id")
        }
    }

    /// Rules the type system cannot express: text present, muscles sensible, slug ids.
    static func problem(with exercise: Exercise) -> String? {
        let slug = exercise.id.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
        if exercise.id.isEmpty || !slug || exercise.id.hasPrefix("-") || exercise.id.hasSuffix("-") {
            return "id must be a lowercase English slug"
        }
        // Character tests rather than trimming: this runs for every entry at every start.
        let blank = { (text: String) in text.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
        if blank(exercise.name) { return "empty pt-BR name" }
        if blank(exercise.nameEn) { return "empty English name" }
        if blank(exercise.description) { return "empty description" }
        if exercise.primaryMuscles.isEmpty { return "no primary muscle" }
        if !Set(exercise.primaryMuscles).isDisjoint(with: exercise.secondaryMuscles) {
            return "a muscle is both primary and secondary"
        }
        if Set(exercise.equipment).count != exercise.equipment.count { return "equipment listed twice" }
        if (exercise.role == .regression) != (exercise.regressionOf != nil) {
            return "a regression names the exercise it leads to in regressionOf, and only a regression does"
        }
        if exercise.role == .main, !exercise.loadable || exercise.mechanics != .compound {
            return "a main lift is a loadable compound"
        }
        if let cap = exercise.maxReps, cap < 1 { return "maxReps must be at least 1" }
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
                throw DataFileError(file: file, entry: "splits.\(key)", problem: "not a known split")
            }
            if let empty = slots.firstIndex(where: { $0.muscles.isEmpty }) {
                throw DataFileError(file: file, entry: "splits.\(key)[\(empty)]", problem: "slot names no muscle")
            }
            splits[split] = slots
        }
        if let missing = Split.allCases.first(where: { (splits[$0] ?? []).isEmpty }) {
            throw DataFileError(file: file, entry: "splits.\(missing.rawValue)", problem: "missing or empty")
        }
        guard !raw.muscleFocus.isEmpty else {
            throw DataFileError(file: file, entry: "muscleFocus", problem: "empty")
        }
        return BlueprintBook(splits: splits, muscleFocus: raw.muscleFocus)
    }

    // MARK: Config

    public func loadConfig() throws(DataFileError) -> AppConfig {
        let url = files.config.appendingPathComponent("fittoday.json")
        let config = try decode(AppConfig.self, from: url)
        let file = files.relative(url)
        if let missing = config.training.missingEntries.first {
            throw DataFileError(file: file, entry: "training.\(missing)", problem: "missing")
        }
        guard (0...1).contains(config.variation.threshold) else {
            throw DataFileError(file: file, entry: "variation.threshold", problem: "must be between 0 and 1")
        }
        guard config.variation.window >= 1, config.variation.preferenceWindow >= config.variation.window else {
            throw DataFileError(
                file: file, entry: "variation.window", problem: "window must be ≥ 1 and ≤ preferenceWindow")
        }
        guard PlanRequest.minutesRange.contains(config.defaults.minutes) else {
            throw DataFileError(file: file, entry: "defaults.minutes", problem: "must be within 10–180")
        }
        let training = config.training
        guard training.minSets >= 1, training.maxSets >= training.minSets, training.maxExercises >= 1,
              training.secondsPerRep > 0 else {
            throw DataFileError(file: file, entry: "training", problem: "sets, exercises and seconds must be positive")
        }
        return config
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
                        problem: "unknown equipment '\(id)' (valid: \(Equipment.allCases.map(\.rawValue).joined(separator: ", ")))")
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
            throw DataFileError(file: file, problem: "cannot be read")
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw Self.describe(error, file: file, data: data)
        } catch {
            throw DataFileError(file: file, problem: "is not valid JSON")
        }
    }

    /// Turns a `DecodingError` into "file: entry 12 (push-up): primaryMuscles[0]: …".
    static func describe(_ error: DecodingError, file: String, data: Data) -> DataFileError {
        let (path, detail): ([any CodingKey], String) = switch error {
        case .typeMismatch(_, let context): (context.codingPath, "wrong type")
        case .valueNotFound(_, let context): (context.codingPath, "value missing")
        case .keyNotFound(let key, let context): (context.codingPath + [key], "key missing")
        case .dataCorrupted(let context):
            (context.codingPath, context.codingPath.isEmpty ? "is not valid JSON" : "invalid value")
        @unknown default: ([], "cannot be decoded")
        }
        guard let first = path.first else { return DataFileError(file: file, problem: detail) }
        var entry = first.intValue.map(String.init) ?? first.stringValue
        if let index = first.intValue,
           let array = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]],
           index < array.count, let id = array[index]["id"] as? String {
            entry += " (\(id))"
        }
        let rest = path.dropFirst().map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        let field = rest.hasPrefix(".") ? String(rest.dropFirst()) : rest
        var problem = field.isEmpty ? detail : "\(field): \(detail)"
        if case .dataCorrupted(let context) = error, !context.codingPath.isEmpty {
            problem += " (\(context.debugDescription))"
        }
        return DataFileError(file: file, entry: entry, problem: problem)
    }
}
