/// The words of `fittoday serve` and of the service's problems in English.
enum EnglishServerTable {
    static func text(_ message: ServerMessage) -> String {
        switch message {
        case .serverAbstract: "Serves plans, the catalog, history and live sessions over HTTP (for phone and watch apps)."
        case .serverDiscussion: """
            Every route but /health, /ready, /metrics and /openapi.json needs Authorization: Bearer <token> (make one with fittoday users add NAME). The contract is at /openapi.json. SIGTERM or Ctrl-C stop gracefully: requests in flight finish and live connections are closed asking the app to reconnect.
            """
        case .serverHelpHost: "The address to listen on (127.0.0.1 by default: this machine only)."
        case .serverHelpPort: "The port to listen on (8080 by default)."
        case .serverHelpOffline: "Never asks the LLM: every plan comes from the local composer."
        case .serverValueHost: "address"
        case .serverValuePort: "port"
        case .serverListening: "serving on http://{1}:{2} (database {3})"
        case .serverStopped: "service stopped"
        case .serverBadEnvironment: "{1}={2} is not a valid number (use 0 or more)"
        case .serverPortRange: "--port {1} is outside 0…65535"
        case .serverUnauthorized: "missing, invalid or revoked token; send Authorization: Bearer <token>"
        case .serverNotFound: "not found"
        case .serverRouteNotFound: "there is no route {1}"
        case .serverPlanNotFound: "no plan recorded on {1}"
        case .serverSessionNotFound: "no session {1}"
        case .serverNoActiveSession: "no active session"
        case .serverExerciseNotFound: "no exercise with id {1}"
        case .serverBodyTooLarge: "the body exceeds the limit of {1} bytes"
        case .serverRateLimited: "too many requests with this token; try again in {1} s"
        case .serverNotJSON: "the body is not JSON"
        case .serverWrongType: "field {1} has an unexpected type"
        case .serverMissingField: "field {1} is missing"
        case .serverBadParameter: "invalid parameter: {1}"
        case .serverNotReady: "the database does not answer"
        case .serverInternal: "internal error; the request was not applied"
        case .serverStoreUnreachable: "the database ({1}) does not answer; try again in a moment"
        case .serverBusy: "the database is busy; try again"
        case .serverMethodNotAllowed: "method not allowed on this route"
        case .serverUnsupportedMediaType: "content type not accepted; send application/json"
        }
    }
}
