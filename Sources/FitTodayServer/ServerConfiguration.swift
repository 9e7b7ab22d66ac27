import FitTodaySession
import FitTodayService
import FitTodayDomain
import HTTPTypes
public import FitTodayResources
public import Foundation
public import Logging

/// What `buildApplication` needs: where to listen, the data, the stores, and the limits.
public struct ServerConfiguration: Sendable {
    public var host: String
    public var port: Int
    /// The SQLite file (nil: in memory, for tests).
    public var databasePath: String?
    public var resources: LoadedResources
    /// Plans never ask the LLM (tests, benchmarks); otherwise the LLM is asked when configured, as `generate` does.
    public var offline: Bool
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
        host: String = "127.0.0.1", port: Int = 8080, databasePath: String?, resources: LoadedResources,
        offline: Bool = false, ratePerSecond: Double = 50, rateBurst: Double = 200, maxBodyBytes: Int = 64 * 1024,
        pingInterval: Duration = .seconds(20), commandTimeout: Duration = .seconds(10),
        now: @escaping @Sendable () -> Date = { Date() }, logLevel: Logger.Level = .info,
        connections: ConnectionLimits = .init()
    ) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.resources = resources
        self.offline = offline
        self.ratePerSecond = ratePerSecond
        self.rateBurst = rateBurst
        self.maxBodyBytes = maxBodyBytes
        self.pingInterval = pingInterval
        self.commandTimeout = commandTimeout
        self.now = now
        self.logLevel = logLevel
        self.connections = connections
    }

    /// `FITTODAY_RATE_LIMIT` (requests per second per token, 0 = off), `FITTODAY_RATE_BURST` and
    /// `FITTODAY_LOG_LEVEL` (trace, debug, info, notice, warning, error, critical), `FITTODAY_BAD_TOKEN_RATE` and
    /// `FITTODAY_BAD_TOKEN_BURST` (per client address; 0 = off) over the defaults, and the connection limits'
    /// variables (`ConnectionLimits.apply(environment:)`).
    /// A bad value is reported, never ignored.
    public mutating func apply(environment: [String: String]) throws(ConfigurationProblem) {
        func number(_ name: String) throws(ConfigurationProblem) -> Double? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            guard let value = Double(text), value >= 0, value.isFinite else { throw ConfigurationProblem(name: name, value: text) }
            return value
        }
        if let rate = try number("FITTODAY_RATE_LIMIT") { ratePerSecond = rate }
        if let burst = try number("FITTODAY_RATE_BURST") { rateBurst = max(1, burst) }
        if let rate = try number("FITTODAY_BAD_TOKEN_RATE") { badTokenRate = rate }
        if let burst = try number("FITTODAY_BAD_TOKEN_BURST") { badTokenBurst = max(1, burst) }
        if let text = environment["FITTODAY_LOG_LEVEL"], !text.isEmpty {
            guard let level = Logger.Level(rawValue: text.lowercased()) else {
                throw ConfigurationProblem(name: "FITTODAY_LOG_LEVEL", value: text)
            }
            logLevel = level
        }
        try connections.apply(environment: environment)
    }
}

/// An environment variable with a value that cannot be used.
public struct ConfigurationProblem: Error, Sendable {
    public var name: String
    public var value: String
    /// The variable needs a number above 0 (a timeout, a limit), not 0 or more.
    public var positive: Bool

    public init(name: String, value: String, positive: Bool = false) {
        self.name = name
        self.value = value
        self.positive = positive
    }
}
