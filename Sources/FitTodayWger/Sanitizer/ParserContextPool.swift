import CLibXML2
import Synchronization

/// Idle libxml2 parser contexts; each call takes one (or makes one) and gives it back, so concurrent callers never
/// share a context. At most `limit` are kept.
final class ParserContextPool: Sendable {
    /// A context in the pool. Only the caller that took it out uses it, until it gives it back.
    private struct Idle: @unchecked Sendable {
        let context: UnsafeMutablePointer<htmlParserCtxt>
    }

    private let idle = Mutex<[Idle]>([])
    private let limit = 16

    func withContext<T>(_ body: (UnsafeMutablePointer<htmlParserCtxt>) -> T) -> T? {
        guard let context = idle.withLock({ $0.popLast()?.context }) ?? fittoday_html_new_context() else { return nil }
        let result = body(context)
        let returned = Idle(context: context)
        let kept = idle.withLock { idle in
            guard idle.count < limit else { return false }
            idle.append(returned)
            return true
        }
        if !kept { fittoday_html_free_context(context) }
        return result
    }
}
