import FitTodayDomain
import FitTodayPostgres
import FitTodaySession
import FitTodayStorage
import Foundation
import TestPostgres
import Testing

/// Several stores with pools of their own over one database stand for several replicas.
@Suite("replicas over one PostgreSQL agree")
struct ReplicaAgreementTests {
    typealias F = PostgresFixtures

    @Test("replicas started together migrate once; the schema is at the latest version")
    func migrateTogether() async throws {
        let url = try await TestDatabase.fresh(prefix: "migrate")
        let stores = try await withThrowingTaskGroup(of: PostgresStore.self) { group in
            for _ in 0..<4 { group.addTask { try await PostgresStore.open(url: url, leaseTimeout: F.patient) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(stores.count == 4)
        #expect(try await stores[0].schemaVersions() == [1, 2, 3])
        for store in stores { await store.close() }
    }

    @Test("a database newer than the program is refused, not written")
    func newerSchema() async throws {
        let url = try await TestDatabase.fresh(prefix: "newer")
        let store = try await PostgresStore.open(url: url, leaseTimeout: F.patient)
        try await store.markSchema(version: 99)
        await store.close()
        await #expect(throws: HistoryStoreError.self) { try await PostgresStore.open(url: url, leaseTimeout: F.patient) }
        do {
            _ = try await PostgresStore.open(url: url, leaseTimeout: F.patient)
        } catch let error as HistoryStoreError {
            #expect(error.problem == .schemaNewer(found: 99, known: 3))
            #expect(!error.description.contains("fittoday@"), "the URL is shown without its password")
        }
    }

    @Test("commands from three replicas at once: every revision once, no gap; a retry on another replica gets the first reply")
    func concurrentCommands() async throws {
        let url = try await TestDatabase.fresh(prefix: "agree")
        var replicas: [PostgresStore] = []
        for _ in 0..<3 { replicas.append(try await PostgresStore.open(url: url, maxConnections: 4, leaseTimeout: F.patient)) }
        let people = replicas.map { $0.scoped(to: "person-ana") }
        try await people[0].record(RecordedPlan(plan: F.plan(), fingerprint: "f", revision: 0))
        let start = try await people[0].apply(F.command(.start, "start"), now: F.t0, setting: F.setting())
        #expect(start.ok)
        let session = try #require(try await people[1].latestSession())
        let sets = session.exercises.flatMap(\.sets).map(\.setId)
        // Every set completed once, each command sent to two replicas at the same moment (a retry that raced).
        let replies = try await withThrowingTaskGroup(of: (String, SessionReply).self) { group in
            for (index, setId) in sets.enumerated() {
                for copy in 0..<2 {
                    let store = people[(index + copy) % 3]
                    group.addTask {
                        let command = F.command(.completeSet, "set-\(setId)", at: Double(10 + index), device: "d\(copy)") {
                            $0.setId = setId  // the target's dose, in the set's unit (a plank's seconds)
                            $0.weightKg = 20
                        }
                        return ("set-\(setId)", try await store.apply(command, now: F.t0, setting: F.setting()))
                    }
                }
            }
            return try await group.reduce(into: [String: [SessionReply]]()) { $0[$1.0, default: []].append($1.1) }
        }
        for (id, pair) in replies {
            #expect(pair.count == 2 && pair[0] == pair[1], "\(id): both copies get the one reply")
            #expect(pair[0].ok, "\(id)")
        }
        let final = try #require(try await people[2].latestSession())
        #expect(final.revision == 1 + sets.count, "one revision per applied command")
        let events = try await people[0].events(sessionId: final.id, after: 0)
        #expect(Set(events.map(\.revision)) == Set(1...final.revision), "no gap")
        #expect(Session.replay(events) == final)
        #expect(final.exercises.flatMap(\.sets).allSatisfy { $0.completedAt != nil })
        // A retry long after, on any replica (its cache empty of that id or not), still gets the first reply; another
        // command under that id is refused there too.
        let late = try await replicas[2].scoped(to: "person-ana").apply(
            F.command(.completeSet, "set-\(sets[0])", at: 99) { $0.setId = sets[0]; $0.weightKg = 20 },
            now: F.t0, setting: F.setting())
        #expect(late == replies["set-\(sets[0])"]?.first)
        let other = try await replicas[2].scoped(to: "person-ana").apply(
            F.command(.completeSet, "set-\(sets[0])") { $0.setId = sets[0]; $0.reps = 1 }, now: F.t0, setting: F.setting())
        #expect(other.reasonCode == .commandIdReused && other.revision == final.revision)
        for replica in replicas { await replica.close() }
    }

    @Test("a server that does not answer is .unreachable within the lease timeout, not a hang")
    func unreachable() async throws {
        let started = ContinuousClock.now
        await #expect(throws: HistoryStoreError.self) {
            try await PostgresStore.open(url: "postgres://fittoday:x@127.0.0.1:9/fittoday", leaseTimeout: .milliseconds(500))
        }
        do {
            _ = try await PostgresStore.open(url: "postgres://fittoday:x@127.0.0.1:9/fittoday", leaseTimeout: .milliseconds(500))
        } catch let error as HistoryStoreError {
            #expect(error.problem == .unreachable && error.isTemporary)
        }
        #expect(ContinuousClock.now - started < .seconds(10))
    }
}
