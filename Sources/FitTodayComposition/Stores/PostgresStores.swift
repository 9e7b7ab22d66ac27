public import FitTodayPostgres
public import FitTodayStorage
public import Logging
public import ServiceLifecycle

/// Everything in one PostgreSQL database, shared with the other replicas. Beside the server run the LISTEN
/// connection (`SessionListener`: other replicas' commits reach this replica's live streams) and, last to stop, the
/// pool's close.
public struct PostgresStores: Stores {
    public let base: PostgresStore

    public init(_ base: PostgresStore) {
        self.base = base
    }

    public var people: any PeopleStore { base }

    public func store(for personId: String) -> any HistoryStore & SessionStore { base.scoped(to: personId) }

    public func isReachable() async -> Bool { (try? await base.openSessionCount()) != nil }

    public func openSessions() async throws -> Int { try await base.openSessionCount() }

    public var location: String { base.location }

    public var kind: String { "postgresql" }

    public func services(logger: Logger, feed: any CommitFeed) -> [any Service] {
        [
            StoreCloser(store: base),
            SessionListener(
                store: base, logger: logger,
                notice: { notice in
                    await feed.committed(person: notice.person, sessionId: notice.sessionId, revision: notice.revision)
                },
                resubscribed: { feed.resync() }),
        ]
    }
}

/// Closes the pool once the service group shuts down (services stop in the reverse of their order, so the server
/// has finished its requests by then).
struct StoreCloser: Service {
    let store: PostgresStore

    func run() async throws {
        try? await gracefulShutdown()
        await store.close()
    }
}
