import Synchronization

/// The folded-name look-up table of a catalog, built once, on first use, by whichever caller needs it first.
final class NameIndex: Sendable {
    private let exercises: [Exercise]
    private let built = Mutex<[String: Int]?>(nil)

    init(exercises: [Exercise]) { self.exercises = exercises }

    var positions: [String: Int] {
        built.withLock { table in
            if let table { return table }
            let made = Self.build(exercises)
            table = made
            return made
        }
    }

    /// Ids win over names, names over aliases, so an alias can never steal another exercise's name.
    private static func build(_ exercises: [Exercise]) -> [String: Int] {
        var byName: [String: Int] = [:]
        for (position, exercise) in exercises.enumerated() {
            byName[exercise.id.folded] = position
        }
        for (position, exercise) in exercises.enumerated() {
            for key in [exercise.name.folded, exercise.nameEn.folded] where byName[key] == nil {
                byName[key] = position
            }
        }
        for (position, exercise) in exercises.enumerated() {
            for alias in exercise.aliases where byName[alias.folded] == nil {
                byName[alias.folded] = position
            }
        }
        return byName
    }
}
