import FitTodaySession
import FitTodayService
import FitTodayResources
import FitTodayDomain
import HTTPTypes
public import FitTodayStorage
public import Logging
public import ServiceLifecycle

/// Where the service keeps everything: people and tokens, and each person's history and sessions.
/// SQLite (one file) by default; memory for tests.
public protocol ServiceStores: Sendable {
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
    /// `live` passes on to this replica's live streams).
    func services(logger: Logger, live: LiveFeed) -> [any Service]
}

extension ServiceStores {
    public func services(logger: Logger, live: LiveFeed) -> [any Service] { [] }
}

/// What a store that hears of other replicas' commits tells this replica's live streams.
public struct LiveFeed: Sendable {
    let hub: LiveHub
    let stores: any ServiceStores

    /// A session of `person` has a new `revision`, committed by any replica. When streams here wait for it, its
    /// events are read once (not once per stream) and published to them all; if that read fails, each stream
    /// catches up from the log by itself.
    public func committed(person: String, sessionId: String, revision: Int) async {
        let key = LiveHub.Key(person: person, sessionId: sessionId)
        guard hub.awaits(key, revision: revision) else { return }
        do {
            let events = try await stores.store(for: person).events(sessionId: sessionId, after: revision - 1)
            for group in LiveStream.revisions(events) { hub.publish(key, revision: group.revision, events: group.events) }
        } catch {
            hub.notify(key, revision: revision)
        }
    }

    /// Notifications may have been missed: every stream reads what it has not sent from the store.
    public func resync() {
        hub.resyncAll()
    }
}

/// Everything in one SQLite file, checked whole before it is served (a damaged file is refused: `.damaged`).
public struct SQLiteServiceStores: ServiceStores {
    let base: SQLiteStore

    public init(path: String, walLimit: Int = SQLiteStore.defaultWalLimit) throws {
        base = try SQLiteStore(path: path, checkpoints: .byOwner, walLimit: walLimit)
        try base.verify()
    }

    public var kind: String { "sqlite" }

    public func services(logger: Logger, live: LiveFeed) -> [any Service] {
        [Checkpointer(store: base, interval: .milliseconds(250), logger: logger)]
    }

    public var people: any PeopleStore { base }

    public func store(for personId: String) -> any HistoryStore & SessionStore { base.scoped(to: personId) }

    /// Every table is there and reads (a table dropped or damaged under the running server: not ready).
    public func isReachable() async -> Bool { (try? base.checkTables()) != nil }

    public func openSessions() async throws -> Int { try base.openSessionCount() }

    public var location: String { base.path }
}

/// Everything in memory (tests).
public struct MemoryServiceStores: ServiceStores {
    let base = InMemoryStore()
    let peopleStore = InMemoryPeopleStore()

    public init() {}

    public var people: any PeopleStore { peopleStore }

    public func store(for personId: String) -> any HistoryStore & SessionStore { base.scoped(to: personId) }

    public func isReachable() async -> Bool { true }

    public func openSessions() async throws -> Int { 0 }

    public var location: String { ":memory:" }

    public var kind: String { "memory" }
}
