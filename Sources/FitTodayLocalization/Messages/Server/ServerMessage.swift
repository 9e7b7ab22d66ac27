/// The words of `fittoday serve` and of the HTTP service's problems: in `PortugueseServerTable` and
/// `EnglishServerTable`. Every case starts with `server`, so no name clashes with another table's.
public enum ServerMessage: String, CaseIterable, Sendable {
    case serverAbstract, serverDiscussion, serverHelpHost, serverHelpPort, serverHelpOffline, serverValueHost
    case serverValuePort, serverListening, serverStopped, serverBadEnvironment, serverPortRange
    case serverUnauthorized, serverNotFound, serverRouteNotFound, serverPlanNotFound, serverSessionNotFound
    case serverNoActiveSession, serverExerciseNotFound, serverBodyTooLarge, serverRateLimited, serverNotJSON
    case serverWrongType, serverMissingField, serverBadParameter, serverNotReady, serverInternal, serverBusy
    case serverMethodNotAllowed, serverUnsupportedMediaType, serverStoreUnreachable
    case serverConnections, serverMalformedRequest, serverMalformedBody, serverURLTooLong, serverHeadersTooLarge
    case serverUnknownMethod, serverVersionUnsupported, serverRequestTimeout, serverBadPositive
}
