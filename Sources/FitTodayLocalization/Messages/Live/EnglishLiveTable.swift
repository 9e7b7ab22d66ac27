/// The words of live connections and of who may reach the service, in English.
enum EnglishLiveTable {
    static func text(_ message: LiveMessage) -> String {
        switch message {
        case .liveTokenRevoked: "token revoked; connection closed"
        case .liveCommandsLimited: "too many commands with this token; the command was not applied, try again in {1} s"
        case .liveTooManyBadTokens: "too many invalid tokens from this address; try again in {1} s"
        }
    }
}
