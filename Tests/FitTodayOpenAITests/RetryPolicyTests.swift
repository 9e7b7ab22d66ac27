import FitTodayHTTP
import FitTodayOpenAI
import Foundation
import Testing

@Suite("Retry policy")
struct RetryPolicyTests {
    let policy = RetryPolicy(maxRetries: 2)
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func statusRules() {
        for status in [408, 409, 429, 500, 503, 599] { #expect(policy.shouldRetry(status: status, headers: [:])) }
        for status in [400, 401, 403, 404, 422] { #expect(!policy.shouldRetry(status: status, headers: [:])) }
        #expect(!policy.shouldRetry(status: 500, headers: ["X-Should-Retry": "false"]))
        #expect(policy.shouldRetry(status: 404, headers: ["x-should-retry": "true"]))
    }

    @Test func transportRules() {
        #expect(policy.shouldRetry(.timedOut(host: "h")))
        #expect(policy.shouldRetry(.connectionFailed(host: "h", detail: "refused")))
        #expect(!policy.shouldRetry(.cancelled))
        #expect(!policy.shouldRetry(.insecureURL(host: "h")))
    }

    @Test func serverAskedWaitsComeFirst() {
        #expect(policy.delay(retry: 0, headers: ["retry-after-ms", "250"].pair, remaining: 10, now: now, jitter: 0) == 0.25)
        #expect(policy.delay(retry: 0, headers: ["retry-after", "3"].pair, remaining: 10, now: now, jitter: 0) == 3)
        let date = "Wed, 18 Nov 2026 11:06:44 GMT"  // 4 s after `now`
        let fromDate = policy.delay(retry: 0, headers: ["retry-after", date].pair, remaining: 10, now: now, jitter: 0)
        #expect(fromDate.map { abs($0 - 4) < 0.001 } == true)
    }

    @Test func backoffDoublesFromHalfASecondCappedAtEight() {
        let delays = (0..<6).map { policy.delay(retry: $0, headers: nil, remaining: 100, now: now, jitter: 0) }
        #expect(delays == [0.5, 1, 2, 4, 8, 8])
        let jittered = policy.delay(retry: 1, headers: nil, remaining: 100, now: now, jitter: 0.999)!
        #expect(jittered > 0.75 && jittered <= 1)
    }

    @Test func waitsNeverPassTheDeadline() {
        // A server wait longer than the time left gives way to backoff; backoff that does not fit gives up.
        #expect(policy.delay(retry: 0, headers: ["retry-after", "30"].pair, remaining: 2, now: now, jitter: 0) == 0.5)
        #expect(policy.delay(retry: 3, headers: nil, remaining: 2, now: now, jitter: 0) == nil)
    }
}

extension Array where Element == String {
    /// `["name", "value"]` as a one-field header list.
    var pair: HTTPHeaders { HTTPHeaders([(name: self[0], value: self[1])]) }
}
