import FitTodayStorage
import Foundation
import Testing

@Suite("a SQLite file is opened only when it can be trusted, and copied whole")
struct SQLiteTrustTests {
    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-trust-\(UUID().uuidString)")
    }

    @Test("a 0-byte file is refused as .emptyFile and stays 0 bytes (SQLite would have made it a new database)")
    func emptyFileRefused() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("history.sqlite").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let error = #expect(throws: HistoryStoreError.self) { try SQLiteStore(path: path) }
        #expect(error?.problem == .emptyFile)
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue == 0)
    }

    @Test("a fresh store passes its own checks; backup copies every committed row into one file that opens")
    func backupCopiesEverything() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("history.sqlite").path
        let store = try SQLiteStore(path: path, checkpoints: .byOwner)
        try store.verify()
        try store.checkTables()
        for index in 0..<200 { try store.storeTranslation("text \(index)", key: "key-\(index)") }
        // Still in the write-ahead log (no checkpoint ran): the copy must take it from there.
        let copyPath = folder.appendingPathComponent("copy.sqlite").path
        let copy = try SQLiteStore.backup(from: path, to: copyPath)
        #expect(copy.bytes > 0)
        #expect(!FileManager.default.fileExists(atPath: copyPath + ".partial"))
        let restored = try SQLiteStore(path: copyPath)
        try restored.verify()
        for index in [0, 99, 199] { #expect(try restored.cachedTranslation(key: "key-\(index)") == "text \(index)") }
        let missing = #expect(throws: HistoryStoreError.self) {
            try SQLiteStore.backup(from: folder.appendingPathComponent("none.sqlite").path, to: copyPath + "2")
        }
        #expect(missing?.problem == .notFound)
    }
}
