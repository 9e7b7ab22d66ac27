public import FitTodayStorage

/// Everything in memory (tests).
public struct MemoryStores: Stores {
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
