import FitTodayUseCases
import FitTodayResources
import FitTodayDomain
import HTTPTypes
import FitTodaySession
import FitTodayStorage
import Foundation
import Synchronization

/// What a live connection is told: a revision just committed here (with its events), a revision committed on
/// another replica (or anything missed: `Int.max`), to be read from the store, a ping, a reply to one of its own
/// commands (the WebSocket), that the service is stopping, that its token was revoked, or that its client has gone.
enum LiveSignal: Sendable {
    case revision(Int, [SessionEvent])
    case stored(upTo: Int)
    case ping
    case reply(String)
    case shutdown
    case revoked
    case clientGone
}

/// The live connections of this process, by person and session. A command's events are published after its commit;
/// each connection's writer puts them in revision order and fills any gap from the store, so a slow or late
/// subscriber never skips a revision. Each connection is held with the token that opened it, so the revocation watch
/// asks the store about each live token once, however many connections it has.
final class LiveHub: Sendable {
    struct Key: Hashable, Sendable {
        var person: String
        var sessionId: String
    }

    private struct Connection {
        var continuation: AsyncStream<LiveSignal>.Continuation
        var tokenId: String
    }

    private struct State {
        var connections: [Key: [UUID: Connection]] = [:]
        /// The tokens of the connections, with how many connections each holds.
        var tokens: [String: (token: AccessToken, count: Int)] = [:]
        /// Per session with connections here, the highest revision published to them.
        var published: [Key: Int] = [:]
        var stopping = false
    }

    private let state = Mutex(State())
    let metrics: ServiceMetrics

    init(metrics: ServiceMetrics) {
        self.metrics = metrics
    }

    /// A new connection's signals; nil once the service is stopping.
    func subscribe(_ key: Key, kind: String, token: AccessToken)
        -> (id: UUID, signals: AsyncStream<LiveSignal>, continuation: AsyncStream<LiveSignal>.Continuation)?
    {
        let (signals, continuation) = AsyncStream<LiveSignal>.makeStream(bufferingPolicy: .bufferingNewest(4_096))
        let id = UUID()
        let added = state.withLock { state in
            guard !state.stopping else { return false }
            state.connections[key, default: [:]][id] = Connection(continuation: continuation, tokenId: token.id)
            state.tokens[token.id, default: (token, 0)].count += 1
            return true
        }
        guard added else { return nil }
        metrics.liveConnections(kind: kind, delta: 1)
        return (id, signals, continuation)
    }

    func unsubscribe(_ key: Key, id: UUID, kind: String) {
        let removed = state.withLock { state in
            let connection = state.connections[key]?.removeValue(forKey: id)
            if state.connections[key]?.isEmpty == true {
                state.connections[key] = nil
                state.published[key] = nil
            }
            if let tokenId = connection?.tokenId, let held = state.tokens[tokenId] {
                state.tokens[tokenId] = held.count > 1 ? (held.token, held.count - 1) : nil
            }
            return connection?.continuation
        }
        if let removed {
            removed.finish()
            metrics.liveConnections(kind: kind, delta: -1)
        }
    }

    /// Tells every connection of the session about a committed revision.
    func publish(_ key: Key, revision: Int, events: [SessionEvent]) {
        let targets = state.withLock { state in
            guard let connections = state.connections[key] else { return [AsyncStream<LiveSignal>.Continuation]() }
            state.published[key] = max(state.published[key] ?? 0, revision)
            return connections.values.map(\.continuation)
        }
        for continuation in targets { continuation.yield(.revision(revision, events)) }
    }

    /// Whether a revision committed elsewhere is news here: the session has connections here and that revision was
    /// not published to them yet (this replica's own commits are published before their notification arrives).
    func awaits(_ key: Key, revision: Int) -> Bool {
        state.withLock { state in
            state.connections[key] != nil && (state.published[key] ?? 0) < revision
        }
    }

    /// Tells the session's connections that `revision` was committed elsewhere (another replica): each reads what
    /// it has not sent yet from the store.
    func notify(_ key: Key, revision: Int) {
        let targets = state.withLock { ($0.connections[key] ?? [:]).values.map(\.continuation) }
        for continuation in targets { continuation.yield(.stored(upTo: revision)) }
    }

    /// Every connection reads whatever the store has beyond what it sent (after notifications may have been lost).
    func resyncAll() {
        let all = state.withLock { $0.connections.values.flatMap(\.values).map(\.continuation) }
        for continuation in all { continuation.yield(.stored(upTo: Int.max)) }
    }

    /// The service is stopping: every connection is told to close (and its client to reconnect elsewhere).
    func stopAll() {
        let all = state.withLock { state in
            state.stopping = true
            return state.connections.values.flatMap(\.values).map(\.continuation)
        }
        for continuation in all {
            continuation.yield(.shutdown)
            continuation.finish()
        }
    }

    /// The tokens live connections were opened with, one each however many connections it holds.
    var liveTokens: [AccessToken] { state.withLock { $0.tokens.values.map(\.token) } }

    /// The token `tokenId` no longer holds: every connection it opened is told to close.
    func revoke(tokenId: String) {
        let targets = state.withLock { state in
            state.connections.values.flatMap(\.values).filter { $0.tokenId == tokenId }.map(\.continuation)
        }
        for continuation in targets { continuation.yield(.revoked) }
    }

    var connectionCount: Int { state.withLock { $0.connections.values.reduce(0) { $0 + $1.count } } }
}
