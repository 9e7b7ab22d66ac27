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
        case .storeEmptyFile: "history database {1}: the file is empty (0 bytes), so it is not a FitToday database; it was left untouched. Delete it to start a new history, or copy a backup over it"
        case .storeDamaged: "history database {1}: the file is damaged (it fails SQLite's integrity check or lacks a table); it was not used. Restore a backup (see fittoday backup --help)"
        case .storeMigratedByNewer: "history database {1}: a newer fittoday migrated it (steps unknown here: {2}); it was left untouched. Update fittoday"
        case .storeNotFound: "history database {1}: there is no database at this path"
        case .storeBackupAbstract: "Copy the history database to a file, safely while fittoday serve is running."
        case .storeBackupDiscussion: """
            The copy is made with SQLite's online backup, by any process, while others read and write: it holds every workout and command committed before it began, is one self-contained file, and passes an integrity check before it is written to --out.
            To restore: stop fittoday serve (and any other fittoday), copy the backup over the database file, delete the -wal and -shm files beside it, start again.
            PostgreSQL is backed up with pg_dump, not with this command.
            """
        case .storeHelpBackupOut: "The file to write the copy to (refused if it exists, unless --force)."
        case .storeHelpBackupForce: "Replace the --out file if it exists."
        case .storeBackupDone: "backup of {1} written to {2} ({3} bytes, integrity checked)"
        case .storeBackupExists: "{1} already exists; choose another file or add --force"
        case .storeBackupSameFile: "--out is the database itself ({1}); choose another file"
        case .storeBackupPostgres: "backup copies the SQLite file; back up PostgreSQL with pg_dump (e.g. pg_dump --format=custom --file=fittoday.dump URL)"
        case .storeBackupCannotWrite: "cannot write the backup to {1}"
        case .storeBothChosen: "use --db or --postgres, not both"
        case .storeBadURL: "invalid PostgreSQL URL: {1} (use postgres://user:password@host:port/database or host=… user=… password=… dbname=…)"
        case .storeBadSSLMode: "sslmode {1} is not supported (use disable, require, verify-ca or verify-full)"
        case .storeLoginRefused: "history database {1}: the server refused the login (wrong user or password, or not allowed from here); check the URL"
        case .storeUnknownKeyword: "PostgreSQL keyword {1} is not supported (use host, port, user, password, dbname and sslmode)"
        case .storeHelpPostgres: "Uses PostgreSQL instead of the SQLite file: a libpq-style URL, postgres:// followed by user:password@host:port/database (TLS only with sslmode=require). Also FITTODAY_POSTGRES_URL."
        }
    }
}
