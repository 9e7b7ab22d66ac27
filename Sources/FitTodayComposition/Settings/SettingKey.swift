import Configuration
import Foundation

/// The name of one setting: its key in the `ConfigReader`, which is also its environment variable
/// (`fittoday.db` is `FITTODAY_DB`, swift-configuration's environment key encoding) and the key a command-line
/// flag is stored under. Every setting FitToday reads is declared here, once.
public struct SettingKey: Sendable, Hashable {
    public let key: String

    init(_ key: String) { self.key = key }

    /// The environment variable the key reads.
    public var variable: String { key.uppercased().replacingOccurrences(of: ".", with: "_") }

    var configKey: ConfigKey { ConfigKey(key) }
    var absoluteKey: AbsoluteConfigKey { AbsoluteConfigKey(ConfigKey(key)) }

    // Paths
    public static let home = SettingKey("fittoday.home")
    public static let noCache = SettingKey("fittoday.no.cache")
    public static let cacheHome = SettingKey("xdg.cache.home")
    public static let dataHome = SettingKey("xdg.data.home")
    public static let userHome = SettingKey("home")
    public static let wgerOverlay = SettingKey("fittoday.wger.overlay")
    // Stores
    public static let database = SettingKey("fittoday.db")
    public static let postgresURL = SettingKey("fittoday.postgres.url")
    public static let synchronous = SettingKey("fittoday.db.synchronous")
    public static let walLimitMB = SettingKey("fittoday.wal.limit.mb")
    public static let postgresPool = SettingKey("fittoday.pg.pool")
    // LLM
    public static let apiKey = SettingKey("openai.api.key")
    public static let baseURL = SettingKey("openai.base.url")
    public static let model = SettingKey("openai.model")
    public static let llmDeadline = SettingKey("fittoday.llm.deadline.seconds")
    public static let llmRequestTimeout = SettingKey("fittoday.llm.request.timeout.seconds")
    // Server
    public static let rateLimit = SettingKey("fittoday.rate.limit")
    public static let rateBurst = SettingKey("fittoday.rate.burst")
    public static let badTokenRate = SettingKey("fittoday.bad.token.rate")
    public static let badTokenBurst = SettingKey("fittoday.bad.token.burst")
    public static let logLevel = SettingKey("fittoday.log.level")
    public static let idleTimeout = SettingKey("fittoday.idle.timeout")
    public static let headTimeout = SettingKey("fittoday.head.timeout")
    public static let bodyTimeout = SettingKey("fittoday.body.timeout")
    public static let maxConnections = SettingKey("fittoday.max.connections")
    public static let maxHeaderBytes = SettingKey("fittoday.max.header.bytes")
    public static let maxHeaders = SettingKey("fittoday.max.headers")

    /// Every setting, for checks and documentation.
    public static let all: [SettingKey] = [
        home, noCache, cacheHome, dataHome, userHome, wgerOverlay, database, postgresURL, synchronous, walLimitMB,
        postgresPool, apiKey, baseURL, model, llmDeadline, llmRequestTimeout, rateLimit, rateBurst, badTokenRate,
        badTokenBurst, logLevel, idleTimeout, headTimeout, bodyTimeout, maxConnections, maxHeaderBytes, maxHeaders,
    ]

    /// Values that never reach logs or access reports.
    static let secrets: Set<String> = [apiKey.variable, postgresURL.variable]
}
