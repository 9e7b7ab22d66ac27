import FitTodayComposition
import FitTodayUseCases
import ArgumentParser
import FitTodayDomain
import FitTodayResources
import FitTodayLocalization

extension CatalogCommand {
    struct Check: AsyncParsableCommand {
        static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

        private static let configurations = HelpText.perLanguage {
            CommandConfiguration(abstract: say(.helpCheckAbstract), discussion: HelpText.discussion([.helpCheckDiscussion], withReference: false))
        }

        @OptionGroup var language: LanguageOption

        @Flag(help: ArgumentHelp(say(.helpJSON)))
        var json = false

        struct Row: Encodable {
            var profile: String
            var focus: String
            var available: Int
            var planSize: Int
            var bestSustainedRatio: Double
            var meetsThreshold: Bool
        }

        struct Report: Encodable {
            var exercises: Int
            var bodyweight: Int
            var withWgerId: Int
            /// Coach attributes: counts per tier, role and unit (the loader has already checked that every entry
            /// has them, that every regression names its parent, and that every main lift is a loadable compound).
            var tiers: [String: Int]
            var roles: [String: Int]
            var units: [String: Int]
            var perSide: Int
            var loadable: Int
            var repCapped: Int
            var threshold: Double
            var rows: [Row]
        }

        func run() async throws {
            let resources = try Settings.current().loadResources(overlay: false)
            let composer = resources.composer
            let threshold = resources.config.variation.threshold
            let defaults = resources.config.defaults
            let foci: [Focus] = Split.allCases.map { .split($0) } + Muscle.allCases.map { .muscles([$0]) }
            var rows: [Row] = []
            for profile in resources.profiles.keys.sorted() {
                let equipment = EquipmentSet(resources.profiles[profile]!)
                for focus in foci {
                    let request = PlanRequest(
                        focus: focus, equipment: equipment, energy: defaults.energy, level: .advanced,
                        goal: defaults.goal, minutes: defaults.minutes, date: CalendarDay(dayNumber: 0))
                    let planSize = (try? composer.compose(request, history: [], seed: 0))?.exercises.count ?? 0
                    let pool = composer.candidatePool(request, focus: focus).count
                    let best = planSize == 0 ? 0 : Double(min(planSize, max(0, (pool - planSize) / 3))) / Double(planSize)
                    rows.append(Row(
                        profile: profile, focus: focus.names.joined(separator: ","), available: pool,
                        planSize: planSize, bestSustainedRatio: best, meetsThreshold: best + 1e-9 >= threshold))
                }
            }
            let exercises = resources.catalog.exercises
            let count = { (key: (Exercise) -> String) in Dictionary(exercises.map { (key($0), 1) }, uniquingKeysWith: +) }
            let report = Report(
                exercises: exercises.count, bodyweight: exercises.count { $0.equipment.isEmpty && $0.equipmentAnyOf.isEmpty },
                withWgerId: exercises.count { $0.wgerId != nil }, tiers: count(\.tier.rawValue),
                roles: count(\.role.rawValue), units: count(\.unit.rawValue), perSide: exercises.count(where: \.perSide),
                loadable: exercises.count(where: \.loadable), repCapped: exercises.count { $0.maxReps != nil },
                threshold: threshold, rows: rows)
            Output.write(json ? try Output.json(report) : text(report, minutes: defaults.minutes))
        }

        func text(_ report: Report, minutes: Int) -> String {
            let list = { (table: [String: Int], name: (String) -> String) in
                table.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.value) \(name($0.key))" }
                    .joined(separator: ", ")
            }
            let unitName = { (id: String) -> String in
                switch WorkUnit(rawValue: id) {
                case .reps: say(.unitReps)
                case .seconds: say(.unitSeconds)
                case .meters: say(.unitMeters)
                case nil: id
                }
            }
            var text = say(.checkOK, report.exercises, report.bodyweight, report.withWgerId) + "\n"
            text += say(.checkCoach) + "\n"
            text += say(.checkTiers, list(report.tiers) { Tier(rawValue: $0).map(say.name) ?? $0 },
                        list(report.roles) { ExerciseRole(rawValue: $0).map(say.name) ?? $0 }) + "\n"
            text += say(.checkUnits, list(report.units, unitName), report.perSide, report.loadable, report.repCapped) + "\n\n"
            text += say(.checkHeading, say.percent(report.threshold), minutes) + "\n\n"
            var table = TextTable(header: [
                say(.colProfile), say(.colFocus), say(.colAvailable), say(.colPlanSize), say(.colBestRatio), say(.colStatus),
            ])
            for row in report.rows {
                let focus = Focus(names: row.focus.split(separator: ",").map(String.init)).map { say.name($0) } ?? row.focus
                table.rows.append([
                    say.profileName(row.profile), focus, "\(row.available)", "\(row.planSize)",
                    say.percent(row.bestSustainedRatio), row.meetsThreshold ? say(.ok) : say(.checkBelow),
                ])
            }
            text += table.render(indent: "  ", width: TerminalWidth.current())
            let below = report.rows.count { !$0.meetsThreshold }
            text += "\n" + say(.checkSummary, report.rows.count - below, report.rows.count, below) + "\n"
            return text
        }
    }
}
