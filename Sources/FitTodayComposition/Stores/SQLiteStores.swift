public import FitTodayStorage
public import Logging
public import ServiceLifecycle

/// Everything in one SQLite file, checked whole before it is served (a damaged file is refused: `.damaged`). Its
/// checkpoints run beside the server (`Checkpointer`), so no commit waits for one.
public struct SQLiteStores: Stores {
    let base: SQLiteStore

    public init(
        path: String, durability: SQLiteStore.Durability = .normal, walLimit: Int = SQLiteStore.defaultWalLimit
    ) throws {
        base = try SQLiteStore(path: path, durability: durability, checkpoints: .byOwner, walLimit: walLimit)
        try base.verify()
    }

    public var kind: String { "sqlite" }

    public func services(logger: Logger, feed: any CommitFeed) -> [any Service] {
        [Checkpointer(store: base, interval: .milliseconds(250), logger: logger)]
    }

    public var people: any PeopleStore { base }

    public func store(for personId: String) -> any HistoryStore & SessionStore { base.scoped(to: personId) }

    /// Every table is there and reads (a table dropped or damaged under the running server: not ready).
    public func isReachable() async -> Bool { (try? base.checkTables()) != nil }

    public func openSessions() async throws -> Int { try base.openSessionCount() }

    public var location: String { base.path }
}
