import Synchronization

/// Values that never change once known (committed replies, their encoded responses), kept for the recent keys:
/// in two generations; when the newer one reaches half the entries (`capacity`) or half the bytes (`budget`, as
/// `cost` counts them), the older one is dropped, so what was used lately stays and memory stays bounded by both.
/// A value costing more than half the budget is not kept. A key not found here is looked up where it is kept.
public final class RecentCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Generation {
        var entries: [Key: Value] = [:]
        var bytes = 0
    }

    private struct Generations {
        var newer = Generation()
        var older = Generation()
    }

    public let capacity: Int
    /// The most bytes both generations hold together.
    public let budget: Int
    private let cost: @Sendable (Key, Value) -> Int
    private let generations = Mutex(Generations())

    /// The default budget: 32 MiB.
    public static var defaultBudget: Int { 32 << 20 }

    public init(capacity: Int = 20_000, budget: Int = defaultBudget, cost: @escaping @Sendable (Key, Value) -> Int) {
        self.capacity = max(2, capacity)
        self.budget = max(2, budget)
        self.cost = cost
    }

    public subscript(key: Key) -> Value? {
        generations.withLock { $0.newer.entries[key] ?? $0.older.entries[key] }
    }

    /// How many entries, and about how many bytes, are kept now.
    public var usage: (count: Int, bytes: Int) {
        generations.withLock { ($0.newer.entries.count + $0.older.entries.count, $0.newer.bytes + $0.older.bytes) }
    }

    /// Call only with a value that is final (committed): the cache never runs ahead of the store.
    public func insert(_ value: Value, for key: Key) {
        let bytes = max(1, cost(key, value))
        guard bytes <= budget / 2 else { return }
        generations.withLock { all in
            if let old = all.newer.entries[key] { all.newer.bytes -= cost(key, old) }
            if all.newer.entries[key] == nil,
               all.newer.entries.count >= capacity / 2 || all.newer.bytes + bytes > budget / 2
            {
                all.older = all.newer
                all.newer = Generation()
            }
            all.newer.entries[key] = value
            all.newer.bytes += bytes
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

    /// About what this key holds in memory, in bytes.
    public var estimatedBytes: Int { 64 + person.utf8.count + commandId.utf8.count }
}

extension RecentCache where Key == PersonCommand, Value == RememberedReply {
    /// The stores' cache of committed replies, bounded by entries and by bytes.
    public convenience init(capacity: Int = 20_000, budget: Int = defaultBudget) {
        self.init(capacity: capacity, budget: budget) { key, value in key.estimatedBytes + value.estimatedBytes }
    }
}
