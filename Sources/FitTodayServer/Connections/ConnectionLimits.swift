import FitTodayComposition
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What one TCP connection may cost the service: how long it may sit idle, how long its request head and body may
/// take to arrive, how large its head may be, and how many connections may be open at once. A client that passes
/// a limit is answered (408, 414, 431) or closed, so slow or idle clients never hold the descriptors new ones need.
public struct ConnectionLimits: Sendable, Equatable {
    /// A connection with no request in progress (before the first, or between keep-alive requests) is closed after this.
    public var idleTimeout: Duration
    /// From the first byte of a request, its head (request line and headers) must be in within this, else 408.
    public var headTimeout: Duration
    /// From the end of the head, the body must be in within this, else the connection is closed.
    public var bodyTimeout: Duration
    /// At most this many connections are open; a new one closes the connection idle the longest, or is closed
    /// itself when every connection is busy. Nil: the descriptor limit less a reserve (see `descriptorBudget`).
    public var maxConnections: Int?
    /// The largest URL, and the largest head (URL and headers together): past it 414 (URL) or 431 (headers).
    public var maxHeaderBytes: Int
    /// The most header fields a request may have: past it 431.
    public var maxHeaderCount: Int

    public init(
        idleTimeout: Duration = .seconds(60), headTimeout: Duration = .seconds(10), bodyTimeout: Duration = .seconds(30),
        maxConnections: Int? = nil, maxHeaderBytes: Int = 32 * 1024, maxHeaderCount: Int = 100
    ) {
        self.idleTimeout = idleTimeout
        self.headTimeout = headTimeout
        self.bodyTimeout = bodyTimeout
        self.maxConnections = maxConnections
        self.maxHeaderBytes = maxHeaderBytes
        self.maxHeaderCount = maxHeaderCount
    }

    /// The connection count to enforce: the one configured, else what the process' descriptor limit leaves after
    /// a reserve for the database, logs and files (64), capped at 10,000 and never under 16.
    public var resolvedMaxConnections: Int {
        maxConnections ?? Self.descriptorBudget()
    }

    static func descriptorBudget() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1_000 }
        let soft = UInt64(limit.rlim_cur)  // RLIM_INFINITY is the largest value
        return Int(min(10_000, max(16, soft > 64 ? soft - 64 : 16)))
    }

    /// The limits the settings give (`FITTODAY_IDLE_TIMEOUT`, `FITTODAY_HEAD_TIMEOUT`, `FITTODAY_BODY_TIMEOUT`,
    /// `FITTODAY_MAX_CONNECTIONS`, `FITTODAY_MAX_HEADER_BYTES`, `FITTODAY_MAX_HEADERS`) over the current values.
    mutating func apply(_ settings: ServerSettings) {
        if let value = settings.idleTimeout { idleTimeout = value }
        if let value = settings.headTimeout { headTimeout = value }
        if let value = settings.bodyTimeout { bodyTimeout = value }
        if let value = settings.maxConnections { maxConnections = value }
        if let value = settings.maxHeaderBytes { maxHeaderBytes = value }
        if let value = settings.maxHeaderCount { maxHeaderCount = value }
    }
}
