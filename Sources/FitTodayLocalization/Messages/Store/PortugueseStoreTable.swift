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
        case .storeEmptyFile: "banco de histórico {1}: o arquivo está vazio (0 bytes), então não é um banco do FitToday; ficou intocado. Apague-o para começar um histórico novo, ou copie um backup sobre ele"
        case .storeDamaged: "banco de histórico {1}: o arquivo está danificado (falha na verificação de integridade do SQLite ou falta uma tabela); não foi usado. Restaure um backup (veja fittoday backup --help)"
        case .storeMigratedByNewer: "banco de histórico {1}: um fittoday mais novo o migrou (passos desconhecidos aqui: {2}); ficou intocado. Atualize o fittoday"
        case .storeNotFound: "banco de histórico {1}: não há banco neste caminho"
        case .storeBackupAbstract: "Copia o banco de histórico para um arquivo, com segurança mesmo com o fittoday serve rodando."
        case .storeBackupDiscussion: """
            A cópia usa o backup online do SQLite, feito por qualquer processo enquanto outros leem e gravam: contém todo treino e comando confirmado antes do seu início, é um arquivo único e passa por uma verificação de integridade antes de ser gravada em --out.
            Para restaurar: pare o fittoday serve (e qualquer outro fittoday), copie o backup sobre o arquivo do banco, apague os arquivos -wal e -shm ao lado dele e inicie de novo.
            O PostgreSQL se copia com pg_dump, não com este comando.
            """
        case .storeHelpBackupOut: "O arquivo onde gravar a cópia (recusado se existir, a menos que use --force)."
        case .storeHelpBackupForce: "Substitui o arquivo de --out se ele existir."
        case .storeBackupDone: "backup de {1} gravado em {2} ({3} bytes, integridade verificada)"
        case .storeBackupExists: "{1} já existe; escolha outro arquivo ou use --force"
        case .storeBackupSameFile: "--out é o próprio banco ({1}); escolha outro arquivo"
        case .storeBackupPostgres: "backup copia o arquivo SQLite; copie o PostgreSQL com pg_dump (p. ex. pg_dump --format=custom --file=fittoday.dump URL)"
        case .storeBackupCannotWrite: "não consigo gravar o backup em {1}"
        case .storeBothChosen: "use --db ou --postgres, não os dois"
        case .storeBadURL: "URL do PostgreSQL inválida: {1} (use postgres://usuário:senha@host:porta/banco ou host=… user=… password=… dbname=…)"
        case .storeBadSSLMode: "sslmode {1} não suportado (use disable, require, verify-ca ou verify-full)"
        case .storeLoginRefused: "banco de histórico {1}: o servidor recusou o login (usuário ou senha errados, ou acesso não permitido daqui); confira a URL"
        case .storeUnknownKeyword: "a palavra-chave {1} do PostgreSQL não é suportada (use host, port, user, password, dbname e sslmode)"
        case .storeHelpPostgres: "Usa o PostgreSQL em vez do arquivo SQLite: uma URL no estilo libpq, postgres:// seguido de usuário:senha@host:porta/banco (TLS só com sslmode=require). Também FITTODAY_POSTGRES_URL."
        }
    }
}
