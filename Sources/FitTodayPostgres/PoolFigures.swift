import Metrics
import Synchronization

/// The pool's figures for `/metrics` (swift-metrics, so they appear beside the service's own): connections in use,
/// the wait for one, and how often the database could not be reached. postgres-nio keeps its pool's state to
/// itself, so these are counted around each lease.
final class PoolFigures: Sendable {
    private let inUse = Atomic<Int>(0)
    private let inUseGauge = Gauge(label: "fittoday_postgres_connections_in_use")
    private let wait = Timer(label: "fittoday_postgres_lease_wait_seconds")
    private let unreachableCount = Counter(label: "fittoday_postgres_unreachable_total")

    func leased(waited: Duration) {
        let now = inUse.wrappingAdd(1, ordering: .relaxed).newValue
        inUseGauge.record(now)
        let (seconds, attoseconds) = waited.components
        wait.recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    func released() {
        inUseGauge.record(inUse.wrappingSubtract(1, ordering: .relaxed).newValue)
    }

    func unreachable() {
        unreachableCount.increment()
    }
}
