/// The words of where history, sessions and people are kept: the SQLite file, PostgreSQL, their problems and the
/// option that chooses between them. In `PortugueseStoreTable` and `EnglishStoreTable`; every case starts with
/// `store`, so no name clashes with another table's.
public enum StoreMessage: String, CaseIterable, Sendable {
    case storeFolder, storeNotDatabase, storeNotWritable, storeBusy, storeUnreadablePlan, storeSQLiteError
    case storeUnreachable, storeServerRefused, storeSchemaNewer
    case storeBothChosen, storeBadURL, storeBadSSLMode, storeHelpPostgres
    case storeLoginRefused, storeUnknownKeyword
    case storeEmptyFile, storeDamaged, storeMigratedByNewer, storeNotFound
    case storeBackupAbstract, storeBackupDiscussion, storeHelpBackupOut, storeHelpBackupForce, storeBackupDone
    case storeBackupExists, storeBackupSameFile, storeBackupPostgres, storeBackupCannotWrite
}
