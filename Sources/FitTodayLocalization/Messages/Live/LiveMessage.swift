/// The words of live connections and of who may reach the service: a revoked token closing a stream, commands over
/// the WebSocket past the rate limit, and an address refused after too many bad tokens. In `PortugueseLiveTable` and
/// `EnglishLiveTable`; every case starts with `live`, so no name clashes with another table's.
public enum LiveMessage: String, CaseIterable, Sendable {
    case liveTokenRevoked, liveCommandsLimited, liveTooManyBadTokens
}
