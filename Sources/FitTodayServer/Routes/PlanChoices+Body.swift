import FitTodayAPI
import FitTodayDomain
import FitTodayUseCases
import FitTodayLocalization
import Foundation

extension PlanChoices {
    /// The choices of a `POST /v1/plans` body, field by field: an array is matched item by item (an empty
    /// `equipment` is bodyweight), a string is one word. A refused value is a `FieldError` naming the JSON field and
    /// item (`fieldMessage`: `energy`, `equipment[2]`). The checks run in the command line's order.
    init(body: Components.Schemas.PlanInput, seed: UInt64?, language: Language) throws(FieldError) {
        try Self.checkBounds(
            equipmentGiven: body.equipment != nil, profileGiven: body.profile != nil, minutes: body.minutes,
            daysPerWeek: body.daysPerWeek)
        let focus = try body.focus.map { list throws(FieldError) in
            try WordParser.focus(WordParser.items(list), typed: list.joined(separator: ","))
        }
        let equipment = try body.equipment.map { list throws(FieldError) in
            list.isEmpty ? EquipmentSet() : try WordParser.equipment(WordParser.items(list))
        }
        let energies: [Energy] = try Self.values(body.energy, .energy, field: .energy)
        let levels: [Level] = try Self.values(body.level, .level, field: .level)
        let goals: [Goal] = try Self.values(body.goal, .goal, field: .goal)
        let profiles = Self.word(body.profile)
        if body.profile != nil, profiles.isEmpty { throw FieldError(.profile, .empty) }
        self.init(
            focus: focus, equipment: equipment, profiles: profiles, energies: energies, levels: levels, goals: goals,
            minutes: body.minutes, seed: seed, language: language, daysPerWeek: body.daysPerWeek,
            trainAnyway: body.trainAnyway ?? false)
    }

    /// A string field as its one word (trimmed); none when absent or blank.
    private static func word(_ text: String?) -> [WordParser.Word] {
        guard let trimmed = text?.trimmingCharacters(in: .whitespaces), !trimmed.isEmpty else { return [] }
        return [WordParser.Word(trimmed)]
    }

    /// A string field's value; none when absent, refused when blank.
    private static func values<T: RawRepresentable>(_ text: String?, _ kind: ValueKind, field: FieldError.Field)
        throws(FieldError) -> [T] where T.RawValue == String
    {
        guard text != nil else { return [] }
        return try WordParser.values(word(text), kind, field: field)
    }
}
