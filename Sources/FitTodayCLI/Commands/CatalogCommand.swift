import FitTodayComposition
import FitTodayUseCases
import ArgumentParser
import FitTodayDomain
import FitTodayLocalization
import FitTodayResources
import FitTodayWger
import Foundation

struct CatalogCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "catalog",
            abstract: say(.helpCatalogAbstract),
            subcommands: [List.self, Search.self, Show.self, Check.self],
            defaultSubcommand: List.self
        )
    }

    /// Filters shared by `list` and `search`.
    struct Filters: ParsableArguments {
        @Option(help: ArgumentHelp(say(.helpMuscle), valueName: say(.valueMuscle)))
        var muscle: String?

        @Option(help: ArgumentHelp(say(.helpCatalogEquipment), valueName: say(.valueEquipment)))
        var equipment: String?

        @OptionGroup var language: LanguageOption

        @Flag(help: ArgumentHelp(say(.helpJSON)))
        var json = false

        @Flag(name: .customLong("no-overlay"), help: ArgumentHelp(say(.helpNoOverlay)))
        var noOverlay = false

        func validate() throws {
            _ = try ValidationError.checking { try filter }
        }

        var filter: CatalogFilter {
            get throws { try CatalogFilter(muscle: muscle, equipment: equipment, query: nil) }
        }

        func apply(_ exercises: [Exercise]) throws -> [Exercise] { try filter.apply(to: exercises) }

        /// A table that fits the terminal (long cells end in "…"; `show` and `--json` have the full text).
        func render(_ exercises: [Exercise], names: DisplayNames) throws -> String {
            if json { return try Output.json(exercises) }
            let lang = language.language
            var table = TextTable(header: [
                say(.colId), say(.colName), say(.colPrimaryMuscles), say(.colEquipment), say(.colLevel),
            ])
            // The name stays readable longest; the id, muscles and equipment give way first (`show` has them whole).
            table.givesFirst = [0, 2, 3]
            for exercise in exercises {
                table.rows.append([
                    exercise.id, exercise.displayName(lang),
                    exercise.primaryMuscles.map { names.muscle($0, lang).lowercased() }.joined(separator: ", "),
                    ExerciseSheet.equipmentCell(exercise, names: names, language: lang, say: Messages(lang)),
                    say.name(exercise.level),
                ])
            }
            return table.render(width: TerminalWidth.current()) + say(.exerciseCount, exercises.count) + "\n"
        }
    }

    struct List: AsyncParsableCommand {
        static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

        private static let configurations = HelpText.perLanguage {
            CommandConfiguration(
                abstract: say(.helpListAbstract),
                usage: HelpText.usage("fittoday catalog list [--muscle <\(say(.valueMuscle))>] [--equipment <\(say(.valueEquipment))>] [--lang <pt-BR|en>] [--json] [--no-overlay]"))
        }

        @OptionGroup var filters: Filters

        func run() async throws {
            let resources = try Settings.current().loadResources(overlay: !filters.noOverlay)
            Output.write(try filters.render(try filters.apply(resources.catalog.exercises), names: resources.names))
        }
    }

    struct Search: AsyncParsableCommand {
        static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

        private static let configurations = HelpText.perLanguage {
            CommandConfiguration(
                abstract: say(.helpSearchAbstract),
                usage: HelpText.usage("fittoday catalog search <\(say(.valueQuery))> ... [--muscle <\(say(.valueMuscle))>] [--equipment <\(say(.valueEquipment))>] [--lang <pt-BR|en>] [--json] [--no-overlay]"))
        }

        @Argument(help: ArgumentHelp(say(.helpQuery), valueName: say(.valueQuery)))
        var query: [String]

        @OptionGroup var filters: Filters

        func run() async throws {
            let resources = try Settings.current().loadResources(overlay: !filters.noOverlay)
            let found = try filters.apply(resources.catalog.search(query.joined(separator: " ")))
            Output.write(try filters.render(found, names: resources.names))
        }
    }

    struct Show: AsyncParsableCommand {
        static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

        private static let configurations = HelpText.perLanguage {
            CommandConfiguration(
                abstract: say(.helpShowAbstract),
                usage: HelpText.usage("fittoday catalog show <\(say(.valueExercise))> ... [--lang <pt-BR|en>] [--json]"))
        }

        @Argument(help: ArgumentHelp(say(.helpExercise), valueName: say(.valueExercise)))
        var exercise: [String]

        @OptionGroup var language: LanguageOption

        @Flag(help: ArgumentHelp(say(.helpJSON)))
        var json = false

        func run() async throws {
            let settings = Settings.current()
            let resources = try settings.loadResources()
            let reference = exercise.joined(separator: " ")
            guard let id = resources.catalog.canonicalId(for: reference), let item = resources.catalog.exercise(id: id) else {
                throw AppError.usage(say(.noSuchExercise, reference))
            }
            if json {
                Output.write(try Output.json(item))
                return
            }
            let entry = WgerImportCommand.overlayEntry(catalogId: item.id, paths: settings.paths, project: resources.files.root)
            Output.write(ExerciseSheet.text(item, names: resources.names, language: language.language, overlay: entry))
        }
    }
}
