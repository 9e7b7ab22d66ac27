import Hummingbird
import NIOCore
import Synchronization

/// Refused WebSocket upgrades answer the problem their route gives (401, 404, 429, as `openapi.yaml` says), not the
/// empty 400 HummingbirdWebSocket writes for any refusal. The WebSocket router's `UpgradeRefusalMiddleware` notes
/// the problem by connection; `RefusedUpgradeWriter`, on the connection's HTTP pipeline, puts it in place of that
/// empty 400. An entry lives until it is written or its connection closes.
final class UpgradeRefusals: Sendable {
    private let problems = Mutex<[ObjectIdentifier: Problem]>([:])

    func record(_ problem: Problem, for channel: any Channel) {
        let key = ObjectIdentifier(channel)
        problems.withLock { $0[key] = problem }
        channel.closeFuture.whenComplete { [self] _ in _ = problems.withLock { $0.removeValue(forKey: key) } }
    }

    /// The problem noted for `channel`, once.
    func take(for channel: any Channel) -> Problem? {
        let key = ObjectIdentifier(channel)
        return problems.withLock { $0.removeValue(forKey: key) }
    }

    /// Entries waiting (tests).
    var count: Int { problems.withLock { $0.count } }
}

/// On the WebSocket router, inside `ProblemMiddleware` (so the problem is in the person's language): whatever
/// refuses the upgrade (a missing, bad or revoked token, the limit, another person's or an unknown session) is noted
/// for the connection, then passed on.
struct UpgradeRefusalMiddleware: RouterMiddleware {
    typealias Context = FitTodayContext

    let refusals: UpgradeRefusals

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        do {
            return try await next(request, context)
        } catch {
            refusals.record(ProblemMiddleware<Context>.problem(for: error, request: request), for: context.channel)
            throw error
        }
    }
}
