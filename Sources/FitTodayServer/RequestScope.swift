import FitTodaySession
import FitTodayUseCases
import FitTodayResources
import HTTPTypes
import FitTodayDomain
import FitTodayStorage

/// Who is asking, for the handlers the OpenAPI transport calls (which see no request context): set by the
/// authentication middleware around the rest of the request.
struct RequestScope: Sendable {
    @TaskLocal static var current: RequestScope?

    var person: Person
    /// The token presented: its id is the rate limiter's key; live connections ask the store again whether it
    /// holds. Never logged.
    var token: AccessToken
    var tokenId: String { token.id }
    /// The person's history and sessions.
    var store: any HistoryStore & SessionStore
}
