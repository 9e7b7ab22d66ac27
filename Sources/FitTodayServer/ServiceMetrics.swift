import FitTodaySession
import FitTodayUseCases
import FitTodayResources
import FitTodayDomain
import HTTPTypes
import Metrics
import Prometheus
import Synchronization

/// The service's own measures, through swift-metrics into one Prometheus registry (Hummingbird's request counters
/// and latency histograms go to the same registry): plans by source and fallback reason, commands by type and
/// reasonCode, sessions open, live connections by kind.
final class ServiceMetrics: Sendable {
    /// swift-metrics has one backend per process: the first application bootstraps it with this registry, and every
    /// later one (tests build many) shares it.
    static let registry: PrometheusCollectorRegistry = {
        let registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5),
            .milliseconds(10), .milliseconds(20), .milliseconds(50), .milliseconds(100), .milliseconds(250),
            .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(5), .seconds(10),
        ]
        MetricsSystem.bootstrap(factory)
        return registry
    }()

    private let connections = Mutex<[String: Int]>([:])

    init() {
        _ = Self.registry
    }

    func plan(source: String, fallbackReason: String?) {
        Counter(label: "fittoday_plans_total", dimensions: [("source", source), ("fallback_reason", fallbackReason ?? "none")])
            .increment()
    }

    func command(type: String, reasonCode: String?) {
        Counter(label: "fittoday_session_commands_total", dimensions: [("type", type), ("reason_code", reasonCode ?? "ok")])
            .increment()
    }

    func openSessions(_ count: Int) {
        Gauge(label: "fittoday_active_sessions").record(count)
    }

    func liveConnections(kind: String, delta: Int) {
        let value = connections.withLock { counts in
            counts[kind, default: 0] += delta
            return counts[kind]!
        }
        Gauge(label: "fittoday_live_connections", dimensions: [("kind", kind)]).record(value)
    }

    /// An answer given by the connection itself, before any route (a malformed request, a head too slow): counted
    /// with the answers of routes (`hb.requests`, as Hummingbird's `MetricsMiddleware` names them) under the
    /// status sent, the route `Malformed` and the method `_OTHER`.
    static func connectionAnswered(status: Int) {
        Counter(label: "hb.requests", dimensions: [
            ("http.route", "Malformed"), ("http.request.method", "_OTHER"), ("http.response.status_code", String(status)),
        ]).increment()
    }

    /// A connection the service closed: `idle`, `head` or `body` (its timeouts), `evicted` (to make room for a new
    /// one) or `refused` (a new one, with every connection busy).
    static func connectionClosed(reason: String) {
        Counter(label: "fittoday_connections_closed_total", dimensions: [("reason", reason)]).increment()
    }

    /// The registry in Prometheus' text format.
    func exposition() -> String {
        var buffer: [UInt8] = []
        Self.registry.emit(into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }
}
