import FitTodayComposition
import FitTodayDomain
import FitTodayServer
import FitTodaySession
import FitTodayStorage
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import FitTodayTestSupport
import Testing

/// A person's store whose commands fail the way a real one can: the database stays locked (busy), the deadline
/// passes (timeout), or something else breaks (a damaged row).
struct FailingSessions: HistoryStore, SessionStore {
    let inner: InMemoryStore
    let failure: HistoryStoreError.Problem

    func workouts(before date: CalendarDay, limit: Int) async throws -> [WorkoutPlan] { inner.workouts(before: date, limit: limit) }
    func recorded(on date: CalendarDay) async throws -> RecordedPlan? { inner.recorded(on: date) }
    func record(_ plan: RecordedPlan) async throws { inner.record(plan) }
    func settings() async throws -> PersonSettings { inner.settings() }
    func saveSettings(_ settings: PersonSettings) async throws { inner.saveSettings(settings) }
    func lastLogged(of exerciseIds: [String], before date: CalendarDay) async throws -> [String: LoggedExercise] {
        inner.lastLogged(of: exerciseIds, before: date)
    }
    func apply(_ command: SessionCommand, now: Date, setting: CommandSetting) async throws -> SessionReply {
        throw HistoryStoreError(path: "test.sqlite", problem: failure)
    }
    func latestSession() async throws -> Session? { inner.latestSession() }
    func session(id: String) async throws -> Session? { inner.session(id: id) }
    func events(sessionId: String, after revision: Int) async throws -> [SessionEvent] { inner.events(sessionId: sessionId, after: revision) }
    func personalBests() async throws -> [String: PersonalBests] { inner.personalBests() }
}

/// Stores whose sessions fail with `failure` and which say whether they are reachable.
struct FailingStores: Stores {
    let base = MemoryStores()
    let memory = InMemoryStore()
    let failure: HistoryStoreError.Problem
    let reachable: Bool

    var people: any PeopleStore { base.people }
    func store(for personId: String) -> any HistoryStore & SessionStore {
        FailingSessions(inner: memory.scoped(to: personId), failure: failure)
    }
    func isReachable() async -> Bool { reachable }

    var kind: String { base.kind }
    func openSessions() async throws -> Int { 0 }
    var location: String { "failing" }
}

@Suite("HTTP statuses of a failing store")
struct FailingStoreTests {
    @Test("busy and timeout answer 503 with Retry-After and the reply object (not remembered: a retry may apply); anything else 500; /ready 503", arguments: [
        (HistoryStoreError.Problem.busy, 503, "busy"), (.timedOut, 503, "timeout"), (.sqlite(code: 11), 500, "unknown"),
    ])
    func failing(problem: HistoryStoreError.Problem, status: Int, reason: String) async throws {
        let stores = FailingStores(failure: problem, reachable: false)
        let token = try await ServerFixture.person("ana", in: stores)
        let configuration = try await ServerFixture().configuration()
        try await buildApplication(configuration, stores: stores).test(.router) { client in
            let reply = try await client.execute(
                uri: "/v1/sessions/commands", method: .post, headers: .auth(token),
                body: .json(#"{"commandId":"x1","deviceId":"phone","type":"start"}"#))
            #expect(Int(reply.status.code) == status)
            #expect(reply.object["reasonCode"] as? String == reason)
            #expect(reply.object["ok"] as? Bool == false)
            if status == 503 { #expect(reply.headers[.retryAfter] == "1") }
            #expect(!reply.text.contains("test.sqlite"))
            let ready = try await client.execute(uri: "/ready", method: .get)
            #expect(ready.status == .serviceUnavailable)
            #expect(ready.headers[.contentType] == "application/problem+json")
        }
    }
}
