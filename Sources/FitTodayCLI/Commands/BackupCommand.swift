import ArgumentParser
import FitTodayUseCases
import FitTodayStorage
import FitTodayLocalization
import Foundation

/// `fittoday backup --out FILE [--db PATH] [--force]`: a consistent copy of the SQLite history, made with SQLite's
/// online backup from this process while `fittoday serve` (or anything else) keeps writing the file. No HTTP.
struct BackupCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "backup", abstract: say(.storeBackupAbstract),
            usage: HelpText.usage(
                "fittoday backup --out <\(say(.valueFile))> [--force] \(StoreOptions.usage) [--lang <pt-BR|en>]"),
            discussion: HelpText.discussion(say(.storeBackupDiscussion)))
    }

    @Option(help: ArgumentHelp(say(.storeHelpBackupOut), valueName: say(.valueFile)))
    var out: String

    @Flag(help: ArgumentHelp(say(.storeHelpBackupForce)))
    var force = false

    @OptionGroup var database: StoreOptions

    @OptionGroup var language: LanguageOption

    func run() async throws {
        if database.postgresURL != nil { throw AppError.usage(say(.storeBackupPostgres)) }
        let source = database.sqlitePath
        if Self.sameFile(source, out) { throw AppError.usage(say(.storeBackupSameFile, out)) }
        if !force, FileManager.default.fileExists(atPath: out) {
            throw AppError(.cannotCreate, say(.storeBackupExists, out))
        }
        let copy = try backup(from: source)
        Output.error(say(.storeBackupDone, source, out, copy.bytes))
    }

    /// The copy made, or why not: a file that cannot be written at `--out` is exit 73, anything else the store's.
    private func backup(from source: String) throws -> SQLiteStore.BackupCopy {
        let result = Result { () throws(HistoryStoreError) in try SQLiteStore.backup(from: source, to: out) }
        if case .failure(let error) = result, error.problem == .notWritable, error.path != source {
            throw AppError(.cannotCreate, say(.storeBackupCannotWrite, out))
        }
        return try result.get()
    }

    /// Whether two paths name one file (the same path, or two names of an existing file).
    static func sameFile(_ first: String, _ second: String) -> Bool {
        let urls = [first, second].map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath() }
        if urls[0].path == urls[1].path { return true }
        let ids = [first, second].map { path -> [FileAttributeKey: Any]? in
            try? FileManager.default.attributesOfItem(atPath: path)
        }
        guard let a = ids[0], let b = ids[1] else { return false }
        return (a[.systemNumber] as? Int) == (b[.systemNumber] as? Int)
            && (a[.systemFileNumber] as? Int) == (b[.systemFileNumber] as? Int)
    }
}
