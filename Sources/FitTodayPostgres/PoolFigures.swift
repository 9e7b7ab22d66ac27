import Metrics
import Synchronization

/// The pool's figures for `/metrics` (swift-metrics, so they appear beside the service's own): its size,
/// connections in use, the wait for one, and how often the database could not be reached. postgres-nio keeps its
/// pool's state to itself, so these are counted around each lease. The handles are made when a figure is recorded,
/// not when the store opens: the service's metrics backend is set up after the store is opened.
final class PoolFigures: Sendable {
    private let inUse = Atomic<Int>(0)
    let maxConnections: Int

    init(maxConnections: Int) {
        self.maxConnections = maxConnections
    }

    func leased(waited: Duration) {
        let now = inUse.wrappingAdd(1, ordering: .relaxed).newValue
        Gauge(label: "fittoday_postgres_connections_in_use").record(now)
        Gauge(label: "fittoday_postgres_pool_max_connections").record(maxConnections)
        let (seconds, attoseconds) = waited.components
        Timer(label: "fittoday_postgres_lease_wait_seconds").recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    func released() {
        Gauge(label: "fittoday_postgres_connections_in_use").record(inUse.wrappingSubtract(1, ordering: .relaxed).newValue)
    }

    func unreachable() {
        Counter(label: "fittoday_postgres_unreachable_total").increment()
    }
}
