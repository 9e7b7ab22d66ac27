import FitTodaySession
import Foundation
import Testing

@Suite("command limits: every field a client sends is bounded")
struct CommandLimitsTests {
    typealias F = SessionFixtures

    static let huge = String(repeating: "x", count: 60_000)

    @Test("each over-long or malformed text field is named with its limit")
    func texts() {
        let cases: [(String, (inout SessionCommand) -> Void, CommandLimits.Fault.Limit)] = [
            ("commandId", { $0.commandId = Self.huge }, .length(max: 128)),
            ("commandId", { $0.commandId = "id\u{0}" }, .format),
            ("deviceId", { $0.deviceId = Self.huge }, .length(max: 128)),
            ("deviceId", { $0.deviceId = "watch\u{7}" }, .format),
            ("setId", { $0.setId = String(repeating: "1", count: 33) }, .length(max: 32)),
            ("exerciseId", { $0.exerciseId = Self.huge }, .length(max: 128)),
            ("planId", { $0.planId = Self.huge }, .length(max: 128)),
            ("notes", { $0.notes = String(repeating: "ó", count: 2_001) }, .length(max: 2_000)),
            ("notes", { $0.notes = "bom\u{1B}[2J" }, .format),
            ("date", { $0.date = "2026-02-30" }, .format),
            ("date", { $0.date = Self.huge }, .format),
        ]
        for (field, fill, limit) in cases {
            var command = F.command(.finish, "c-1")
            fill(&command)
            #expect(CommandLimits.fault(in: command) == CommandLimits.Fault(field: field, limit: limit), "\(field)")
        }
        var fine = F.command(.finish, "c-1") { $0.notes = "linha 1\nlinha 2\tfim"; $0.rating = 5 }
        #expect(CommandLimits.fault(in: fine) == nil, "line breaks and tabs are fine in notes")
        fine.commandId = String(repeating: "é", count: 128)
        #expect(CommandLimits.fault(in: fine) == nil, "128 characters is the limit, not 128 bytes")
    }

    @Test("numbers and times outside their ranges: year 99999, Int.max seconds, a negative revision")
    func numbers() {
        let year99999 = Date(timeIntervalSince1970: 3_093_527_980_800)
        let cases: [(String, (inout SessionCommand) -> Void)] = [
            ("at", { $0.at = year99999 }),
            ("at", { $0.at = Date(timeIntervalSince1970: 0) }),
            ("deltaSeconds", { $0.deltaSeconds = Int.max }),
            ("deltaSeconds", { $0.deltaSeconds = Int.min }),
            ("expectedRevision", { $0.expectedRevision = -1 }),
            ("reps", { $0.reps = 1_001 }),
            ("seconds", { $0.seconds = Int.max }),
            ("exerciseIndex", { $0.exerciseIndex = Int.max }),
            ("steps", { $0.steps = -1 }),
            ("rating", { $0.rating = 0 }),
            ("weightKg", { $0.weightKg = 1e300 }),
            ("rpe", { $0.rpe = 0.5 }),
            ("activeEnergyKcal", { $0.activeEnergyKcal = -1 }),
            ("heartRateBpm", { $0.heartRateBpm = 1_000 }),
        ]
        for (field, fill) in cases {
            var command = F.command(.adjustRest, "c-1")
            fill(&command)
            #expect(CommandLimits.fault(in: command)?.field == field, "\(field)")
        }
        var edge = F.command(.adjustRest, "c-1", at: Date(timeIntervalSince1970: 4_102_444_799)) { $0.deltaSeconds = -86_400 }
        #expect(CommandLimits.fault(in: edge) == nil, "the last second of 2099 and a day back are fine")
        edge.at = Date(timeIntervalSince1970: 4_102_444_800)
        #expect(CommandLimits.fault(in: edge) == .init(field: "at", limit: .range(lower: "2000-01-01T00:00:00Z", upper: "2099-12-31T23:59:59Z")))
    }

    @Test("the engine refuses a time outside the century and a rest moved by Int.max, and nothing traps")
    func engine() {
        var engine = F.started()
        let before = engine.session
        let far = F.command(.pause, "p-1", at: Date(timeIntervalSince1970: 3_093_527_980_800))
        #expect(engine.apply(far, now: F.t0).reasonCode == .invalidValue)
        _ = engine.apply(F.command(.startRest, "r-1", at: F.t0.addingTimeInterval(10)), now: F.t0)
        let resting = engine.session
        for (id, delta) in [("a-1", Int.max), ("a-2", Int.min), ("a-3", 86_401)] {
            let reply = engine.apply(F.command(.adjustRest, id, at: F.t0.addingTimeInterval(20)) { $0.deltaSeconds = delta }, now: F.t0)
            #expect(reply.reasonCode == .invalidValue, "\(delta)")
        }
        #expect(engine.session == resting && before?.revision == 1)
        let day = engine.apply(F.command(.adjustRest, "a-4", at: F.t0.addingTimeInterval(20)) { $0.deltaSeconds = 86_400 }, now: F.t0)
        #expect(day.ok)
    }
}
