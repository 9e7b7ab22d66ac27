import FitTodaySession
public import FitTodayStorage
import Foundation
public import Logging
import Metrics
import NIOCore
import PostgresNIO
import Synchronization

/// History, sessions and people in one PostgreSQL database, shared by every replica of the service (and by the
/// CLI). Opening it brings the schema up to date (`PostgresMigrations`). Like the SQLite store, a value speaks for
/// one person and `scoped(to:)` gives another person's view over the same connections.
///
/// Every operation waits at most `leaseTimeout` for a connection: postgres-nio's pool waits for as long as the
/// server is down, and a request should rather be told at once that the database is unreachable (`.unreachable`:
/// exit 75, HTTP 503 with Retry-After). The pool reconnects by itself once the server is back.
public final class PostgresStore: Sendable {
    /// What every person's view shares: the pool, its run task, the caches.
    final class Shared: Sendable {
        let client: PostgresClient
        let location: PostgresLocation
        let logger: Logger
        let leaseTimeout: Duration
        let running = Mutex<Task<Void, Never>?>(nil)
        /// Per person, the snapshot this process last committed (checked against the database's revision first:
        /// another replica may have written since).
        let latest = Mutex<[String: CommittedSnapshot]>([:])
        /// Committed replies by person and command id: a reply never changes once stored, on any replica. Bounded by
        /// entries and bytes.
        let replies = RecentCache<PersonCommand, RememberedReply>()
        /// Session ids by their sequence number (what a notification carries); they never change.
        let sessionIds = RecentCache<Int, String> { _, id in 48 + id.utf8.count }
        let figures: PoolFigures
        /// When the login was last checked after a connection could not be had, and whether it was refused.
        let loginVerdict = Mutex<(at: ContinuousClock.Instant, refused: Bool)?>(nil)

        init(client: PostgresClient, location: PostgresLocation, logger: Logger, leaseTimeout: Duration, maxConnections: Int) {
            figures = PoolFigures(maxConnections: maxConnections)
            self.client = client
            self.location = location
            self.logger = logger
            self.leaseTimeout = leaseTimeout
        }
    }

    let shared: Shared
    /// Whose history and sessions this value reads and writes.
    public let person: String

    /// Where the data lives, without the password.
    public var location: String { shared.location.redacted }

    /// The command line's logger: the pool's own lines (a failed connection attempt) would only repeat what the
    /// one error line says.
    public static let silent = Logger(label: "fittoday.postgres", factory: { _ in SwiftLogNoOpLogHandler() })

    /// The channel every command's notification goes to (`SessionListener`).
    public static let channel = "fittoday_sessions"

    /// Connects (lazily: the pool opens connections as they are needed, up to `maxConnections`) and brings the
    /// schema up to date. A database that does not answer within `leaseTimeout` is `.unreachable`; one that refuses
    /// the login is `.loginRefused` at once (the pool would only try again and again).
    public static func open(
        url: String, person: String = SQLiteStore.localPerson, maxConnections: Int = 20,
        leaseTimeout: Duration = .seconds(3), logger: Logger = PostgresStore.silent
    ) async throws -> PostgresStore {
        try await open(
            location: try PostgresLocation(url: url), person: person, maxConnections: maxConnections,
            leaseTimeout: leaseTimeout, logger: logger)
    }

    /// The same, for a URL already read.
    public static func open(
        location: PostgresLocation, person: String = SQLiteStore.localPerson, maxConnections: Int = 20,
        leaseTimeout: Duration = .seconds(3), logger: Logger = PostgresStore.silent
    ) async throws -> PostgresStore {
        try await LoginCheck.run(location, timeout: leaseTimeout, logger: logger)
        var configuration = location.clientConfiguration
        configuration.options.maximumConnections = maxConnections
        configuration.options.minimumConnections = 0
        configuration.options.connectTimeout = leaseTimeout
        // A statement never waits for long on a lock, and a transaction left open by a stopped process does not hold
        // its person's lock for ever.
        configuration.options.additionalStartupParameters = [
            ("statement_timeout", "15000"), ("lock_timeout", "10000"),
            ("idle_in_transaction_session_timeout", "20000"), ("application_name", "fittoday"),
        ]
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        let shared = Shared(
            client: client, location: location, logger: logger, leaseTimeout: leaseTimeout, maxConnections: maxConnections)
        shared.running.withLock { $0 = Task { await client.run() } }
        let store = PostgresStore(shared: shared, person: person)
        do {
            _ = try await store.transaction { connection in
                try await PostgresMigrations.migrate(connection, logger: logger)
            }
        } catch {
            await store.close()
            throw error
        }
        return store
    }

    private init(shared: Shared, person: String) {
        self.shared = shared
        self.person = person
    }

    /// The same database, as `person` sees it.
    public func scoped(to person: String) -> PostgresStore { PostgresStore(shared: shared, person: person) }

    /// Closes every connection; the store answers no more. The pool's shutdown is awaited `closeGrace` at most:
    /// postgres-nio's pool may keep retrying a login the server now refuses after it is told to stop
    /// (vapor/postgres-nio#599), and a closing process must not wait for it; the task is left to end with it.
    public func close() async {
        let task = shared.running.withLock { task in
            defer { task = nil }
            return task
        }
        guard let task else { return }
        task.cancel()
        await withCheckedContinuation { continuation in
            let answer = FirstAnswer<Void>(continuation)
            let grace = Task {
                _ = try? await Task.sleep(for: Self.closeGrace)
                answer.give(())
            }
            Task {
                await task.value
                answer.give(())
                grace.cancel()
            }
        }
    }

    /// How long `close` waits for the pool to shut down.
    static let closeGrace = Duration.seconds(5)

    /// Runs `body` in a transaction: committed when it returns (unless `deadline` has passed, then rolled back
    /// as `.timedOut`), rolled back when it throws.
    func transaction<T: Sendable>(
        deadline: Date? = nil, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws(HistoryStoreError) -> T {
        let (logger, location) = (shared.logger, location)
        return try await withConnection { connection in
            try await connection.query("BEGIN", logger: logger)
            do {
                let value = try await body(connection)
                if let deadline, Date() >= deadline { throw HistoryStoreError(path: location, problem: .timedOut) }
                try await connection.query("COMMIT", logger: logger)
                return value
            } catch {
                _ = try? await connection.query("ROLLBACK", logger: logger)
                throw error
            }
        }
    }

    /// Every row of a query.
    static func rows(_ query: PostgresQuery, on connection: PostgresConnection, logger: Logger) async throws -> [PostgresRow] {
        try await connection.query(query, logger: logger).collect()
    }

    /// A failure in the store's words: the server down or restarting (or the connection lost) is `.unreachable`,
    /// a lock or a statement that waited too long is `.busy`, any other refusal is `.server` with its SQLSTATE.
    static func explain(_ error: any Error) -> HistoryStoreError.Problem {
        switch error {
        case let error as HistoryStoreError:
            return error.problem
        case let error as PostgresMigrations.SchemaNewer:
            return .schemaNewer(found: error.found, known: error.known)
        case let error as PSQLError:
            guard error.code == .server else { return .unreachable }
            let state = error.serverInfo?[.sqlState] ?? "?????"
            if state == "28P01" || state == "28000" { return .loginRefused }
            if state.hasPrefix("08") || state.hasPrefix("57P") { return .unreachable }
            if ["55P03", "57014", "40001", "40P01"].contains(state) { return .busy }
            return .server(state: state)
        case is DecodingError:
            return .server(state: "data")
        default:
            // The connection itself failed (refused, reset, cancelled while waiting for it).
            return .unreachable
        }
    }
}
