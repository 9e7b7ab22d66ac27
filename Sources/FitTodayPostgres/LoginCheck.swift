import FitTodayStorage
import Logging
import PostgresNIO

/// One connection of its own, opened and closed before the pool starts, so that what the pool would hide behind
/// its retries is said at once: a refused login (`.loginRefused`, SQLSTATE 28P01 or 28000), a missing database.
/// A server that does not finish the handshake within `timeout` is `.unreachable`; the attempt is then left to
/// end by itself (postgres-nio's connect does not stop when cancelled), closing what it may still open.
enum LoginCheck {
    static func run(_ location: PostgresLocation, timeout: Duration, logger: Logger) async throws(HistoryStoreError) {
        let failure: (any Error)? = await withCheckedContinuation { continuation in
            let answer = FirstAnswer<(any Error)?>(continuation)
            let timer = Task {
                guard (try? await Task.sleep(for: timeout)) != nil else { return }
                answer.give(HistoryStoreError(path: location.redacted, problem: .unreachable))
            }
            Task {
                do {
                    var configuration = try location.connectionConfiguration()
                    let (seconds, attoseconds) = timeout.components
                    configuration.options.connectTimeout = .milliseconds(seconds * 1_000 + attoseconds / 1_000_000_000_000_000)
                    let connection = try await PostgresConnection.connect(
                        configuration: configuration, id: 0, logger: logger)
                    try? await connection.close()
                    answer.give(nil)
                } catch {
                    answer.give(error)
                }
                timer.cancel()
            }
        }
        if let failure { throw HistoryStoreError(path: location.redacted, problem: PostgresStore.explain(failure)) }
    }
}
