import FitTodayStorage
import Logging
import Synchronization

extension PostgresStore.Shared {
    /// How long a verdict on the login stands before a failed lease asks again.
    static var loginVerdictLifetime: Duration { .seconds(10) }

    /// Whether the server refuses this location's login now. Asked only after a connection could not be had (the
    /// pool hides a refused login behind its retries), with one connection of its own, at most once per
    /// `loginVerdictLifetime`; a refusal is logged as an error, once per verdict.
    func loginRefused() async -> Bool {
        let now = ContinuousClock.now
        let standing = loginVerdict.withLock { verdict -> Bool? in
            if let verdict, now - verdict.at < Self.loginVerdictLifetime { return verdict.refused }
            // Those that fail meanwhile take this one rather than asking again.
            verdict = (now, false)
            return nil
        }
        if let standing { return standing }
        let refused: Bool
        do {
            try await LoginCheck.run(location, timeout: leaseTimeout, logger: logger)
            refused = false
        } catch {
            refused = error.problem == .loginRefused
        }
        loginVerdict.withLock { $0 = (ContinuousClock.now, refused) }
        if refused {
            logger.error("the database server refuses the login", metadata: ["database": "\(location.redacted)"])
        }
        return refused
    }
}
