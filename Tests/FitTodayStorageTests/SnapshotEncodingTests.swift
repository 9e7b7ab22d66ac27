import FitTodayDomain
import FitTodaySession
@testable import FitTodayStorage
import Foundation
import FitTodayTestSupport
import Testing

@Suite("a snapshot's JSON reuses its unchanged exercises and is what the encoder writes")
struct SnapshotEncodingTests {
    typealias F = StoreFixtures

    @Test("at every step of a session it reads back equal (with sorted keys, byte for byte the plain encoding); unchanged exercises are not encoded again")
    func sameBytes() throws {
        try sameSession(SQLiteLedger.encoder, bytes: false)
        let sorted = JSONEncoder()
        sorted.outputFormatting = [.sortedKeys]
        try sameSession(sorted, bytes: true)
    }

    /// With unsorted keys a dictionary's keys come in hash order, which two encodings need not share: only the
    /// decoded value is compared then.
    func sameSession(_ encoder: JSONEncoder, bytes: Bool) throws {
        var engine = SessionEngine()
        let plan = F.plan(on: F.day)
        #expect(engine.apply(F.command(.start, "s"), now: F.t0, plan: plan, equipment: F.equipment).ok)
        var previous: EncodedExercises?
        var commands: [SessionCommand] = []
        for (index, set) in try #require(engine.session).exercises[0].sets.enumerated() {
            commands.append(F.command(.completeSet, "set-\(index)", at: Double(60 * (index + 1))) {
                $0.setId = set.setId
                $0.reps = 8
                $0.weightKg = 22.5
            })
            commands.append(F.command(.healthSample, "hr-\(index)", at: Double(60 * (index + 1) + 5)) { $0.heartRateBpm = Double(120 + index) })
        }
        commands.append(F.command(.skipExercise, "skip", at: 900))
        commands.append(F.command(.pause, "pause", at: 910))
        var reused = 0
        for command in [nil] + commands {
            if let command { #expect(engine.apply(command, now: F.t0).ok, "\(command.commandId)") }
            let session = try #require(engine.session)
            let (text, exercises) = try SnapshotEncoding.text(session, previous: previous, encoder: encoder)
            if bytes { #expect(text == String(decoding: try encoder.encode(session), as: UTF8.self), "\(command?.commandId ?? "start")") }
            #expect(try JSONDecoder().decode(Session.self, from: Data(text.utf8)) == session)
            if let previous, command?.type == .healthSample {
                // A health sample changes no exercise: every exercise's JSON is the one kept.
                #expect(zip(previous.texts, exercises.texts).allSatisfy { $0 == $1 })
                reused += 1
            }
            previous = exercises
        }
        #expect(reused > 0)
    }

    @Test("another session's exercises are never reused")
    func otherSession() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var engine = SessionEngine()
        #expect(engine.apply(F.command(.start, "a"), now: F.t0, plan: F.plan(on: F.day), equipment: F.equipment).ok)
        let session = try #require(engine.session)
        let stale = EncodedExercises(sessionId: "another", values: session.exercises, texts: session.exercises.map { _ in "{}" })
        let (text, _) = try SnapshotEncoding.text(session, previous: stale, encoder: encoder)
        #expect(text == String(decoding: try encoder.encode(session), as: UTF8.self))
    }
}
