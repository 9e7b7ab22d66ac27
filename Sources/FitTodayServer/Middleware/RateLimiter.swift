import FitTodaySession
import FitTodayUseCases
import FitTodayResources
import FitTodayDomain
import HTTPTypes
import Foundation
import Synchronization

/// A token bucket per key: `rate` requests a second on average, bursts of up to `burst`. Time is passed in, so the
/// limiter is a plain value that tests drive with their own clock. Keys are token ids (every request and every
/// WebSocket command) or client addresses (bad tokens); past `capacity` keys, buckets that have refilled are
/// dropped, as they hold nothing a new bucket would not (then others, so memory stays bounded).
final class RateLimiter: Sendable {
    struct Bucket {
        var tokens: Double
        var updated: Double
    }

    let rate: Double
    let burst: Double
    let capacity: Int
    private let buckets = Mutex<[String: Bucket]>([:])

    init(rate: Double, burst: Double, capacity: Int = 10_000) {
        self.rate = rate
        self.burst = max(1, burst)
        self.capacity = capacity
    }

    /// Nil when the request may go on (and it is counted), else the whole seconds to wait before the next one
    /// would be allowed.
    func wait(for key: String, at now: Double) -> Int? {
        take(key, at: now, consume: true)
    }

    /// Whether `key` has anything left, without spending it: nil when it has, else the seconds to wait.
    func peek(_ key: String, at now: Double) -> Int? {
        take(key, at: now, consume: false)
    }

    private func take(_ key: String, at now: Double, consume: Bool) -> Int? {
        guard rate > 0 else { return nil }
        return buckets.withLock { buckets in
            var bucket = buckets[key] ?? Bucket(tokens: burst, updated: now)
            bucket.tokens = min(burst, bucket.tokens + max(0, now - bucket.updated) * rate)
            bucket.updated = now
            defer {
                if buckets[key] == nil, buckets.count >= capacity { prune(&buckets, at: now) }
                buckets[key] = bucket
            }
            if bucket.tokens >= 1 {
                if consume { bucket.tokens -= 1 }
                return nil
            }
            return max(1, Int(((1 - bucket.tokens) / rate).rounded(.up)))
        }
    }

    /// Drops the buckets that have refilled; if that is not enough (many keys spending at once), any others, so
    /// the limiter never holds more than `capacity` keys.
    private func prune(_ buckets: inout [String: Bucket], at now: Double) {
        buckets = buckets.filter { $0.value.tokens + (now - $0.value.updated) * rate < burst }
        while buckets.count >= capacity, let first = buckets.keys.first { buckets[first] = nil }
    }

    /// How many keys are kept (tests).
    var keyCount: Int { buckets.withLock { $0.count } }
}
