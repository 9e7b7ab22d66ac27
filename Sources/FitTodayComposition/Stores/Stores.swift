public import FitTodayStorage
public import Logging
public import ServiceLifecycle

/// Where the service keeps everything: people and tokens, and each person's history and sessions. SQLite (one
/// file) by default, PostgreSQL for replicas, memory for tests; `StoreSettings.openStores` picks one from the
/// settings.
public protocol Stores: Sendable {
    var people: any PeopleStore { get }
    /// The history and sessions of the person `personId`.
    func store(for personId: String) -> any HistoryStore & SessionStore
    /// Whether the store answers (for `/ready`).
    func isReachable() async -> Bool
    /// Sessions open for anyone (for the gauge).
    func openSessions() async throws -> Int
    /// Where the data lives, for the start-up line (never with a password).
    var location: String { get }
    /// What kind of store, for `/ready` and the metrics: "sqlite", "postgresql" or "memory".
    var kind: String { get }
    /// What runs beside the server for these stores (SQLite's checkpoints; PostgreSQL's notifications, which
    /// `feed` passes on to this replica's live streams).
    func services(logger: Logger, feed: any CommitFeed) -> [any Service]
}

extension Stores {
    public func services(logger: Logger, feed: any CommitFeed) -> [any Service] { [] }
}

/// What a store that hears of other replicas' commits tells this replica's live streams (the server's `LiveFeed`).
public protocol CommitFeed: Sendable {
    /// A session of `person` has a new `revision`, committed by any replica.
    func committed(person: String, sessionId: String, revision: Int) async
    /// Notifications may have been missed: every stream reads what it has not sent from the store.
    func resync()
}

extension Stores where Self == SQLiteStores {
    /// The SQLite file at `path`, checked whole before it is served.
    public static func sqlite(
        path: String, durability: SQLiteStore.Durability = .normal, walLimit: Int = SQLiteStore.defaultWalLimit
    ) throws -> SQLiteStores {
        try SQLiteStores(path: path, durability: durability, walLimit: walLimit)
    }
}

extension Stores where Self == MemoryStores {
    /// Everything in memory (tests).
    public static var memory: MemoryStores { MemoryStores() }
}
