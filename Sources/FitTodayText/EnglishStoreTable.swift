/// The words of where history, sessions and people are kept (the SQLite file, PostgreSQL) in English.
enum EnglishStoreTable {
    static func text(_ message: StoreMessage) -> String {
        switch message {
        case .storeFolder: "history database {1}: cannot create the folder {2}"
        case .storeNotDatabase: "history database {1}: not a readable SQLite database (corrupt?); it was left untouched"
        case .storeNotWritable: "history database {1}: cannot be opened for writing (check permissions)"
        case .storeBusy: "history database {1}: busy in another process; try again in a moment"
        case .storeUnreadablePlan: "history database {1}: the plan recorded for {2} cannot be read"
        case .storeSQLiteError: "history database {1}: SQLite error {2}"
        case .storeUnreachable: "history database {1}: the server does not answer; try again in a moment"
        case .storeServerRefused: "history database {1}: the server refused a statement (SQLSTATE {2})"
        case .storeSchemaNewer: "history database {1}: its schema (version {2}) is newer than this program's ({3}); update fittoday"
        case .storeBothChosen: "use --db or --postgres, not both"
        case .storeBadURL: "invalid PostgreSQL URL: {1} (use postgres://user:password@host:port/database or host=… user=… password=… dbname=…)"
        case .storeBadSSLMode: "sslmode {1} is not supported (use disable, require, verify-ca or verify-full)"
        case .storeLoginRefused: "history database {1}: the server refused the login (wrong user or password, or not allowed from here); check the URL"
        case .storeUnknownKeyword: "PostgreSQL keyword {1} is not supported (use host, port, user, password, dbname and sslmode)"
        case .storeHelpPostgres: "Uses PostgreSQL instead of the SQLite file: a libpq-style URL, postgres:// followed by user:password@host:port/database (TLS only with sslmode=require). Also FITTODAY_POSTGRES_URL."
        }
    }
}
