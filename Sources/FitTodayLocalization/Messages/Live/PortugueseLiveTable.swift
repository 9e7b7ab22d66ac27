/// The words of live connections and of who may reach the service, in Brazilian Portuguese.
enum PortugueseLiveTable {
    static func text(_ message: LiveMessage) -> String {
        switch message {
        case .liveTokenRevoked: "token revogado; conexão encerrada"
        case .liveCommandsLimited: "comandos demais com este token; o comando não foi aplicado, tente de novo em {1} s"
        case .liveTooManyBadTokens: "tokens inválidos demais deste endereço; tente de novo em {1} s"
        }
    }
}
