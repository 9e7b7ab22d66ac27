import FitTodaySession
import Synchronization

/// Replies already committed, by person and command id: a reply never changes once stored, so a retried command
/// (a phone that did not hear its answer, a client replaying) is answered without a database transaction. Holds up
/// to `capacity` replies in two generations: when the newer one fills, the older one is dropped, so the recent
/// replies stay and memory stays bounded. A reply not found here is looked up in the store as before.
final class ReplyCache: Sendable {
    private struct Key: Hashable {
        var person: String
        var commandId: String
    }

    private struct Generations {
        var newer: [Key: SessionReply] = [:]
        var older: [Key: SessionReply] = [:]
    }

    let capacity: Int
    private let generations = Mutex(Generations())

    init(capacity: Int = 20_000) {
        self.capacity = capacity
    }

    func reply(person: String, commandId: String) -> SessionReply? {
        let key = Key(person: person, commandId: commandId)
        return generations.withLock { $0.newer[key] ?? $0.older[key] }
    }

    /// Call only once `reply` is committed: the cache never runs ahead of the store.
    func insert(_ reply: SessionReply, person: String, commandId: String) {
        let key = Key(person: person, commandId: commandId)
        generations.withLock { all in
            if all.newer.count >= capacity / 2 {
                all.older = all.newer
                all.newer = [:]
            }
            all.newer[key] = reply
        }
    }
}
