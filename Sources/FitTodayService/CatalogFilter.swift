public import FitTodayDomain
import FitTodayText
import Foundation

/// Which exercises a catalog listing shows: by muscle (or muscle group), by the equipment at hand (an exercise is
/// shown when all it needs is there), and by a search (names and aliases ranked first). Values in English ids or
/// the person's words.
public struct CatalogFilter: Sendable {
    public var muscles: MuscleSet?
    public var equipment: EquipmentSet?
    public var query: String?

    public init(muscle: String?, equipment: String?, query: String?, fieldName: (String) -> String = { $0 }) throws {
        muscles = try muscle.map { try Self.muscles($0, option: fieldName("muscle")) }
        self.equipment = try equipment.map { try TypedValues.equipment($0, option: fieldName("equipment")) }
        self.query = query.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    }

    /// Muscles or muscle groups, not a split.
    static func muscles(_ text: String, option: String) throws -> MuscleSet {
        guard case .muscles(let list) = try TypedValues.focus(text, option: option) else {
            let valid = Muscle.allCases.map { say.name($0).lowercased() } + [say.name(TrainingGroup.back)]
            throw AppError.usage(say(.unknownValueList, option, text, valid.joined(separator: ", ")))
        }
        return MuscleSet(list)
    }

    public func apply(to catalog: CatalogIndex) -> [Exercise] {
        apply(to: query.map(catalog.search) ?? catalog.exercises)
    }

    public func apply(to exercises: [Exercise]) -> [Exercise] {
        exercises.filter { exercise in
            (muscles.map { MuscleSet(exercise.primaryMuscles).intersects($0) } ?? true)
                && (equipment.map { EquipmentSet(exercise.equipment).isSubset(of: $0) } ?? true)
        }
    }
}
