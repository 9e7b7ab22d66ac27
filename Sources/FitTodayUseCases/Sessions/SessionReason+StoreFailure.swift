public import FitTodaySession
import FitTodayStorage

extension SessionReason {
    /// The reason a command is refused when its store fails: `busy` (locked or unreachable: try again), `timeout`
    /// (rolled back at its deadline) or `unknown` (anything else, such as a damaged row). None is remembered, so a
    /// retry with the same id goes through.
    public init(storeFailure error: any Error) {
        self = switch (error as? HistoryStoreError)?.problem {
        case .busy, .unreachable: .busy
        case .timedOut: .timeout
        default: .unknown
        }
    }
}
