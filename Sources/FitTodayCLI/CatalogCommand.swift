import ArgumentParser
import FitTodayDomain
import FitTodayResources
import FitTodayWger
import Foundation

struct CatalogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "List, search, show and check the exercise catalog.",
        subcommands: [List.self, Search.self, Show.self, Check.self],
        defaultSubcommand: List.self
    )

    /// Filters shared by `list` and `search`.
    struct Filters: ParsableArguments {
        @Option(help: "Keep exercises with this primary muscle (or group: back).")
        var muscle: String?

        @Option(help: "Keep exercises doable with this comma list of equipment ('none' = bodyweight only).")
        var equipment: String?

        @Option(name: .customLong("lang"), help: "Display language: pt-BR or en.")
        var language: String = "pt-BR"

        @Flag(help: "Print JSON.")
        var json = false

        @Flag(name: .customLong("no-overlay"), help: "Leave out the imported Wger overlay (its exercises, text and media).")
        var noOverlay = false

        func validate() throws {
            if let muscle { _ = try muscles(muscle) }
            if let equipment { _ = try PlanOptions.parseEquipment(equipment) }
            guard Language(rawValue: language) != nil else {
                throw ValidationError("unknown language '\(language)' (valid: pt-BR, en)")
            }
        }

        func muscles(_ text: String) throws -> MuscleSet {
            let valid = Muscle.allCases.map(\.rawValue).joined(separator: ", ") + ", back"
            guard case .muscles(let list) = try? Focus.parse(text) else {
                throw ValidationError("unknown muscle '\(text)' for --muscle (valid: \(valid))")
            }
            return MuscleSet(list)
        }

        func apply(_ exercises: [Exercise]) throws -> [Exercise] {
            let muscleSet = try muscle.map(muscles)
            let equipmentSet = try equipment.map(PlanOptions.parseEquipment)
            return exercises.filter { exercise in
                (muscleSet.map { MuscleSet(exercise.primaryMuscles).intersects($0) } ?? true)
                    && (equipmentSet.map { EquipmentSet(exercise.equipment).isSubset(of: $0) } ?? true)
            }
        }

        func render(_ exercises: [Exercise], names: DisplayNames) throws -> String {
            if json { return try Output.json(exercises) }
            let lang = Language(rawValue: language) ?? .ptBR
            var table = TextTable(header: lang == .en
                ? ["id", "name", "primary muscles", "equipment", "level"]
                : ["id", "nome", "músculos principais", "equipamento", "nível"])
            for exercise in exercises {
                table.rows.append([
                    exercise.id, exercise.displayName(lang),
                    exercise.primaryMuscles.map { names.muscle($0, lang).lowercased() }.joined(separator: ", "),
                    exercise.equipment.isEmpty ? (lang == .en ? "bodyweight" : "peso corporal")
                        : exercise.equipment.map { names.equipment($0, lang) }.joined(separator: ", "),
                    exercise.level.rawValue,
                ])
            }
            return table.render() + "\(exercises.count) exercise(s)\n"
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List exercises, optionally filtered.")

        @OptionGroup var filters: Filters

        func run() async throws {
            let resources = try AppContext.loadResources(overlay: !filters.noOverlay)
            Output.write(try filters.render(try filters.apply(resources.catalog.exercises), names: resources.names))
        }
    }

    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Find exercises whose names or aliases contain every word (accents and case ignored).")

        @Argument(help: "Words to look for, in pt-BR or English.")
        var query: [String]

        @OptionGroup var filters: Filters

        func run() async throws {
            let resources = try AppContext.loadResources(overlay: !filters.noOverlay)
            let found = try filters.apply(resources.catalog.search(query.joined(separator: " ")))
            Output.write(try filters.render(found, names: resources.names))
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show one exercise by id, name or alias.")

        @Argument(help: "Exercise id, name or alias.")
        var exercise: [String]

        @Option(name: .customLong("lang"), help: "Display language: pt-BR or en.")
        var language: String = "pt-BR"

        @Flag(help: "Print JSON.")
        var json = false

        func run() async throws {
            let resources = try AppContext.loadResources()
            let reference = exercise.joined(separator: " ")
            guard let id = resources.catalog.canonicalId(for: reference), let item = resources.catalog.exercise(id: id) else {
                throw CLIError.usage("no exercise '\(reference)' in the catalog (try: fittoday catalog search WORDS)")
            }
            if json {
                Output.write(try Output.json(item))
                return
            }
            let names = resources.names
            let lang = Language(rawValue: language) ?? .ptBR
            let muscles = { (list: [Muscle]) in list.map { names.muscle($0, lang).lowercased() }.joined(separator: ", ") }
            var lines = [
                "\(item.displayName(lang)) (\(lang == .en ? item.name : item.nameEn))",
                "id: \(item.id)" + (item.wgerId.map { " · wger \($0)" } ?? ""),
                "",
                item.description,
                "",
                "primary: \(muscles(item.primaryMuscles))",
                "secondary: \(item.secondaryMuscles.isEmpty ? "—" : muscles(item.secondaryMuscles))",
                "equipment: \(item.equipment.isEmpty ? "bodyweight" : item.equipment.map(\.rawValue).joined(separator: ", "))",
                "\(item.category.rawValue) · \(item.mechanics.rawValue) · \(item.pattern.rawValue) · \(item.level.rawValue) · rest \(item.rest.rawValue)",
            ]
            if !item.aliases.isEmpty { lines.append("aliases: \(item.aliases.joined(separator: ", "))") }
            if let entry = WgerImportCommand.overlayEntry(catalogId: item.id, project: resources.files.root) {
                lines.append("")
                lines.append("wger \(entry.wgerId) · description: \(entry.description.source.rawValue) (\(entry.description.language))")
                if entry.description.source != .catalog { lines.append(entry.description.text) }
                lines.append("media: \(entry.media.kind.rawValue) \(entry.media.url) (\(entry.media.source))")
                lines.append(entry.attribution)
            }
            Output.write(lines.joined(separator: "\n") + "\n")
        }
    }

    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Validate the catalog and report, per equipment profile × focus, how varied plans can be.",
            discussion: """
                For each profile and focus: the exercises available (the candidate pool), the exercises a default plan
                holds, and the best ratio a long sequence can sustain: with pool P and plan size n, each plan can bring
                at most (P − n) / 3 exercises unseen in the three plans before it.
                """
        )

        @Flag(help: "Print JSON.")
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
            let resources = try AppContext.loadResources(overlay: false)
            let composer = resources.makeComposer()
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
                exercises: exercises.count, bodyweight: exercises.count { $0.equipment.isEmpty },
                withWgerId: exercises.count { $0.wgerId != nil }, tiers: count(\.tier.rawValue),
                roles: count(\.role.rawValue), units: count(\.unit.rawValue), perSide: exercises.count(where: \.perSide),
                loadable: exercises.count(where: \.loadable), repCapped: exercises.count { $0.maxReps != nil },
                threshold: threshold, rows: rows)
            if json {
                Output.write(try Output.json(report))
                return
            }
            var text = "Catalog OK: \(report.exercises) exercises (\(report.bodyweight) bodyweight, \(report.withWgerId) with a Wger id), vocabulary, blueprints and config valid.\n"
            let list = { (table: [String: Int]) in
                table.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            }
            text += "Coach attributes valid: every regression names its parent, every main lift is a loadable compound.\n"
            text += "  tiers: \(list(report.tiers)); roles: \(list(report.roles))\n"
            text += "  units: \(list(report.units)); \(report.perSide) one side at a time, \(report.loadable) loadable, \(report.repCapped) with a rep cap\n\n"
            text += "Best sustained diversity per profile × focus (threshold \(BatchReport.percent(threshold)), advanced level, \(defaults.minutes) min):\n\n"
            var table = TextTable(header: ["profile", "focus", "available", "plan size", "best ratio", ""])
            for row in rows {
                table.rows.append([row.profile, row.focus, "\(row.available)", "\(row.planSize)",
                                   BatchReport.percent(row.bestSustainedRatio), row.meetsThreshold ? "ok" : "below threshold"])
            }
            text += table.render(indent: "  ")
            let below = rows.count { !$0.meetsThreshold }
            text += "\n\(rows.count - below) of \(rows.count) profile × focus pairs can sustain the threshold; \(below) cannot.\n"
            Output.write(text)
        }
    }
}
