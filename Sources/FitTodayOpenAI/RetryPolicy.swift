public import FitTodayHTTP
public import Foundation

/// When to try a request again and how long to wait first: the official OpenAI SDKs' rules, bounded by a deadline.
///
/// Retried: 408, 409, 429, every 5xx, connection failures and timeouts. Never: other 4xx (400, 401, 403, 404,
/// 422 …). A server's `x-should-retry: true|false` overrides the status. The wait is `retry-after-ms`, else
/// `retry-after` (seconds or an HTTP date) when it fits in the remaining time, else exponential backoff
/// (0.5 s doubling, at most 8 s, minus up to 25 % jitter). A wait that would end past the deadline is not taken.
public struct RetryPolicy: Sendable, Equatable {
    public var maxRetries: Int
    public var initialBackoff: Double = 0.5
    public var maxBackoff: Double = 8

    public init(maxRetries: Int) { self.maxRetries = maxRetries }

    /// Whether an HTTP answer calls for another try.
    public func shouldRetry(status: Int, headers: HTTPHeaders) -> Bool {
        switch headers["x-should-retry"]?.lowercased() {
        case "true": return true
        case "false": return false
        default: return status == 408 || status == 409 || status == 429 || status >= 500
        }
    }

    /// Whether a failed transfer calls for another try.
    public func shouldRetry(_ error: HTTPError) -> Bool {
        switch error {
        case .timedOut, .connectionFailed: true
        case .invalidURL, .insecureURL, .cancelled, .transfer: false
        }
    }

    /// Seconds to wait before retry number `retry` (0 for the first), or nil when the wait would not fit in
    /// `remaining` seconds. `jitter` is a number in 0..<1 (injected so tests can fix it).
    public func delay(retry: Int, headers: HTTPHeaders?, remaining: Double, now: Date, jitter: Double) -> Double? {
        if let asked = headers.flatMap({ Self.serverDelay($0, now: now) }), asked >= 0, asked <= remaining {
            return asked
        }
        let backoff = min(initialBackoff * pow(2, Double(retry)), maxBackoff) * (1 - 0.25 * jitter)
        return backoff <= remaining ? backoff : nil
    }

    /// The wait a server asked for, in seconds: `retry-after-ms`, else `retry-after` as seconds or an HTTP date.
    static func serverDelay(_ headers: HTTPHeaders, now: Date) -> Double? {
        if let text = headers["retry-after-ms"], let milliseconds = Double(text.trimmingCharacters(in: .whitespaces)) {
            return milliseconds / 1_000
        }
        guard let text = headers["retry-after"]?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let seconds = Double(text) { return seconds }
        return httpDate(text).map { max(0, $0.timeIntervalSince(now)) }
    }

    /// Parses an IMF-fixdate such as `Wed, 21 Oct 2026 07:28:00 GMT`.
    static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
