import FitTodayService
import ArgumentParser
import FitTodayDomain
import FitTodayText
import FitTodayResources
import Foundation

/// The inputs shared by `generate` and `batch`. `batch` accepts comma lists for profile, energy, level and goal
/// and runs every combination; `generate` takes one value each. Values may be typed in pt-BR or English.
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

    func validate() throws { try ValidationError.checking { try input.validate() } }

    /// The options as typed.
    var input: PlanInput {
        PlanInput(
            focus: focus, equipment: equipment, profile: profile, energy: energy, level: level, goal: goal,
            minutes: minutes, seed: seed, language: language.language)
    }

    func requests(resources: LoadedResources, date: CalendarDay, allowLists: Bool) throws -> [(profile: String, request: PlanRequest)] {
        try input.requests(resources: resources, date: date, allowLists: allowLists)
    }
}
