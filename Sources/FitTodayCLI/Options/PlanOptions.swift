import FitTodayUseCases
import ArgumentParser
import FitTodayDomain
import FitTodayLocalization
import FitTodayResources
import Foundation

/// The inputs shared by `generate`, `batch`, `session start` and `train`. `batch` accepts comma lists for profile,
/// energy, level and goal and runs every combination; the others take one value each. Values may be typed in pt-BR
/// or English. The words are matched once, by `validate()`, into `choices`; errors name the options (`--energy`).
struct PlanOptions: ParsableArguments {
    @Option(help: ArgumentHelp(say(.helpFocus), valueName: say(.valueFocus)))
    var focus: String?

    @Option(help: ArgumentHelp(say(.helpEquipment), valueName: say(.valueEquipment)))
    var equipment: String?

    @Option(help: ArgumentHelp(say(.helpProfile), valueName: say(.valueProfile)))
    var profile: String?

    @Option(help: ArgumentHelp(say(.helpEnergy), valueName: say(.valueEnergy)))
    var energy: String?

    @Option(help: ArgumentHelp(say(.helpLevel), valueName: say(.valueLevel)))
    var level: String?

    @Option(help: ArgumentHelp(say(.helpGoal), valueName: say(.valueGoal)))
    var goal: String?

    @Option(help: ArgumentHelp(say(.helpMinutes), valueName: say(.valueMinutes)))
    var minutes: Int?

    @OptionGroup var language: LanguageOption

    @Option(help: ArgumentHelp(say(.helpSeed), valueName: say(.valueSeed)))
    var seed: UInt64?

    @Option(help: ArgumentHelp(
        say(.scheduleHelpDaysPerWeek, ScheduleRules.daysPerWeekRange.lowerBound, ScheduleRules.daysPerWeekRange.upperBound),
        valueName: "N"))
    var daysPerWeek: Int?

    @Flag(help: ArgumentHelp(say(.scheduleHelpTrainAnyway)))
    var trainAnyway = false

    /// The options, typed: set by `validate()`, which ArgumentParser runs once the options are read.
    private(set) var choices = PlanChoices(language: .ptBR)

    /// The options read from the command line; `choices` is not one of them.
    private enum CodingKeys: String, CodingKey {
        case focus, equipment, profile, energy, level, goal, minutes, language, seed, daysPerWeek, trainAnyway
    }

    mutating func validate() throws {
        choices = try ValidationError.checking { try parsed() }
    }

    /// The words of the options matched to their values, in the order the checks have always run (bounds, focus,
    /// equipment, energy, level, goal). Profiles are matched with the configured ones, by `PlanChoices.requests`.
    func parsed() throws(FieldError) -> PlanChoices {
        try PlanChoices.checkBounds(
            equipmentGiven: equipment != nil, profileGiven: profile != nil, minutes: minutes, daysPerWeek: daysPerWeek)
        func words(_ text: String?, _ field: FieldError.Field) throws(FieldError) -> [WordParser.Word] {
            guard let text else { return [] }
            return try WordParser.commaList(text, field: field)
        }
        let focusValue = try focus.map { text throws(FieldError) in
            try WordParser.focus(words(text, .focus), typed: text)
        }
        let equipmentSet = try equipment.map { text throws(FieldError) in try WordParser.equipment(words(text, .equipment)) }
        let energies: [Energy] = try energy == nil ? [] : WordParser.values(words(energy, .energy), .energy, field: .energy)
        let levels: [Level] = try level == nil ? [] : WordParser.values(words(level, .level), .level, field: .level)
        let goals: [Goal] = try goal == nil ? [] : WordParser.values(words(goal, .goal), .goal, field: .goal)
        return PlanChoices(
            focus: focusValue, equipment: equipmentSet, profiles: try words(profile, .profile), energies: energies,
            levels: levels, goals: goals, minutes: minutes, seed: seed, language: language.language,
            daysPerWeek: daysPerWeek, trainAnyway: trainAnyway)
    }
}
