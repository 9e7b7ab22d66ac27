public import FitTodayStorage

/// Which store a run uses, and how hard SQLite pushes commits to the disk.
public struct StoreSettings: Sendable, Equatable {
    /// The database a run opens.
    public enum Choice: Sendable, Equatable {
        /// The SQLite file at this path.
        case sqlite(path: String)
        /// PostgreSQL at this URL (checked when the store is opened; it may hold a password, so it is never shown).
        case postgres(url: String)
    }

    /// `--postgres`, else `FITTODAY_POSTGRES_URL` unless `--db` was given; else the SQLite file: `--db`, else
    /// `FITTODAY_DB`, else `history.sqlite` in the data folder.
    public var choice: Choice
    /// The SQLite file this run would use (`wger import` keeps its translations there even on PostgreSQL).
    public var sqlitePath: String
    /// `FITTODAY_DB_SYNCHRONOUS=full` chooses `.full`; anything else, `.normal`.
    public var durability: SQLiteStore.Durability

    public init(choice: Choice, sqlitePath: String, durability: SQLiteStore.Durability = .normal) {
        self.choice = choice
        self.sqlitePath = sqlitePath
        self.durability = durability
    }

    init(_ values: SettingValues, paths: PathSettings) {
        sqlitePath = values.text(.database) ?? paths.dataDirectory + "/history.sqlite"
        // `--db` stores an empty PostgreSQL URL over the environment's, so the file wins (see `CommandLineFlags`).
        choice = values.text(.postgresURL).map { .postgres(url: $0) } ?? .sqlite(path: sqlitePath)
        durability = values.raw(.synchronous)?.lowercased() == "full" ? .full : .normal
    }
}
