import Synchronization

/// Sessions kept between `compose` calls, one per (equipment, level), so a long-lived composer (the server, a
/// benchmark, a test loop) builds its candidate tables once. Sessions are checked out while in use, so concurrent
/// callers never share one; results do not depend on the cache, only speed does.
final class CompositionCache: Sendable {
    private struct Key: Hashable {
        var equipment: EquipmentSet
        var level: Level
    }

    private let sessions = Mutex<[Key: ComposerSession]>([:])
    /// Bound on kept sessions; each holds a few arrays the size of the catalog.
    private let capacity = 64

    func checkout(equipment: EquipmentSet, level: Level) -> ComposerSession? {
        sessions.withLock { $0.removeValue(forKey: Key(equipment: equipment, level: level)) }
    }

    func checkin(_ session: ComposerSession) {
        sessions.withLock { sessions in
            if sessions.count >= capacity { sessions.removeAll(keepingCapacity: true) }
            sessions[Key(equipment: session.equipment, level: session.level)] = session
        }
    }
}
