/// The words of `fittoday serve` and of the service's problems in Brazilian Portuguese.
enum PortugueseServerTable {
    static func text(_ message: ServerMessage) -> String {
        switch message {
        case .serverAbstract: "Serve planos, catálogo, histórico e sessões ao vivo por HTTP (para apps de celular e relógio)."
        case .serverDiscussion: """
            Cada rota, menos /health, /ready, /metrics e /openapi.json, pede Authorization: Bearer <token> (crie um com fittoday users add NOME). O contrato está em /openapi.json. SIGTERM ou Ctrl-C encerram com calma: as requisições em curso terminam e as conexões ao vivo são fechadas pedindo que o app reconecte.
            """
        case .serverHelpHost: "O endereço de escuta (127.0.0.1 por padrão: só esta máquina)."
        case .serverHelpPort: "A porta de escuta (8080 por padrão)."
        case .serverHelpOffline: "Nunca consulta o LLM: todo plano vem do compositor local."
        case .serverValueHost: "endereço"
        case .serverValuePort: "porta"
        case .serverListening: "servindo em http://{1}:{2} (banco {3})"
        case .serverStopped: "serviço encerrado"
        case .serverBadEnvironment: "{1}={2} não é um número válido (use 0 ou mais)"
        case .serverPortRange: "--port {1} fora do intervalo 0…65535"
        case .serverUnauthorized: "token ausente, inválido ou revogado; envie Authorization: Bearer <token>"
        case .serverNotFound: "não encontrado"
        case .serverRouteNotFound: "não há rota {1}"
        case .serverPlanNotFound: "nenhum plano registrado em {1}"
        case .serverSessionNotFound: "nenhuma sessão {1}"
        case .serverNoActiveSession: "nenhuma sessão ativa"
        case .serverExerciseNotFound: "nenhum exercício com o id {1}"
        case .serverBodyTooLarge: "o corpo passa do limite de {1} bytes"
        case .serverRateLimited: "requisições demais com este token; tente de novo em {1} s"
        case .serverNotJSON: "o corpo não é JSON"
        case .serverWrongType: "o campo {1} tem um tipo inesperado"
        case .serverMissingField: "falta o campo {1}"
        case .serverBadParameter: "parâmetro inválido: {1}"
        case .serverNotReady: "o banco de dados não responde"
        case .serverInternal: "erro interno; a requisição não foi aplicada"
        case .serverStoreUnreachable: "o banco de dados ({1}) não responde; tente de novo em instantes"
        case .serverBusy: "o banco de dados está ocupado; tente de novo"
        case .serverMethodNotAllowed: "método não permitido nesta rota"
        case .serverUnsupportedMediaType: "tipo de conteúdo não aceito; envie application/json"
        case .serverConnections: """
            CONEXÕES (variáveis de ambiente; tempos em segundos)
              FITTODAY_IDLE_TIMEOUT      fecha uma conexão sem requisição após N s (padrão 60)
              FITTODAY_HEAD_TIMEOUT      responde 408 e fecha se os cabeçalhos não chegam inteiros em N s (padrão 10)
              FITTODAY_BODY_TIMEOUT      fecha se o corpo não chega inteiro em N s após os cabeçalhos (padrão 30)
              FITTODAY_MAX_CONNECTIONS   conexões abertas ao mesmo tempo; além disso a mais antiga ociosa é fechada (padrão: limite de descritores menos 64, até 10000)
              FITTODAY_MAX_HEADER_BYTES  tamanho máximo do endereço e dos cabeçalhos: 414 ou 431 além dele (padrão 32768)
              FITTODAY_MAX_HEADERS       número máximo de cabeçalhos: 431 além dele (padrão 100)
            """
        case .serverMalformedRequest: "a requisição não é HTTP/1.1 válido"
        case .serverMalformedBody: "o corpo da requisição está malformado (tamanho de bloco ou Content-Length inválido)"
        case .serverURLTooLong: "o endereço passa do limite de {1} bytes"
        case .serverHeadersTooLarge: "os cabeçalhos passam do limite de {1} bytes ou {2} campos"
        case .serverUnknownMethod: "método HTTP desconhecido"
        case .serverVersionUnsupported: "versão do HTTP não suportada; use HTTP/1.1"
        case .serverRequestTimeout: "a requisição não chegou inteira em {1} s"
        case .serverBadPositive: "{1}={2} não é um número válido (use um número maior que 0)"
        }
    }
}
