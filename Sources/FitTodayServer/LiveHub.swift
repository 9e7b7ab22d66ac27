import FitTodayService
import FitTodayResources
import FitTodayDomain
import HTTPTypes
import FitTodaySession
import Foundation
import Synchronization

/// What a live connection is told: a revision just committed here (with its events), a revision committed on
/// another replica (or anything missed: `Int.max`), to be read from the store, a ping, a reply to one of its own
/// commands (the WebSocket), or that the service is stopping.
enum LiveSignal: Sendable {
    case revision(Int, [SessionEvent])
    case stored(upTo: Int)
    case ping
    case reply(String)
    case shutdown
}

/// The live connections of this process, by person and session. A command's events are published after its commit;
/// each connection's writer puts them in revision order and fills any gap from the store, so a slow or late
/// subscriber never skips a revision.
final class LiveHub: Sendable {
    struct Key: Hashable, Sendable {
        var person: String
        var sessionId: String
    }

    private struct State {
        var connections: [Key: [UUID: AsyncStream<LiveSignal>.Continuation]] = [:]
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
    func subscribe(_ key: Key, kind: String) -> (id: UUID, signals: AsyncStream<LiveSignal>, continuation: AsyncStream<LiveSignal>.Continuation)? {
        let (signals, continuation) = AsyncStream<LiveSignal>.makeStream(bufferingPolicy: .bufferingNewest(4_096))
        let id = UUID()
        let added = state.withLock { state in
            guard !state.stopping else { return false }
            state.connections[key, default: [:]][id] = continuation
            return true
        }
        guard added else { return nil }
        metrics.liveConnections(kind: kind, delta: 1)
        return (id, signals, continuation)
    }

    func unsubscribe(_ key: Key, id: UUID, kind: String) {
        let removed = state.withLock { state in
            let continuation = state.connections[key]?.removeValue(forKey: id)
            if state.connections[key]?.isEmpty == true {
                state.connections[key] = nil
                state.published[key] = nil
            }
            return continuation
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
            return Array(connections.values)
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
        let targets = state.withLock { Array(($0.connections[key] ?? [:]).values) }
        for continuation in targets { continuation.yield(.stored(upTo: revision)) }
    }

    /// Every connection reads whatever the store has beyond what it sent (after notifications may have been lost).
    func resyncAll() {
        let all = state.withLock { $0.connections.values.flatMap(\.values) }
        for continuation in all { continuation.yield(.stored(upTo: Int.max)) }
    }

    /// The service is stopping: every connection is told to close (and its client to reconnect elsewhere).
    func stopAll() {
        let all = state.withLock { state in
            state.stopping = true
            return state.connections.values.flatMap(\.values)
        }
        for continuation in all {
            continuation.yield(.shutdown)
            continuation.finish()
        }
    }

    var connectionCount: Int { state.withLock { $0.connections.values.reduce(0) { $0 + $1.count } } }
}
