import ArgumentParser
import FitTodayDomain
import FitTodayOpenAI
import FitTodayResources
import FitTodayStorage
import FitTodayWger
import Foundation

struct WgerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wger",
        abstract: "Import Wger exercise data into an overlay catalog, or sanitize Wger HTML.",
        subcommands: [WgerImportCommand.self, WgerSanitizeCommand.self]
    )
}

struct WgerImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Match Wger exercises to the catalog and write an overlay catalog to your data directory.",
        discussion: """
            Reads an /api/v2/exerciseinfo/ JSON file (--file) or a live Wger server (--base-url, pages of up to 999,
            following `next`). Descriptions: Wger's Portuguese, else the LLM's pt-BR translation of the English text
            (when OPENAI_API_KEY or OPENAI_BASE_URL is set; cached in the history database), else the catalog's own
            text, else the English text marked as English. Entries carry their licence and author.
            """
    )

    @Option(help: "An exerciseinfo JSON file (a page envelope or a bare array).")
    var file: String?

    @Option(help: "A Wger server, e.g. https://wger.de.")
    var baseURL: String?

    @Option(help: "Exercises per page from a server (1–999).")
    var pageSize = 999

    @Option(help: "Overlay file. Default: $FITTODAY_WGER_OVERLAY, else $XDG_DATA_HOME/fittoday/wger-overlay.json.")
    var out: String?

    @Option(help: "History database holding the translation cache (as for generate).")
    var db: String?

    @Flag(help: "Print the summary as JSON.")
    var json = false

    func validate() throws {
        guard (file == nil) != (baseURL == nil) else {
            throw ValidationError("give exactly one of --file FILE or --base-url URL")
        }
        guard (1...999).contains(pageSize) else {
            throw ValidationError("--page-size must be between 1 and 999 (got \(pageSize))")
        }
    }

    func run() async throws {
        let resources = try AppContext.loadResources(overlay: false)
        let environment = ProcessInfo.processInfo.environment
        let overlayPath = try Self.overlayPath(out, environment: environment, project: resources.files.root)
        var overlay = try Self.existingOverlay(at: overlayPath, source: file ?? baseURL ?? "")
        let importer = WgerImporter(catalog: resources.catalog, resolver: try makeResolver(resources))
        var takenIds = importer.catalogIds.union(overlay.entries.map(\.catalogId))
        var summary = WgerImportSummary()
        summary.overlayPath = overlayPath

        if let file {
            let exercises: [WgerExercise]
            do {
                exercises = try WgerFile.exercises(from: try Data(contentsOf: URL(fileURLWithPath: file)))
            } catch let error as CocoaError where error.code == .fileReadNoSuchFile || error.code == .fileReadNoPermission {
                throw CLIError.usage("cannot read \(file)")
            } catch {
                throw CLIError(.dataFile, "\(file): not a Wger exerciseinfo file (\(Self.firstLine(error)))")
            }
            summary.pages = 1
            overlay.merge(await importer.entries(for: exercises, takenIds: &takenIds, summary: &summary))
            try Self.write(overlay, to: overlayPath)
        } else if let baseURL {
            let client = WgerClient(baseURL: baseURL, pageSize: pageSize)
            var next: String? = client.firstPageURL
            while let url = next {
                let page: WgerPage<WgerExercise>
                do {
                    page = try await client.page(at: url)
                } catch {
                    summary.stoppedAt = "page \(summary.pages + 1), \(url): \(error)"
                    break
                }
                summary.pages += 1
                // Each page is saved as soon as it is read: a failure later loses nothing before it.
                overlay.merge(await importer.entries(for: page.results, takenIds: &takenIds, summary: &summary))
                try Self.write(overlay, to: overlayPath)
                next = page.next
            }
        }

        Output.write(json ? try Output.json(summary) : Self.text(summary, source: file ?? baseURL ?? ""))
        if let stoppedAt = summary.stoppedAt {
            throw CLIError(
                .unavailable,
                "import stopped at \(stoppedAt); the \(summary.read) exercises read before are saved in \(overlayPath)")
        }
    }

    private func makeResolver(_ resources: LoadedResources) throws -> DescriptionResolver {
        guard let configuration = AppContext.openAIConfiguration(resources) else { return DescriptionResolver() }
        let instructionsURL = resources.files.prompts.appendingPathComponent("translate-system.txt")
        guard let instructions = try? String(contentsOf: instructionsURL, encoding: .utf8) else {
            throw CLIError(.dataFile, "Prompts/translate-system.txt: cannot be read")
        }
        let store = try SQLiteHistoryStore(
            path: db ?? SQLiteHistoryStore.defaultPath(environment: ProcessInfo.processInfo.environment))
        return DescriptionResolver(
            translator: LLMTranslator(
                client: OpenAIClient(configuration: configuration), instructions: instructions,
                cache: StoreTranslationCache(store: store)))
    }

    /// `--out`, `$FITTODAY_WGER_OVERLAY`, or the data directory; never a path inside the project.
    static func overlayPath(_ out: String?, environment: [String: String], project: URL) throws -> String {
        let fallback = SQLiteHistoryStore.dataDirectory(environment: environment) + "/wger-overlay.json"
        let path = URL(fileURLWithPath: out ?? environment["FITTODAY_WGER_OVERLAY"] ?? fallback)
            .standardizedFileURL.path
        let root = project.standardizedFileURL.path
        guard !(path + "/").hasPrefix(root + "/") else {
            throw CLIError.usage("the overlay belongs in your data directory, not in the FitToday folder (\(path))")
        }
        return path
    }

    /// The overlay file at its usual place and its bytes, when there is one.
    static func overlayFile(project: URL) -> (path: String, data: Data)? {
        guard let path = try? overlayPath(nil, environment: ProcessInfo.processInfo.environment, project: project),
              let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return (path, data)
    }

    /// The overlay in `data`, if it reads; a broken one is said once and left out, so a bad file never stops a plan.
    static func overlay(from data: Data, path: String) -> WgerOverlay? {
        guard let overlay = try? JSONDecoder().decode(WgerOverlay.self, from: data) else {
            Output.error("\(path): not a FitToday Wger overlay; left out (run fittoday wger import again)")
            return nil
        }
        return overlay
    }

    /// The imported overlay at its usual place, if there is one that reads.
    static func overlay(project: URL) -> WgerOverlay? {
        overlayFile(project: project).flatMap { overlay(from: $0.data, path: $0.path) }
    }

    /// The imported Wger entry for a catalog exercise, from the overlay at its usual place, if there is one.
    static func overlayEntry(catalogId: String, project: URL) -> WgerOverlayEntry? {
        overlay(project: project)?.entries.first { $0.catalogId == catalogId }
    }

    static func existingOverlay(at path: String, source: String) throws -> WgerOverlay {
        guard FileManager.default.fileExists(atPath: path) else { return WgerOverlay(source: source) }
        do {
            var overlay = try JSONDecoder().decode(WgerOverlay.self, from: try Data(contentsOf: URL(fileURLWithPath: path)))
            overlay.source = source
            return overlay
        } catch {
            throw CLIError(.dataFile, "\(path): not a FitToday Wger overlay (\(firstLine(error))); move it away to start anew")
        }
    }

    static func write(_ overlay: WgerOverlay, to path: String) throws {
        try Output.save(try Output.json(overlay), to: path, creatingFolder: true)
    }

    static func text(_ summary: WgerImportSummary, source: String) -> String {
        let rows: [(String, String)] = [
            ("read", "\(summary.read) exercises from \(source) (\(summary.pages) page(s))"),
            ("matched", "\(summary.matched) to catalog entries (by Wger id, then name or alias)"),
            ("added", "\(summary.added) new entries"),
            ("skipped", "\(summary.skipped) without enough data (name, category, muscle, known equipment, text)"),
            ("Portuguese", "\(summary.portuguese) with Wger's own Portuguese text"),
            ("translated", "\(summary.translated) translated to pt-BR by the LLM"),
            ("catalog text", "\(summary.catalogDescription) with FitToday's own description"),
            ("English", "\(summary.englishFallback) in English (marked as English)"),
            ("language guard", "\(summary.rejectedByLanguageGuard) with a Wger text whose language label was wrong"),
            ("media", "\(summary.placeholderOnlyMedia) with a placeholder only"),
            ("overlay", summary.overlayPath ?? "-"),
        ]
        var lines = ["Wger import"]
        for (label, value) in rows {
            lines.append("  " + label.padding(toLength: 16, withPad: " ", startingAt: 0) + value)
        }
        if let stoppedAt = summary.stoppedAt { lines.append("  stopped at      \(stoppedAt)") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func firstLine(_ error: any Error) -> String {
        "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
    }
}

/// The history store's translation table as the Wger resolver's cache.
struct StoreTranslationCache: TranslationCache {
    let store: SQLiteHistoryStore

    func cachedTranslation(key: String) async -> String? {
        try? store.cachedTranslation(key: key)
    }

    func storeTranslation(_ text: String, key: String) async {
        try? store.storeTranslation(text, key: key)
    }
}

struct WgerSanitizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sanitize",
        abstract: "Print Wger HTML (stdin or --file) as the plain text FitToday shows.",
        discussion: "With --language the first line is the detected language: pt, es, en, de, fr, it or unknown."
    )

    @Option(help: "Read the HTML from this file instead of stdin.")
    var file: String?

    @Flag(help: "Print the detected language code on the first line.")
    var language = false

    func run() throws {
        let data: Data
        if let file {
            guard let contents = FileManager.default.contents(atPath: file) else {
                throw CLIError.usage("cannot read \(file)")
            }
            data = contents
        } else {
            data = FileHandle.standardInput.readDataToEndOfFile()
        }
        let text = HTMLSanitizer().plainText(fromHTML: [UInt8](data))
        var output = language ? LanguageGuard().detect(text).rawValue + "\n" : ""
        output += text.isEmpty ? "" : text + "\n"
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}
