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
        case .serverConnections: """
            CONNECTIONS (environment variables; times in seconds)
              FITTODAY_IDLE_TIMEOUT      closes a connection with no request after N s (default 60)
              FITTODAY_HEAD_TIMEOUT      answers 408 and closes when the headers are not all in within N s (default 10)
              FITTODAY_BODY_TIMEOUT      closes when the body is not all in within N s of the headers (default 30)
              FITTODAY_MAX_CONNECTIONS   connections open at once; past it the oldest idle one is closed (default: the descriptor limit minus 64, at most 10000)
              FITTODAY_MAX_HEADER_BYTES  largest URL and header block: 414 or 431 past it (default 32768)
              FITTODAY_MAX_HEADERS       most header fields: 431 past it (default 100)
            """
        case .serverMalformedRequest: "the request is not valid HTTP/1.1"
        case .serverMalformedBody: "the request body is malformed (a bad chunk size or Content-Length)"
        case .serverURLTooLong: "the URL exceeds the limit of {1} bytes"
        case .serverHeadersTooLarge: "the headers exceed the limit of {1} bytes or {2} fields"
        case .serverUnknownMethod: "unknown HTTP method"
        case .serverVersionUnsupported: "HTTP version not supported; use HTTP/1.1"
        case .serverRequestTimeout: "the request did not arrive in full within {1} s"
        case .serverBadPositive: "{1}={2} is not a valid number (use a number above 0)"
        }
    }
}
