/// The words of `fittoday users` in Brazilian Portuguese.
enum PortugueseUserTable {
    static func text(_ message: UserMessage) -> String {
        switch message {
        case .usersAbstract: "Pessoas que o serviço atende e seus tokens de acesso."
        case .usersDiscussion: """
            Cada pessoa vê só os próprios planos, histórico e sessões. O token aparece uma única vez, ao ser criado: o banco guarda apenas um resumo (SHA-256) dele.
            """
        case .usersAddAbstract: "Cria uma pessoa e imprime o token dela (uma vez só, sozinho na saída)."
        case .usersListAbstract: "Lista as pessoas e quantos tokens ativos cada uma tem."
        case .usersRevokeAbstract: "Revoga todos os tokens de uma pessoa."
        case .usersHelpName: "O nome da pessoa (letras, números, ponto, hífen ou sublinhado; até 64)."
        case .usersValueName: "nome"
        case .usersAdded: "pessoa {1} criada; guarde o token: ele não será mostrado de novo"
        case .usersTokenOnce: "use-o no cabeçalho Authorization: Bearer <token>"
        case .usersNameTaken: "já existe uma pessoa chamada {1}"
        case .usersUnknownName: "nenhuma pessoa chamada {1}"
        case .usersNameInvalid: "nome inválido '{1}': use letras, números, ponto, hífen ou sublinhado (até 64)"
        case .usersRevoked: "{1} token(s) de {2} revogado(s)"
        case .usersNone: "nenhuma pessoa ainda; crie uma com: fittoday users add NOME"
        case .usersColName: "Nome"
        case .usersColCreated: "Criada em"
        case .usersColTokens: "Tokens ativos"
        }
    }
}
