import FitTodayStorage
import Foundation
import GRDB
import FitTodayTestSupport
import Testing

@Suite("one history, several processes")
struct ConcurrentHistoryTests {
    @Test("eight concurrent generate --new on one database all succeed, and every replaced plan is kept")
    func concurrentWriters() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            expectSuccess(try await CLI.run(["generate", "--date", "2026-11-21", "--db", db]))
            let results = try await withThrowingTaskGroup(of: CLIResult.self) { group in
                for _ in 0..<8 {
                    group.addTask { try await CLI.run(["generate", "--new", "--date", "2026-11-22", "--db", db]) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            for result in results { expectSuccess(result) }
            let queue = try DatabaseQueue(path: db)
            let (days, replaced, mode) = try await queue.read { db in
                (try Int.fetchOne(db, sql: "SELECT count(*) FROM workout"),
                 try Int.fetchOne(db, sql: "SELECT count(*) FROM replacedWorkout"),
                 try String.fetchOne(db, sql: "PRAGMA journal_mode"))
            }
            #expect(days == 2 && replaced == 7 && mode == "wal", "\(String(describing: (days, replaced, mode)))")
        }
    }

    @Test("a database another process keeps locked is waited for, then said in one line with exit 75")
    func lockedDatabase() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            expectSuccess(try await CLI.run(["generate", "--date", "2026-11-21", "--db", db]))
            // The command waits out its busy timeout (SQLiteStore.busyTimeout) before giving up.
            let result = try await DatabaseLockHolder.whileLocked(db) {
                try await CLI.run(["generate", "--new", "--date", "2026-11-22", "--db", db])
            }
            expectOneLineError(result, code: 75)
            #expect(result.stderr.contains("ocupado por outro processo"), "\(result)")
        }
    }
}
