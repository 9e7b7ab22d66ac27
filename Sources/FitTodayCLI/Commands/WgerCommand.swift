import FitTodayComposition
import FitTodayUseCases
import ArgumentParser
import FitTodayDomain
import FitTodayHTTP
import FitTodayLocalization
import FitTodayOpenAI
import FitTodayResources
import FitTodayStorage
import FitTodayWger
import Foundation

struct WgerCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "wger", abstract: say(.helpWgerAbstract),
            subcommands: [WgerImportCommand.self, WgerSanitizeCommand.self])
    }
}

struct WgerImportCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "import", abstract: say(.helpImportAbstract),
            usage: HelpText.usage("fittoday wger import (--file <\(say(.valueFile))> | --base-url <\(say(.valueURL))>) [--page-size <\(say(.valueCount))>] [--out <\(say(.valueFile))>] [--db <\(say(.valueFile))>] [--lang <pt-BR|en>] [--json]"),
            discussion: HelpText.discussion([.helpImportDiscussion], withReference: false))
    }

    @Option(help: ArgumentHelp(say(.helpFile), valueName: say(.valueFile)))
    var file: String?

    @Option(help: ArgumentHelp(say(.helpBaseURL), valueName: say(.valueURL)))
    var baseURL: String?

    @Option(help: ArgumentHelp(say(.helpPageSize), valueName: say(.valueCount)))
    var pageSize = 999

    @Option(help: ArgumentHelp(say(.helpOut), valueName: say(.valueFile)))
    var out: String?

    @Option(help: ArgumentHelp(say(.helpImportDB), valueName: say(.valueFile)))
    var db: String?

    @OptionGroup var language: LanguageOption

    @Flag(help: ArgumentHelp(say(.helpJSON)))
    var json = false

    func validate() throws {
        guard (file == nil) != (baseURL == nil) else { throw ValidationError(say(.oneSource)) }
        guard (1...999).contains(pageSize) else { throw ValidationError(say(.pageSizeRange, pageSize)) }
    }

    func run() async throws {
        var flags: [SettingKey: String] = [:]
        if let out { flags[.wgerOverlay] = out }
        if let db { flags[.database] = db }
        let settings = Settings.current(flags)
        let resources = try settings.loadResources(overlay: false)
        let overlayPath = try WgerOverlayFile.path(settings.paths, project: resources.files.root)
        // A path the user gave must be writable before anything is read; the default one's folder is created.
        if out != nil { _ = try OutputFile.checked(overlayPath) }
        var overlay = try Self.existingOverlay(at: overlayPath, source: file ?? baseURL ?? "")
        let importer = WgerImporter(catalog: resources.catalog, resolver: try makeResolver(resources, settings: settings))
        var takenIds = importer.catalogIds.union(overlay.entries.map(\.catalogId))
        var summary = WgerImportSummary()
        summary.overlayPath = overlayPath

        if let file {
            let exercises: [WgerExercise]
            do {
                exercises = try WgerFile.exercises(from: try Data(contentsOf: URL(fileURLWithPath: file)))
            } catch let error as CocoaError where error.code == .fileReadNoSuchFile || error.code == .fileReadNoPermission {
                throw AppError.usage(say(.cannotRead, file))
            } catch {
                throw AppError(.dataFile, say(.notWgerFile, file, ErrorReport.describe(error)))
            }
            summary.pages = 1
            overlay.merge(await importer.entries(for: exercises, takenIds: &takenIds, summary: &summary))
            try Self.write(overlay, to: overlayPath, creatingFolder: out == nil)
        } else if let baseURL {
            let client = WgerClient(baseURL: baseURL, pageSize: pageSize)
            var next: String? = client.firstPageURL
            var stop: (page: Int, url: String, reason: String)?
            while let url = next {
                let page: WgerPage<WgerExercise>
                do {
                    page = try await client.page(at: url)
                } catch {
                    summary.stoppedAt = "page \(summary.pages + 1), \(url): \(error)"
                    stop = (summary.pages + 1, url, Self.reason(error))
                    break
                }
                summary.pages += 1
                // Each page is saved as soon as it is read: a failure later loses nothing before it.
                overlay.merge(await importer.entries(for: page.results, takenIds: &takenIds, summary: &summary))
                try Self.write(overlay, to: overlayPath, creatingFolder: out == nil)
                next = page.next
            }
            if let stop {
                Output.write(json
                    ? try Output.json(summary)
                    : Self.text(summary, source: baseURL, stoppedAt: say(.wgerStoppedAtValue, stop.page, stop.url, stop.reason)))
                throw AppError(.unavailable, say(.importStopped, stop.page, stop.url, stop.reason, summary.read, overlayPath))
            }
        }

        Output.write(json ? try Output.json(summary) : Self.text(summary, source: file ?? baseURL ?? "", stoppedAt: nil))
    }

    private func makeResolver(_ resources: LoadedResources, settings: Settings) throws -> DescriptionResolver {
        guard let configuration = try settings.llm.openAIConfiguration(resources) else { return DescriptionResolver() }
        let instructionsURL = resources.files.prompts.appendingPathComponent("translate-system.txt")
        guard let instructions = try? String(contentsOf: instructionsURL, encoding: .utf8) else {
            throw AppError(.dataFile, say(.translatePromptMissing))
        }
        let store = try SQLiteStore(path: settings.store.sqlitePath, durability: settings.store.durability)
        return DescriptionResolver(
            translator: LLMTranslator(
                client: OpenAIClient(configuration: configuration), instructions: instructions,
                cache: StoreTranslationCache(store: store)))
    }

    /// The imported Wger entry for a catalog exercise, from the overlay at its usual place, if there is one that
    /// reads (a broken one is said once and left out).
    static func overlayEntry(catalogId: String, paths: PathSettings, project: URL) -> WgerOverlayEntry? {
        guard let file = WgerOverlayFile(paths: paths, project: project) else { return nil }
        switch file.decoded() {
        case .failure(let warning):
            Output.error(warning.message)
            return nil
        case .success(let overlay):
            return overlay.entries.first { $0.catalogId == catalogId }
        }
    }

    static func existingOverlay(at path: String, source: String) throws -> WgerOverlay {
        guard FileManager.default.fileExists(atPath: path) else { return WgerOverlay(source: source) }
        do {
            var overlay = try JSONDecoder().decode(WgerOverlay.self, from: try Data(contentsOf: URL(fileURLWithPath: path)))
            overlay.source = source
            return overlay
        } catch {
            throw AppError(.dataFile, say(.overlayBroken, path, ErrorReport.describe(error)))
        }
    }

    /// Writes the overlay; the folder is created only for the default place (a `--out` folder must exist).
    static func write(_ overlay: WgerOverlay, to path: String, creatingFolder: Bool) throws {
        if creatingFolder {
            try? FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        try OutputFile(path: path).write(try Output.json(overlay))
    }

    /// Why a page could not be read, in the user's words (libcurl's own text stays out).
    static func reason(_ error: WgerClient.PageError) -> String {
        switch error {
        case .http(let status): "HTTP \(status)"
        case .undecodable: say(.wgerNotPage)
        case .transport(let error):
            switch error {
            case .invalidURL(let url): say(.netInvalidURL, url)
            case .insecureURL(let host): say(.netInsecure, host)
            case .timedOut(let host): say(.netTimedOut, host)
            case .connectionFailed(let host, _): say(.netConnection, host)
            case .cancelled: say(.netCancelled)
            case .transfer(let host, _): say(.netTransfer, host)
            }
        }
    }

    static func text(_ summary: WgerImportSummary, source: String, stoppedAt: String?) -> String {
        var rows: [(String, String)] = [
            (say(.wgerRead), say(.wgerReadValue, summary.read, source, summary.pages)),
            (say(.wgerMatched), say(.wgerMatchedValue, summary.matched)),
            (say(.wgerAdded), say(.wgerAddedValue, summary.added)),
            (say(.wgerSkipped), say(.wgerSkippedValue, summary.skipped)),
            (say(.wgerPortuguese), say(.wgerPortugueseValue, summary.portuguese)),
            (say(.wgerTranslated), say(.wgerTranslatedValue, summary.translated)),
            (say(.wgerCatalogText), say(.wgerCatalogTextValue, summary.catalogDescription)),
            (say(.wgerEnglish), say(.wgerEnglishValue, summary.englishFallback)),
            (say(.wgerGuard), say(.wgerGuardValue, summary.rejectedByLanguageGuard)),
            (say(.wgerMedia), say(.wgerMediaValue, summary.placeholderOnlyMedia)),
            (say(.wgerOverlay), summary.overlayPath ?? "-"),
        ]
        if let stoppedAt { rows.append((say(.wgerStoppedAt), stoppedAt)) }
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        return ([say(.wgerTitle)] + rows.map { "  " + $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + $0.1 })
            .joined(separator: "\n") + "\n"
    }
}

/// The history store's translation table as the Wger resolver's cache.
struct StoreTranslationCache: TranslationCache {
    let store: SQLiteStore

    func cachedTranslation(key: String) async -> String? {
        try? store.cachedTranslation(key: key)
    }

    func storeTranslation(_ text: String, key: String) async {
        try? store.storeTranslation(text, key: key)
    }
}

struct WgerSanitizeCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "sanitize", abstract: say(.helpSanitizeAbstract),
            usage: HelpText.usage("fittoday wger sanitize [--file <\(say(.valueFile))>] [--language] [--lang <pt-BR|en>]"),
            discussion: HelpText.discussion([.helpSanitizeDiscussion], withReference: false))
    }

    @Option(help: ArgumentHelp(say(.helpSanitizeFile), valueName: say(.valueFile)))
    var file: String?

    @Flag(help: ArgumentHelp(say(.helpSanitizeLanguage)))
    var language = false

    @OptionGroup var displayLanguage: LanguageOption

    func run() async throws {
        let data: Data
        if let file {
            guard let contents = FileManager.default.contents(atPath: file) else {
                throw AppError.usage(say(.cannotRead, file))
            }
            data = contents
        } else {
            data = await StandardInput.data()
        }
        let text = HTMLSanitizer().plainText(fromHTML: [UInt8](data))
        var output = language ? LanguageGuard().detect(text).rawValue + "\n" : ""
        output += text.isEmpty ? "" : text + "\n"
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}
