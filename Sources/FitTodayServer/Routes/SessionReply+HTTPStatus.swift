import FitTodaySession

extension SessionReply {
    /// The statuses of docs/sessions.md, on the HTTP route and in a WebSocket `reply`: 200 ok; 404 notFound; 409 alreadyActive,
    /// staleRevision, sessionEnded, noActiveSession, commandIdReused; 422 invalidCommand, invalidValue; 503 busy,
    /// timeout; 500 unknown.
    var httpStatus: Int {
        guard let reason = reasonCode else { return 200 }
        return switch reason {
        case .notFound: 404
        case .alreadyActive, .staleRevision, .sessionEnded, .noActiveSession, .commandIdReused: 409
        case .invalidCommand, .invalidValue: 422
        case .busy, .timeout: 503
        case .unknown: 500
        }
    }
}
