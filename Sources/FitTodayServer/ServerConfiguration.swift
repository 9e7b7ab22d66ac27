import FitTodaySession
import FitTodayUseCases
public import FitTodayComposition
import FitTodayDomain
import HTTPTypes
public import FitTodayResources
public import Foundation
public import Logging

/// What `buildApplication` needs: where to listen, the data, the stores, and the limits.
public struct ServerConfiguration: Sendable {
    public var host: String
    public var port: Int
    public var resources: LoadedResources
    /// Plans never ask the LLM (tests, benchmarks); otherwise the LLM is asked when configured, as `generate` does.
    public var offline: Bool
    /// The LLM plans ask when not offline (`LLMSettings.none`: the local composer alone).
    public var llm: LLMSettings
    /// Requests per second allowed per token, with bursts of `rateBurst`; 0 turns the limit off.
    public var ratePerSecond: Double
    public var rateBurst: Double
    /// Request bodies above this many bytes answer 413.
    public var maxBodyBytes: Int
    /// The interval of `: ping` comments on live streams.
    public var pingInterval: Duration
    /// How long a session command may wait for the store before it answers `timeout`.
    public var commandTimeout: Duration
    /// The clock of commands without `at`, and of plans' days.
    public var now: @Sendable () -> Date
    /// The least level logged. Each request is a `debug` line (with its request id), so the default `info` logs
    /// start, stop, warnings and errors only: a line per request costs a busy server a write per request.
    public var logLevel: Logger.Level
    /// Bad tokens (missing, unknown, revoked) allowed per client address: `badTokenRate` a second, bursts of
    /// `badTokenBurst`. Past them, a token not recognized in the last second is refused (429) before the store is
    /// asked. 0 turns the limit off.
    public var badTokenRate: Double = 1
    public var badTokenBurst: Double = 20
    /// How often the tokens of live connections (SSE, WebSocket) are checked against the store: a revoked token's
    /// connections close within this interval.
    public var revocationInterval: Duration = .seconds(1)
    /// Timeouts and limits of each TCP connection, and how many may be open (see `ConnectionLimits`).
    public var connections: ConnectionLimits

    public init(
        host: String = "127.0.0.1", port: Int = 8080, resources: LoadedResources,
        offline: Bool = false, llm: LLMSettings = .none, ratePerSecond: Double = 50, rateBurst: Double = 200, maxBodyBytes: Int = 64 * 1024,
        pingInterval: Duration = .seconds(20), commandTimeout: Duration = .seconds(10),
        now: @escaping @Sendable () -> Date = { Date() }, logLevel: Logger.Level = .info,
        connections: ConnectionLimits = .init()
    ) {
        self.host = host
        self.port = port
        self.resources = resources
        self.offline = offline
        self.llm = llm
        self.ratePerSecond = ratePerSecond
        self.rateBurst = rateBurst
        self.maxBodyBytes = maxBodyBytes
        self.pingInterval = pingInterval
        self.commandTimeout = commandTimeout
        self.now = now
        self.logLevel = logLevel
        self.connections = connections
    }

    /// The settings read at start-up (`ServerSettings`: rate limits, log level, connection limits) over the
    /// defaults; a setting not given keeps its default.
    public mutating func apply(_ settings: ServerSettings) {
        if let rate = settings.ratePerSecond { ratePerSecond = rate }
        if let burst = settings.rateBurst { rateBurst = burst }
        if let rate = settings.badTokenRate { badTokenRate = rate }
        if let burst = settings.badTokenBurst { badTokenBurst = burst }
        if let level = settings.logLevel { logLevel = level }
        connections.apply(settings)
    }
}
