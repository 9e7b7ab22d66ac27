import Synchronization

/// Values that never change once known (committed replies, their encoded responses), kept for the recent keys:
/// up to `capacity` in two generations; when the newer one fills, the older one is dropped, so what was used
/// lately stays and memory stays bounded. A key not found here is looked up where it is kept.
public final class RecentCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Generations {
        var newer: [Key: Value] = [:]
        var older: [Key: Value] = [:]
    }

    public let capacity: Int
    private let generations = Mutex(Generations())

    public init(capacity: Int = 20_000) {
        self.capacity = max(2, capacity)
    }

    public subscript(key: Key) -> Value? {
        generations.withLock { $0.newer[key] ?? $0.older[key] }
    }

    /// Call only with a value that is final (committed): the cache never runs ahead of the store.
    public func insert(_ value: Value, for key: Key) {
        generations.withLock { all in
            if all.newer.count >= capacity / 2 {
                all.older = all.newer
                all.newer = [:]
            }
            all.newer[key] = value
        }
    }
}

/// A command of one person: the key of what is remembered per command id.
public struct PersonCommand: Hashable, Sendable {
    public var person: String
    public var commandId: String

    public init(person: String, commandId: String) {
        self.person = person
        self.commandId = commandId
    }
}
