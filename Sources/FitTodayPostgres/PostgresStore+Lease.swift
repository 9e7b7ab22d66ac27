import FitTodayStorage
import PostgresNIO
import Synchronization

extension PostgresStore {
    /// Runs `body` on a connection of the pool. A connection not leased within `leaseTimeout` is `.unreachable`;
    /// every failure is a `HistoryStoreError` naming the database.
    ///
    /// The wait for a lease is raced against the timeout without awaiting the lease once the timeout wins:
    /// postgres-nio's lease can miss a cancellation that comes between its check and its enqueueing, and then
    /// never returns (a store whose login the server began refusing hung its caller for good). A lease that comes
    /// after the timeout runs nothing and gives its connection back.
    func withConnection<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> T)
        async throws(HistoryStoreError) -> T
    {
        let (client, figures, timeout) = (shared.client, shared.figures, shared.leaseTimeout)
        let lease = LeaseRace()
        let asked = ContinuousClock.now
        let outcome: Result<T, any Error> = await withTaskCancellationHandler {
            await lease.run(timeout: timeout) { lease in
                try await client.withConnection { connection in
                    guard lease.claim(.leased) else { throw CancellationError() }
                    figures.leased(waited: ContinuousClock.now - asked)
                    defer { figures.released() }
                    return try await body(connection)
                }
            }
        } onCancel: {
            lease.work?.cancel()
        }
        lease.timer?.cancel()
        switch outcome {
        case .success(let value):
            return value
        case .failure(let error):
            var problem = Self.explain(error)
            if problem == .unreachable {
                figures.unreachable()
                if await shared.loginRefused() { problem = .loginRefused }
            }
            throw HistoryStoreError(path: location, problem: problem)
        }
    }
}
