import Synchronization

/// Composition runs kept between `compose` calls, one per (equipment, level), so a long-lived composer (the server, a
/// benchmark, a test loop) builds its candidate tables once. Runs are checked out while in use, so concurrent
/// callers never share one; results do not depend on the cache, only speed does.
final class CompositionCache: Sendable {
    private struct Key: Hashable {
        var equipment: EquipmentSet
        var level: Level
    }

    private let runs = Mutex<[Key: CompositionRun]>([:])
    /// Bound on kept runs; each holds a few arrays the size of the catalog.
    private let capacity = 64

    func checkout(equipment: EquipmentSet, level: Level) -> CompositionRun? {
        runs.withLock { $0.removeValue(forKey: Key(equipment: equipment, level: level)) }
    }

    func checkin(_ run: CompositionRun) {
        runs.withLock { runs in
            if runs.count >= capacity { runs.removeAll(keepingCapacity: true) }
            runs[Key(equipment: run.equipment, level: run.level)] = run
        }
    }
}
