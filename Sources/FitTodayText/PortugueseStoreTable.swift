/// The words of where history, sessions and people are kept (the SQLite file, PostgreSQL) in Brazilian Portuguese.
enum PortugueseStoreTable {
    static func text(_ message: StoreMessage) -> String {
        switch message {
        case .storeFolder: "banco de histórico {1}: não consigo criar a pasta {2}"
        case .storeNotDatabase: "banco de histórico {1}: não é um banco SQLite legível (corrompido?); ficou intocado"
        case .storeNotWritable: "banco de histórico {1}: não pode ser aberto para gravação (verifique as permissões)"
        case .storeBusy: "banco de histórico {1}: ocupado por outro processo; tente de novo em instantes"
        case .storeUnreadablePlan: "banco de histórico {1}: o plano registrado para {2} não pode ser lido"
        case .storeSQLiteError: "banco de histórico {1}: erro do SQLite {2}"
        case .storeUnreachable: "banco de histórico {1}: o servidor não responde; tente de novo em instantes"
        case .storeServerRefused: "banco de histórico {1}: o servidor recusou um comando (SQLSTATE {2})"
        case .storeSchemaNewer: "banco de histórico {1}: o esquema (versão {2}) é mais novo que o deste programa ({3}); atualize o fittoday"
        case .storeBothChosen: "use --db ou --postgres, não os dois"
        case .storeBadURL: "URL do PostgreSQL inválida: {1} (use postgres://usuário:senha@host:porta/banco ou host=… user=… password=… dbname=…)"
        case .storeBadSSLMode: "sslmode {1} não suportado (use disable, require, verify-ca ou verify-full)"
        case .storeLoginRefused: "banco de histórico {1}: o servidor recusou o login (usuário ou senha errados, ou acesso não permitido daqui); confira a URL"
        case .storeUnknownKeyword: "a palavra-chave {1} do PostgreSQL não é suportada (use host, port, user, password, dbname e sslmode)"
        case .storeHelpPostgres: "Usa o PostgreSQL em vez do arquivo SQLite: uma URL no estilo libpq, postgres:// seguido de usuário:senha@host:porta/banco (TLS só com sslmode=require). Também FITTODAY_POSTGRES_URL."
        }
    }
}
