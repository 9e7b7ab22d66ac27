public import Logging

/// What `serve` reads besides its flags: rate limits, the log level, connection limits, and the store's server
/// knobs. Each is nil when not set, so the server keeps its own default (`ServerConfiguration`, `ConnectionLimits`).
/// A bad value is reported, never ignored.
public struct ServerSettings: Sendable, Equatable {
    /// `FITTODAY_RATE_LIMIT` (requests per second per token, 0 = off) and `FITTODAY_RATE_BURST` (1 at least).
    public var ratePerSecond: Double?
    public var rateBurst: Double?
    /// `FITTODAY_BAD_TOKEN_RATE` and `FITTODAY_BAD_TOKEN_BURST`: bad tokens per client address (0 = off).
    public var badTokenRate: Double?
    public var badTokenBurst: Double?
    /// `FITTODAY_LOG_LEVEL`: trace, debug, info, notice, warning, error or critical.
    public var logLevel: Logger.Level?
    /// `FITTODAY_IDLE_TIMEOUT`, `FITTODAY_HEAD_TIMEOUT`, `FITTODAY_BODY_TIMEOUT`: seconds, above 0.
    public var idleTimeout: Duration?
    public var headTimeout: Duration?
    public var bodyTimeout: Duration?
    /// `FITTODAY_MAX_CONNECTIONS`, `FITTODAY_MAX_HEADER_BYTES` (1,024 at least), `FITTODAY_MAX_HEADERS`.
    public var maxConnections: Int?
    public var maxHeaderBytes: Int?
    public var maxHeaderCount: Int?
    /// `FITTODAY_WAL_LIMIT_MB` (SQLite's write-ahead log bound, in bytes; 32 MB by default) and `FITTODAY_PG_POOL`
    /// (PostgreSQL connections, 10 by default): each checked only by the store that uses it.
    public var walLimitBytes: Result<Int?, SettingsProblem>
    public var postgresPool: Result<Int?, SettingsProblem>

    public init() {
        walLimitBytes = .success(nil)
        postgresPool = .success(nil)
    }

    init(_ values: SettingValues) throws(SettingsProblem) {
        let read = ServerSettingReader(values: values)
        ratePerSecond = try read.number(.rateLimit)
        rateBurst = try read.number(.rateBurst).map { max(1, $0) }
        badTokenRate = try read.number(.badTokenRate)
        badTokenBurst = try read.number(.badTokenBurst).map { max(1, $0) }
        if let text = values.text(.logLevel) {
            guard let level = Logger.Level(rawValue: text.lowercased()) else {
                throw SettingsProblem(name: SettingKey.logLevel.variable, value: text)
            }
            logLevel = level
        }
        idleTimeout = try read.seconds(.idleTimeout)
        headTimeout = try read.seconds(.headTimeout)
        bodyTimeout = try read.seconds(.bodyTimeout)
        maxConnections = try read.count(.maxConnections)
        maxHeaderBytes = try read.count(.maxHeaderBytes).map { max(1_024, $0) }
        maxHeaderCount = try read.count(.maxHeaders)
        walLimitBytes = Result { () throws(SettingsProblem) in
            try read.whole(.walLimitMB, in: 1...1_000_000).map { $0 << 20 }
        }
        postgresPool = Result { () throws(SettingsProblem) in try read.whole(.postgresPool, in: 1...1_000) }
    }
}

/// The parsing rules of the server's settings: numbers, seconds, counts.
private struct ServerSettingReader {
    let values: SettingValues

    /// 0 or more, finite.
    func number(_ setting: SettingKey) throws(SettingsProblem) -> Double? {
        guard let text = values.text(setting) else { return nil }
        guard let value = Double(text), value >= 0, value.isFinite else {
            throw SettingsProblem(name: setting.variable, value: text)
        }
        return value
    }

    /// Seconds above 0, at most a day, to the millisecond.
    func seconds(_ setting: SettingKey) throws(SettingsProblem) -> Duration? {
        guard let text = values.text(setting) else { return nil }
        guard let value = Double(text), value > 0, value <= 86_400 else {
            throw SettingsProblem(name: setting.variable, value: text, need: .positive)
        }
        return .milliseconds(Int64((value * 1_000).rounded()))
    }

    /// A whole number from 1 to 10,000,000.
    func count(_ setting: SettingKey) throws(SettingsProblem) -> Int? {
        guard let text = values.text(setting) else { return nil }
        guard let value = Int(text), (1...10_000_000).contains(value) else {
            throw SettingsProblem(name: setting.variable, value: text, need: .positive)
        }
        return value
    }

    /// A whole number in `range`, reported as a number that is not valid (the store's knobs).
    func whole(_ setting: SettingKey, in range: ClosedRange<Int>) throws(SettingsProblem) -> Int? {
        guard let text = values.text(setting) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw SettingsProblem(name: setting.variable, value: text)
        }
        return value
    }
}
