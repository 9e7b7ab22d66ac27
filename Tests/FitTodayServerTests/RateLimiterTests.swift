@testable import FitTodayServer
import Testing

@Suite("the rate limiter: peeking spends nothing, buckets refill with time, keys stay within capacity")
struct RateLimiterTests {
    @Test("peek tells whether a key has anything left without spending it; wait spends; time refills")
    func peekAndWait() {
        let limiter = RateLimiter(rate: 1, burst: 2)
        #expect(limiter.peek("a", at: 0) == nil)
        #expect(limiter.wait(for: "a", at: 0) == nil)
        #expect(limiter.peek("a", at: 0) == nil)
        #expect(limiter.wait(for: "a", at: 0) == nil)
        #expect(limiter.peek("a", at: 0) == 1)
        #expect(limiter.wait(for: "a", at: 0) == 1)
        #expect(limiter.peek("b", at: 0) == nil, "another key has its own bucket")
        #expect(limiter.wait(for: "a", at: 1) == nil, "a second later one more is allowed")
    }

    @Test("many keys spending at once never hold more than the capacity")
    func boundedKeys() {
        let limiter = RateLimiter(rate: 1, burst: 5, capacity: 100)
        for index in 0..<10_000 { _ = limiter.wait(for: "address-\(index)", at: 0) }
        #expect(limiter.keyCount <= 100)
        // A key that just spent keeps its bucket while it is there.
        for _ in 0..<5 { _ = limiter.wait(for: "address-9999", at: 0) }
        #expect(limiter.wait(for: "address-9999", at: 0) != nil)
    }
}
