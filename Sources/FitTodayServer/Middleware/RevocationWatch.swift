import FitTodayComposition
import FitTodayStorage
import Logging
import ServiceLifecycle

/// Revocation reaches live connections: every `interval` (a second, as the token cache's lifetime), the store is
/// asked once about each token that holds a live connection (one read per token, not per connection); a token it
/// no longer knows (`users revoke`, from this process or another one on the same store) is dropped from the cache
/// and its connections close: SSE streams end, WebSockets close with 1008 (policy). A store that does not answer
/// closes nothing; the next round asks again.
struct RevocationWatch: Service {
    let hub: LiveHub
    let gate: Gatekeeper
    let interval: Duration
    let logger: Logger

    func run() async throws {
        await Periodic.run(every: interval) { await sweep() }
    }

    /// One round: each live token asked once.
    func sweep() async {
        for token in hub.liveTokens {
            do {
                let holds = try await gate.holds(token)
                if !holds { hub.revoke(tokenId: token.id) }
            } catch {
                logger.debug("revocation check skipped", metadata: ["problem": "\(type(of: error))"])
            }
        }
    }
}
