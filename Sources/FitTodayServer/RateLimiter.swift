import FitTodaySession
import FitTodayService
import FitTodayResources
import FitTodayDomain
import HTTPTypes
import Foundation
import Synchronization

/// A token bucket per key: `rate` requests a second on average, bursts of up to `burst`. Time is passed in, so the
/// limiter is a plain value that tests drive with their own clock.
final class RateLimiter: Sendable {
    struct Bucket {
        var tokens: Double
        var updated: Double
    }

    let rate: Double
    let burst: Double
    private let buckets = Mutex<[String: Bucket]>([:])

    init(rate: Double, burst: Double) {
        self.rate = rate
        self.burst = max(1, burst)
    }

    /// Nil when the request may go on, else the whole seconds to wait before the next one would be allowed.
    func wait(for key: String, at now: Double) -> Int? {
        guard rate > 0 else { return nil }
        return buckets.withLock { buckets in
            var bucket = buckets[key] ?? Bucket(tokens: burst, updated: now)
            bucket.tokens = min(burst, bucket.tokens + (now - bucket.updated) * rate)
            bucket.updated = now
            defer { buckets[key] = bucket }
            if bucket.tokens >= 1 {
                bucket.tokens -= 1
                return nil
            }
            return max(1, Int(((1 - bucket.tokens) / rate).rounded(.up)))
        }
    }
}
