import FitTodayStorage
import Foundation
public import Logging
import Metrics
import NIOCore
import PostgresNIO
public import ServiceLifecycle

/// A session revision committed by some replica, as a notification tells it.
public struct SessionNotice: Sendable, Equatable {
    public var person: String
    public var sessionId: String
    public var revision: Int
}

/// One LISTEN connection per replica, run as a service beside the server: every command's transaction notifies
/// `PostgresStore.channel` with its session and revision, and this hands each notice to `notice` (the live hub,
/// which reads the new events from the store). NOTIFY is not durable: what is sent while this connection is down
/// is lost, so after every (re)connection `resubscribed` is called, and the live streams catch up from the log.
/// A lost connection is retried with backoff (0.1 s doubling to 5 s) until the service group shuts down; `run`
/// never returns early, since a service that returns ends the whole group.
public struct SessionListener: Service {
    let store: PostgresStore
    let notice: @Sendable (SessionNotice) async -> Void
    let resubscribed: @Sendable () async -> Void
    let logger: Logger

    public init(
        store: PostgresStore, logger: Logger, notice: @escaping @Sendable (SessionNotice) async -> Void,
        resubscribed: @escaping @Sendable () async -> Void
    ) {
        self.store = store
        self.logger = logger
        self.notice = notice
        self.resubscribed = resubscribed
    }

    /// The LISTEN connections' name in `pg_stat_activity`.
    public static let applicationName = "fittoday-listen"

    public func run() async throws {
        await cancelWhenGracefulShutdown {
            await listen()
        }
    }

    private func listen() async {
        let connected = Gauge(label: "fittoday_listen_connected")
        let reconnects = Counter(label: "fittoday_listen_reconnects_total")
        var backoff = Duration.milliseconds(100)
        var connectionNumber = 0
        var everConnected = false
        while !Task.isCancelled {
            connectionNumber += 1
            do {
                var configuration = try store.shared.location.connectionConfiguration()
                configuration.options.additionalStartupParameters = [("application_name", Self.applicationName)]
                let connection = try await PostgresConnection.connect(
                    configuration: configuration, id: connectionNumber, logger: logger)
                do {
                    try await listen(
                        on: connection, connected: connected, reconnects: reconnects, everConnected: &everConnected,
                        backoff: &backoff)
                } catch {
                    // postgres-nio wants every connection closed before it goes.
                    try? await connection.close()
                    throw error
                }
                try? await connection.close()
            } catch {
                if Task.isCancelled { break }
                logger.warning(
                    "live notifications: connection lost, retrying", metadata: ["in": "\(backoff)", "problem": "\(type(of: error))"])
            }
            connected.record(0)
            guard (try? await Task.sleep(for: backoff)) != nil else { break }
            backoff = min(backoff * 2, .seconds(5))
        }
        connected.record(0)
    }

    /// Listens on one connection until it fails or the service stops.
    private func listen(
        on connection: PostgresConnection, connected: Gauge, reconnects: Counter, everConnected: inout Bool,
        backoff: inout Duration
    ) async throws {
        try await connection.listen(on: PostgresStore.channel) { notifications in
            connected.record(1)
            if everConnected {
                reconnects.increment()
                logger.notice("live notifications: listening again")
            }
            everConnected = true
            backoff = .milliseconds(100)
            // Whatever was committed while no connection listened is read from the log now.
            await resubscribed()
            for try await notification in notifications {
                await deliver(notification.payload)
            }
        }
    }

    /// "sequence revision sent-milliseconds person", as `PostgresLedger.save` writes it.
    private func deliver(_ payload: String) async {
        let parts = payload.split(separator: " ", maxSplits: 3).map(String.init)
        guard parts.count == 4, let sequence = Int(parts[0]), let revision = Int(parts[1]), let sent = Int(parts[2]) else {
            logger.warning("live notifications: payload not understood", metadata: ["payload": "\(payload.prefix(80))"])
            return
        }
        Counter(label: "fittoday_notifications_received_total").increment()
        let delay = Date().timeIntervalSince1970 * 1_000 - Double(sent)
        Timer(label: "fittoday_notification_delay_seconds").recordNanoseconds(Int64(max(0, delay) * 1_000_000))
        let sessionId: String
        if let known = store.shared.sessionIds[sequence] {
            sessionId = known
        } else {
            guard let identity = try? await store.sessionIdentity(sequence: sequence) else { return }
            store.shared.sessionIds.insert(identity.id, for: sequence)
            sessionId = identity.id
        }
        await notice(SessionNotice(person: parts[3], sessionId: sessionId, revision: revision))
    }
}
