import FitTodayComposition
import FitTodayUseCases
import FitTodayStorage
import Foundation
import Logging
import Testing

/// The one place a store is chosen: the settings' choice opens SQLite for the server with its knobs checked.
@Suite("Store opening")
struct StoreOpeningTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-opening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("the server's SQLite stores open at the chosen file; a bad PostgreSQL pool does not stop them")
    func sqliteForTheServer() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("history.sqlite").path
        let settings = Settings(flags: [.database: path], environment: ["FITTODAY_PG_POOL": "none"])
        let stores = try await settings.store.openStores(server: try settings.server(), logLevel: .info)
        #expect(stores.kind == "sqlite")
        #expect(stores.location == path)
        #expect(await stores.isReachable())
    }

    @Test("a bad FITTODAY_WAL_LIMIT_MB stops the SQLite server as a usage error naming it")
    func badWalLimit() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = Settings(
            flags: [.database: folder.appendingPathComponent("h.sqlite").path], environment: ["FITTODAY_WAL_LIMIT_MB": "0"])
        do {
            _ = try await settings.store.openStores(server: try settings.server(), logLevel: .info)
            Issue.record("a WAL limit of 0 was accepted")
        } catch let error as AppError {
            #expect(error.code == .usage)
            #expect(error.message.contains("FITTODAY_WAL_LIMIT_MB"))
        }
    }

    @Test("a command's store: a new SQLite file says it is new")
    func commandStore() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("new.sqlite").path
        let settings = Settings(flags: [.database: path], environment: [:])
        let isNew = try await settings.store.withStore { opened in opened.isNew && opened.location == path }
        #expect(isNew)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test("a bad PostgreSQL URL is a usage error that never shows the password")
    func badURL() {
        #expect(throws: AppError.self) { try StoreSettings.location("postgres://u:hunter2@h/d?sslmode=always") }
        do {
            _ = try StoreSettings.location("postgres://u:hunter2@h/d?sslmode=always")
        } catch let error as AppError {
            #expect(error.code == .usage)
            #expect(!error.message.contains("hunter2"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
