import NIOCore
import Synchronization

/// The open connections of one server, so that idle or slow clients cannot hold every descriptor: when a new
/// connection would pass the limit, the one idle the longest (no request, or a head still trickling in) is closed
/// to make room; when none is idle, the new connection is the one closed. Shared by every event loop.
final class ConnectionRegistry: Sendable {
    /// What `admit` decided for a new connection.
    enum Admission: Equatable {
        case admitted(id: Int)
        case refused
    }

    private struct Entry {
        let channel: any Channel
        /// Since when the connection has had no request in progress; nil while one is.
        var idleSince: NIODeadline?
    }

    private struct State {
        var nextId = 0
        var open: [Int: Entry] = [:]
    }

    let limit: Int
    private let state = Mutex(State())

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    var count: Int { state.withLock { $0.open.count } }

    /// Registers `channel` (idle from `now`). At the limit, the connection idle the longest is told to close
    /// (`ConnectionGuard.Evict`), or, with every connection busy, the new one is refused.
    func admit(_ channel: any Channel, now: NIODeadline) -> Admission {
        let (admission, victim): (Admission, (any Channel)?) = state.withLock { state in
            var victim: (any Channel)?
            if state.open.count >= limit {
                let oldest = state.open.compactMap { id, entry in entry.idleSince.map { (id, $0) } }
                    .min { $0.1 < $1.1 }
                guard let oldest else { return (.refused, nil) }
                victim = state.open.removeValue(forKey: oldest.0)?.channel
            }
            let id = state.nextId
            state.nextId += 1
            state.open[id] = Entry(channel: channel, idleSince: now)
            return (.admitted(id: id), victim)
        }
        if let victim {
            victim.pipeline.fireUserInboundEventTriggered(ConnectionGuard.Evict())
        }
        return admission
    }

    /// The connection went idle (`since`) or busy (nil).
    func update(_ id: Int, idleSince: NIODeadline?) {
        state.withLock { state in state.open[id]?.idleSince = idleSince }
    }

    func remove(_ id: Int) {
        state.withLock { state in _ = state.open.removeValue(forKey: id) }
    }
}
