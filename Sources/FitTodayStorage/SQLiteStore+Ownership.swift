import GRDB

extension SQLiteStore {
    /// `v5-ownership`: every plan, session, event, reply, best and log belongs to a person. What was kept before
    /// people existed becomes the local person's (the command line's). Keys gain the person, so two people's
    /// dates, session ids and command ids never meet.
    static func registerOwnership(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v5-ownership") { db in
            try db.execute(sql: """
                CREATE TABLE workoutOwned (
                    person TEXT NOT NULL, date TEXT NOT NULL, plan TEXT NOT NULL, fingerprint TEXT NOT NULL,
                    revision INTEGER NOT NULL, PRIMARY KEY (person, date)) WITHOUT ROWID;
                INSERT INTO workoutOwned SELECT 'local', date, plan, fingerprint, revision FROM workout;
                DROP TABLE workout;
                ALTER TABLE workoutOwned RENAME TO workout;
                ALTER TABLE replacedWorkout ADD COLUMN person TEXT NOT NULL DEFAULT 'local';

                CREATE TABLE sessionOwned (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT, person TEXT NOT NULL, id TEXT NOT NULL, date TEXT NOT NULL,
                    status TEXT NOT NULL, revision INTEGER NOT NULL, snapshot TEXT NOT NULL, changed TEXT NOT NULL,
                    UNIQUE (person, id));
                INSERT INTO sessionOwned SELECT seq, 'local', id, date, status, revision, snapshot, changed FROM session;
                DROP TABLE session;
                ALTER TABLE sessionOwned RENAME TO session;
                CREATE INDEX sessionByPerson ON session (person, seq);

                CREATE TABLE sessionEventOwned (
                    person TEXT NOT NULL, sessionId TEXT NOT NULL, revision INTEGER NOT NULL, position INTEGER NOT NULL,
                    event TEXT NOT NULL, PRIMARY KEY (person, sessionId, revision, position)) WITHOUT ROWID;
                INSERT INTO sessionEventOwned SELECT 'local', sessionId, revision, position, event FROM sessionEvent;
                DROP TABLE sessionEvent;
                ALTER TABLE sessionEventOwned RENAME TO sessionEvent;

                CREATE TABLE sessionCommandOwned (
                    person TEXT NOT NULL, commandId TEXT NOT NULL, reply TEXT NOT NULL,
                    PRIMARY KEY (person, commandId)) WITHOUT ROWID;
                INSERT INTO sessionCommandOwned SELECT 'local', commandId, reply FROM sessionCommand;
                DROP TABLE sessionCommand;
                ALTER TABLE sessionCommandOwned RENAME TO sessionCommand;

                CREATE TABLE personalBestOwned (
                    person TEXT NOT NULL, exerciseId TEXT NOT NULL, bests TEXT NOT NULL,
                    PRIMARY KEY (person, exerciseId)) WITHOUT ROWID;
                INSERT INTO personalBestOwned SELECT 'local', exerciseId, bests FROM personalBest;
                DROP TABLE personalBest;
                ALTER TABLE personalBestOwned RENAME TO personalBest;

                CREATE TABLE exerciseLogOwned (
                    person TEXT NOT NULL, exerciseId TEXT NOT NULL, date TEXT NOT NULL, item TEXT NOT NULL,
                    rating INTEGER, PRIMARY KEY (person, exerciseId, date)) WITHOUT ROWID;
                INSERT INTO exerciseLogOwned SELECT 'local', exerciseId, date, item, rating FROM exerciseLog;
                DROP TABLE exerciseLog;
                ALTER TABLE exerciseLogOwned RENAME TO exerciseLog;
                """)
        }
    }
}
