import FitTodayComposition
import FitTodayUseCases
import FitTodayStorage
import ArgumentParser
import FitTodayDomain
import FitTodayLocalization
import Foundation

/// `fittoday history list|show|records|export`: the workouts recorded, planned and done, for people and for other
/// apps.
struct HistoryCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "history",
            abstract: say(.historyAbstract),
            discussion: discussion([.historyDiscussion]),
            subcommands: [List.self, Show.self, Records.self, Export.self],
            defaultSubcommand: List.self)
    }

    /// A discussion of `history` paragraphs, laid out like `HelpText.discussion` (and, when asked, followed by the
    /// environment and exit codes).
    static func discussion(_ paragraphs: [HistoryMessage], withReference: Bool = true) -> String {
        guard HelpText.requested else { return "" }
        let texts = paragraphs.map { say($0) } + (withReference ? [say(.helpEnvironment), say(.helpExitCodes)] : [])
        return texts.map { HelpText.layout($0, width: HelpText.width() - 1) }.joined(separator: "\n\n")
    }

    /// Where the history is and the language to show it in, shared by every subcommand.
    struct Source: ParsableArguments {
        @OptionGroup var database: StoreOptions

        @OptionGroup var language: LanguageOption

        /// The history in PostgreSQL, or in the SQLite file (default: `$FITTODAY_DB`, else the data folder's). A
        /// file that was never written reads as empty and is not created.
        func load() async throws -> HistoryData {
            let settings = database.settings
            if settings.store.postgresURL == nil, !FileManager.default.fileExists(atPath: settings.store.sqlitePath) {
                return HistoryData(days: [], bests: [:], names: [:])
            }
            let resources = try? settings.loadResources()
            return try await settings.store.withStore { opened in
                try await HistoryData.read(from: opened.store, resources: resources, language: language.language)
            }
        }
    }

    struct List: AsyncParsableCommand {
        static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

        private static let configurations = HelpText.perLanguage {
            CommandConfiguration(
                abstract: say(.historyListAbstract),
                usage: HelpText.usage("fittoday history list [--limit <\(say(.valueCount))>] \(StoreOptions.usage) [--lang <pt-BR|en>] [--json]"))
        }

        @Option(help: ArgumentHelp(say(.historyHelpLimit), valueName: say(.valueCount)))
        var limit = 20

        @OptionGroup var source: Source

        @Flag(help: ArgumentHelp(say(.helpJSON)))
        var json = false

        func validate() throws {
            guard limit >= 1 else { throw ValidationError(say(.historyLimitRange, limit)) }
        }

        func run() async throws {
            let data = try await source.load()
            let newest = Array(data.days.reversed().prefix(limit))
            if json {
                Output.write(try HistoryExport.json(newest.map(HistoryDay.init)))
                return
            }
            guard !newest.isEmpty else {
                Output.error(say(.historyEmpty))
                return
            }
            Output.write(HistoryRendering.list(
                newest, trainedCount: data.trained.count, totalCount: data.days.count, say: say,
                width: TerminalWidth.known()))
            if newest.count < data.days.count { Output.error(say(.historyShowingRecent, newest.count, data.days.count)) }
        }
    }

    struct Show: AsyncParsableCommand {
        static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

        private static let configurations = HelpText.perLanguage {
            CommandConfiguration(
                abstract: say(.historyShowAbstract),
                usage: HelpText.usage("fittoday history show <\(say(.valueDate))> \(StoreOptions.usage) [--lang <pt-BR|en>] [--json]"))
        }

        @Argument(help: ArgumentHelp(say(.historyHelpDay), valueName: say(.valueDate)))
        var day: String

        @OptionGroup var source: Source

        @Flag(help: ArgumentHelp(say(.helpJSON)))
        var json = false

        func validate() throws { _ = try Self.parse(day) }

        /// ISO (2026-11-23) or as Brazilians write it (23/11/2026), like `generate --date`.
        static func parse(_ text: String) throws -> CalendarDay {
            guard let day = CalendarDay(iso: text) ?? CalendarDay.brazilian(text) else {
                throw ValidationError(say(.historyDayInvalid, text))
            }
            return day
        }

        func run() async throws {
            let date = try Self.parse(day)
            let data = try await source.load()
            guard let plan = data.day(date) else {
                throw AppError.usage(say(.historyNothingOn, PlanRendering.date(date)))
            }
            Output.write(json
                ? try HistoryExport.json(plan)
                : HistoryRendering.show(plan, say: say, width: TerminalWidth.known()))
        }
    }

    struct Records: AsyncParsableCommand {
        static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

        private static let configurations = HelpText.perLanguage {
            CommandConfiguration(
                abstract: say(.historyRecordsAbstract),
                usage: HelpText.usage("fittoday history records \(StoreOptions.usage) [--lang <pt-BR|en>] [--json]"))
        }

        @OptionGroup var source: Source

        @Flag(help: ArgumentHelp(say(.helpJSON)))
        var json = false

        func run() async throws {
            let data = try await source.load()
            let rows = data.records
            if json {
                Output.write(try HistoryExport.json(rows))
                return
            }
            guard !rows.isEmpty else {
                Output.error(say(data.days.isEmpty ? .historyEmpty : .historyNoRecords))
                return
            }
            Output.write(HistoryRendering.records(rows, say: say, width: TerminalWidth.known()))
        }
    }

    struct Export: AsyncParsableCommand {
        static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

        private static let configurations = HelpText.perLanguage {
            CommandConfiguration(
                abstract: say(.historyExportAbstract),
                usage: HelpText.usage("fittoday history export --format <strong-csv|hevy-csv|healthkit-json|json> [--out <\(say(.valueFile))>] \(StoreOptions.usage) [--lang <pt-BR|en>]"),
                discussion: HistoryCommand.discussion([.historyExportDiscussion], withReference: false))
        }

        @Option(help: ArgumentHelp(say(.historyHelpFormat), valueName: say(.historyValueFormat)))
        var format: String

        @Option(help: ArgumentHelp(say(.historyHelpOut), valueName: say(.valueFile)))
        var out: String?

        @OptionGroup var source: Source

        func validate() throws { _ = try Self.format(format) }

        static func format(_ text: String) throws -> HistoryExport.Format {
            guard let format = HistoryExport.Format(rawValue: text.lowercased()) else {
                let valid = HistoryExport.Format.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError(say(.unknownValueList, "--format", text, valid))
            }
            return format
        }

        func run() async throws {
            // A path that cannot be written fails before the history is read (exit 73).
            let file = try out.map(OutputFile.checked)
            let trained = try await source.load().trained
            if trained.isEmpty { Output.error(say(.historyNothingToExport)) }
            let text = try HistoryExport.text(trained, format: try Self.format(format))
            if let file { try file.write(text) } else { Output.write(text) }
        }
    }
}
