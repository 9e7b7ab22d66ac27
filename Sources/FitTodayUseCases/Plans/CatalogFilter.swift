public import FitTodayDomain
import FitTodayLocalization
import Foundation

/// Which exercises a catalog listing shows: by muscle (or muscle group), by the equipment at hand (an exercise is
/// shown when all it needs and one of its any-of alternatives are there), and by a search (names and aliases ranked first). Values in English ids or
/// the person's words.
public struct CatalogFilter: Sendable {
    public var muscles: MuscleSet?
    public var equipment: EquipmentSet?
    public var query: String?

    /// `muscle` and `equipment` as typed (comma lists); a word that matches nothing is a `FieldError`.
    public init(muscle: String?, equipment: String?, query: String?) throws(FieldError) {
        muscles = try muscle.map { text throws(FieldError) in try Self.muscles(text) }
        self.equipment = try equipment.map { text throws(FieldError) in
            try WordParser.equipment(WordParser.commaList(text, field: .equipment))
        }
        self.query = query.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    }

    /// Muscles or muscle groups, not a split.
    static func muscles(_ text: String) throws(FieldError) -> MuscleSet {
        let words = try WordParser.commaList(text, field: .muscle)
        guard case .muscles(let list) = try WordParser.focus(words, field: .muscle, typed: text) else {
            let valid = Muscle.allCases.map { say.name($0).lowercased() } + [say.name(TrainingGroup.back)]
            throw FieldError(.muscle, .unknown(typed: text, suggestion: nil, valid: valid))
        }
        return MuscleSet(list)
    }

    public func apply(to catalog: CatalogIndex) -> [Exercise] {
        apply(to: query.map(catalog.search) ?? catalog.exercises)
    }

    public func apply(to exercises: [Exercise]) -> [Exercise] {
        exercises.filter { exercise in
            (muscles.map { MuscleSet(exercise.primaryMuscles).intersects($0) } ?? true)
                && (equipment.map { exercise.isAvailable(with: $0) } ?? true)
        }
    }
}
