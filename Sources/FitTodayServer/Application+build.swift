import FitTodaySession
import FitTodayUseCases
import FitTodayResources
import FitTodayDomain
import HTTPTypes
import FitTodayAPI
public import FitTodayComposition
import FitTodayStorage
import FitTodayLocalization
import Foundation
public import Hummingbird
import HummingbirdWebSocket
public import Logging
import OpenAPIHummingbird
import OpenAPIRuntime

/// The service, composed in one place: the stores it is given, the generated routes of
/// `openapi.yaml`, the live stream (SSE and WebSocket), and the middleware around them (problems in the person's
/// language, request logs with their id, metrics, body limit, tokens and rate limits).
/// The composition root (`FitTodayComposition`) chose and opened `stores` from the settings; nothing is picked here.
/// `onServerRunning` is told the port once the socket listens (the one asked for, or the one the system chose for 0).
public func buildApplication(
    _ configuration: ServerConfiguration, stores: any Stores, logger: Logger? = nil,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) throws -> some ApplicationProtocol {
    var logger = logger ?? Logger(label: "fittoday")
    logger.logLevel = configuration.logLevel
    let metrics = ServiceMetrics()
    let hub = LiveHub(metrics: metrics)
    // The configured default profile's equipment, the catalog and the records formula, read once; the day follows
    // the service's clock.
    let now = configuration.now
    let commands = SessionCommandHandler(
        setting: try CommandSetting(resources: configuration.resources, profile: nil, equipment: nil, now: now()),
        timeout: Double(configuration.commandTimeout.components.seconds), now: now, today: { CalendarDay.today(now: now()) })
    let gate = Gatekeeper(
        people: stores.people, limiter: RateLimiter(rate: configuration.ratePerSecond, burst: configuration.rateBurst),
        strangers: RateLimiter(rate: configuration.badTokenRate, burst: configuration.badTokenBurst), tokens: TokenCache(),
        clock: configuration.now)
    let refusals = UpgradeRefusals()
    let weight = configuration.resources.config.sessions.bodyWeightKg

    let router = Router(context: FitTodayContext.self)
    // Metrics first: it counts the answer ProblemMiddleware made of a failure, under the status actually sent.
    router.middlewares.add(MetricsMiddleware())
    router.middlewares.add(ProblemMiddleware())
    router.middlewares.add(RequestLogMiddleware())
    router.middlewares.add(BodyLimitMiddleware(limit: configuration.maxBodyBytes))
    router.middlewares.add(AuthMiddleware(stores: stores, gate: gate))
    router.middlewares.add(StrictJSONMiddleware())
    let handlers = APIHandlers(
        resources: configuration.resources, stores: stores, metrics: metrics, offline: configuration.offline,
        llm: configuration.llm, now: configuration.now)
    // Compact JSON (the CLI pretty-prints; apps do not need the spaces) and times with milliseconds, as every
    // other wire of the session engine.
    try handlers.registerHandlers(
        on: router,
        configuration: .init(dateTranscoder: .iso8601WithFractionalSeconds, jsonEncodingOptions: [.sortedKeys]))
    CommandRoute(handler: commands, hub: hub, metrics: metrics).add(to: router)
    LiveRoutes(hub: hub, bodyWeightKg: weight, pingInterval: configuration.pingInterval, now: configuration.now)
        .add(to: router)
    router.get("/metrics") { _, _ -> Response in
        if let open = try? await stores.openSessions() { metrics.openSessions(open) }
        return Response(
            status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
            body: .init(byteBuffer: .init(string: metrics.exposition())))
    }
    router.get("/openapi.json") { _, _ -> Response in
        Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: .init(byteBuffer: .init(string: OpenAPIDocument.json)))
    }

    let socketRouter = Router(context: FitTodayContext.self)
    socketRouter.middlewares.add(ProblemMiddleware())
    socketRouter.middlewares.add(RequestLogMiddleware())
    socketRouter.middlewares.add(UpgradeRefusalMiddleware(refusals: refusals))
    socketRouter.middlewares.add(AuthMiddleware(stores: stores, gate: gate))
    LiveSocket(
        hub: hub, handler: commands, metrics: metrics, gate: gate, bodyWeightKg: weight, pingInterval: configuration.pingInterval,
        now: configuration.now
    ).add(to: socketRouter)

    var app = Application(
        router: router,
        server: .guardedHTTP1(
            webSocketRouter: socketRouter, limits: configuration.connections,
            registry: ConnectionRegistry(limit: configuration.connections.resolvedMaxConnections),
            additionalChannelHandlers: { [RefusedUpgradeWriter(refusals: refusals)] }),
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "fittoday"),
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
        logger: logger)
    app.addServices(stores.services(logger: logger, feed: LiveFeed(hub: hub, stores: stores)))
    app.addServices(RevocationWatch(hub: hub, gate: gate, interval: configuration.revocationInterval, logger: logger))
    return app
}
