import FitTodayDomain
import FitTodayJSON
import FitTodayLocalization
import Foundation

/// Reads `Catalog/exercises/*.json` with the project's own JSON parser: start-up reads the whole catalog, and
/// Foundation's `JSONDecoder` spent most of a cold `generate` doing it. Unlike the lenient `Codable` conformance
/// (kept for imported entries), every coach attribute is required here.
struct CatalogEntryReader {
    var file: String

    struct Failure: Error {
        var problem: Message
        var arguments: [String] = []
    }

    func exercises(from data: Data) throws(DataFileError) -> [Exercise] {
        let root: JSONValue
        do {
            root = try JSONParser.parse(data)
        } catch {
            throw DataFileError(file: file, .dataNotJSON)
        }
        guard let items = root.arrayValue else { throw DataFileError(file: file, .dataNotArray) }
        var result: [Exercise] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let id = item["id"]?.stringValue
            let entry = id.map { "\(index) (\($0))" } ?? "\(index)"
            do {
                result.append(try exercise(item))
            } catch let failure as Failure {
                throw DataFileError(file: file, entry: entry, failure.problem, arguments: failure.arguments)
            } catch {
                throw DataFileError(file: file, entry: entry, .dataUnreadable)
            }
        }
        return result
    }

    private func exercise(_ value: JSONValue) throws -> Exercise {
        guard let fields = value.objectValue else { throw Failure(problem: .dataNotObject) }
        func text(_ key: String) throws -> String {
            guard let field = fields[key] else { throw Failure(problem: .dataKeyMissing, arguments: [key]) }
            guard let string = field.stringValue else { throw Failure(problem: .dataWrongType, arguments: [key]) }
            return string
        }
        func texts(_ key: String, required: Bool = true) throws -> [String] {
            guard let field = fields[key] else {
                if required { throw Failure(problem: .dataKeyMissing, arguments: [key]) }
                return []
            }
            guard let list = field.arrayValue else { throw Failure(problem: .dataWrongType, arguments: [key]) }
            return try list.enumerated().map { index, item in
                guard let string = item.stringValue else { throw Failure(problem: .dataWrongType, arguments: ["\(key)[\(index)]"]) }
                return string
            }
        }
        func word<T: RawRepresentable>(_ key: String, _: T.Type) throws -> T where T.RawValue == String {
            let raw = try text(key)
            guard let value = T(rawValue: raw) else { throw Failure(problem: .dataInvalidValue, arguments: [key, raw]) }
            return value
        }
        func words<T: RawRepresentable>(_ key: String, _: T.Type, required: Bool = true) throws -> [T]
        where T.RawValue == String {
            try texts(key, required: required).map { raw in
                guard let value = T(rawValue: raw) else { throw Failure(problem: .dataInvalidValue, arguments: [key, raw]) }
                return value
            }
        }
        func flag(_ key: String, required: Bool) throws -> Bool? {
            guard let field = fields[key] else {
                if required { throw Failure(problem: .dataKeyMissing, arguments: [key]) }
                return nil
            }
            guard let value = field.boolValue else { throw Failure(problem: .dataWrongType, arguments: [key]) }
            return value
        }
        func integer(_ key: String) throws -> Int? {
            guard let field = fields[key] else { return nil }
            guard let value = field.intValue else { throw Failure(problem: .dataWrongType, arguments: [key]) }
            return value
        }
        var exercise = Exercise(
            id: try text("id"), name: try text("name"), nameEn: try text("nameEn"),
            aliases: try texts("aliases", required: false), description: try text("description"),
            primaryMuscles: try words("primaryMuscles", Muscle.self),
            secondaryMuscles: try words("secondaryMuscles", Muscle.self, required: false),
            equipment: try words("equipment", Equipment.self), category: try word("category", ExerciseCategory.self),
            mechanics: try word("mechanics", Mechanics.self), pattern: try word("pattern", MovementPattern.self),
            level: try word("level", Level.self), rest: try word("rest", RestClass.self),
            tier: try word("tier", Tier.self), role: try word("role", ExerciseRole.self),
            regressionOf: fields["regressionOf"] == nil ? nil : try text("regressionOf"),
            unit: try word("unit", WorkUnit.self), perSide: try flag("perSide", required: false) ?? false,
            loadable: try flag("loadable", required: true), maxReps: try integer("maxReps"),
            wgerId: try integer("wgerId"))
        // The project's own English text (what `--lang en` shows); an imported overlay may add Wger's.
        exercise.descriptionEn = fields["descriptionEn"] == nil ? nil : try text("descriptionEn")
        exercise.improvised = fields["improvised"] == nil ? nil : try word("improvised", Improvisation.self)
        exercise.family = fields["family"] == nil ? nil : try word("family", DistinctFamily.self)
        exercise.equipmentAnyOf = try words("equipmentAnyOf", Equipment.self, required: false)
        exercise.implements = try integer("implements")
        if let implements = exercise.implements, !(1...2).contains(implements) {
            throw Failure(problem: .dataInvalidValue, arguments: ["implements", "\(implements)"])
        }
        exercise.scheme = try scheme(fields["scheme"])
        return exercise
    }

    /// `{"reps": {"min": 21, "max": 21}, "sets": 3}`: repetitions required, sets optional; nil when absent.
    private func scheme(_ value: JSONValue?) throws -> FixedScheme? {
        guard let value else { return nil }
        guard let fields = value.objectValue, let reps = fields["reps"]?.objectValue,
              let min = reps["min"]?.intValue, let max = reps["max"]?.intValue
        else { throw Failure(problem: .dataWrongType, arguments: ["scheme"]) }
        var sets: Int?
        if let field = fields["sets"] {
            guard let value = field.intValue else { throw Failure(problem: .dataWrongType, arguments: ["scheme.sets"]) }
            sets = value
        }
        let scheme = FixedScheme(reps: RepRange(min: min, max: max), sets: sets)
        guard scheme.isWellFormed else {
            throw Failure(problem: .dataInvalidValue, arguments: ["scheme", "\(min)-\(max)"])
        }
        return scheme
    }
}
