import FitTodayPostgres
import FitTodaySession
import FitTodayStorage
import Foundation
import GRDB
import FitTodayTestSupport
import Testing

@Suite("session stores keep replies with their command's fingerprint, and nothing for a command out of bounds")
struct CommandReplyStoreTests {
    typealias F = StoreFixtures

    static let huge = String(repeating: "x", count: 60_000)

    /// The replies `store` keeps for its person.
    static func kept(_ store: any SessionStore) async throws -> Int {
        switch store {
        case let memory as InMemoryStore: memory.storedReplyCount()
        case let sqlite as SQLiteStore: try sqlite.storedReplyCount()
        case let postgres as PostgresStore: try await postgres.storedReplyCount()
        default: -1
        }
    }

    @Test("60 KB ids and out-of-range values are refused and leave no reply; a reused id is refused, a retry answered", arguments: StoreKind.allCases)
    func boundsAndReuse(_ kind: StoreKind) async throws {
        let store = try await kind.sessionStore()
        try await store.record(RecordedPlan(plan: F.plan(on: F.day), fingerprint: "f", revision: 0))
        let setting = F.setting()
        #expect(try await store.apply(F.command(.start, "start"), now: F.t0, setting: setting).ok)
        let kept = try await Self.kept(store)
        #expect(kept == 1)
        for index in 0..<30 {
            let reply = try await store.apply(F.command(.pause, "\(Self.huge)\(index)"), now: F.t0, setting: setting)
            #expect(reply.reasonCode == .invalidValue && reply.commandId == nil && reply.revision == 1)
        }
        let far = F.command(.pause, "far") { $0.at = Date(timeIntervalSince1970: 3_093_527_980_800) }
        #expect(try await store.apply(far, now: F.t0, setting: setting).reasonCode == .invalidValue)
        let overflow = F.command(.adjustRest, "overflow", at: 10) { $0.deltaSeconds = Int.max }
        #expect(try await store.apply(overflow, now: F.t0, setting: setting).reasonCode == .invalidValue)
        #expect(try await Self.kept(store) == kept, "\(type(of: store))")

        let heart = F.command(.healthSample, "h", at: 20) { $0.heartRateBpm = 120 }
        let first = try await store.apply(heart, now: F.t0, setting: setting)
        #expect(first.ok && first.revision == 2)
        let other = F.command(.discard, "h", at: 21)
        let reused = try await store.apply(other, now: F.t0, setting: setting)
        #expect(reused == .refused("h", .commandIdReused, revision: 2, sessionId: first.sessionId))
        #expect(try await store.apply(other, now: F.t0, setting: setting).reasonCode == .commandIdReused, "past the cache too")
        var retry = heart
        retry.at = F.t0.addingTimeInterval(25)
        retry.expectedRevision = 2
        retry.deviceId = "watch-2"
        #expect(try await store.apply(retry, now: F.t0, setting: setting) == first, "relayed and stamped anew, still a retry")
        #expect(try await store.latestSession()?.status == .active, "the other command was not applied")
        #expect(try await Self.kept(store) == kept + 1)
    }

    @Test("a database from before fingerprints: its replies answer any command with their id; new ones are checked")
    func olderReplies() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-fp-\(UUID().uuidString)")
        let path = folder.appendingPathComponent("history.sqlite").path
        let store = try SQLiteStore(path: path)
        try store.record(RecordedPlan(plan: F.plan(on: F.day), fingerprint: "f", revision: 0))
        let started = try store.apply(F.command(.start, "start"), now: F.t0, setting: F.setting())
        try DatabaseQueue(path: path).write { try $0.execute(sql: "UPDATE sessionCommand SET fingerprint = NULL") }
        let reopened = try SQLiteStore(path: path)
        #expect(try reopened.apply(F.command(.discard, "start"), now: F.t0, setting: F.setting()) == started)
        #expect(try reopened.latestSession()?.status == .active)
    }

    @Test("the reply cache is bounded by bytes as well as entries")
    func cacheBytes() {
        let cache = RecentCache<PersonCommand, RememberedReply>(capacity: 1_000, budget: 64 * 1_024)
        for index in 0..<500 {
            let id = String(repeating: "i", count: 100) + "\(index)"
            let reply = SessionReply.refused(id, .notFound, revision: 1, sessionId: "session-1")
            cache.insert(RememberedReply(reply: reply, fingerprint: String(repeating: "f", count: 64)), for: PersonCommand(person: "ana", commandId: id))
        }
        let usage = cache.usage
        #expect(usage.bytes <= 64 * 1_024 && usage.count < 500, "\(usage)")
        let last = "\(String(repeating: "i", count: 100))499"
        #expect(cache[PersonCommand(person: "ana", commandId: last)] != nil, "the newest stays")
        let big = RememberedReply(reply: .refused(Self.huge, .notFound, revision: 1), fingerprint: nil)
        cache.insert(big, for: PersonCommand(person: "ana", commandId: "big"))
        #expect(cache[PersonCommand(person: "ana", commandId: "big")] == nil, "a value over half the budget is not kept")
    }
}
