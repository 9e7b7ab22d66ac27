import FitTodayDomain
import FitTodaySession
import Foundation
import Testing

private typealias F = SessionFixtures

/// The plan's reasons travel into the live session: each exercise keeps its `why`, and the live activity carries the
/// current exercise's, so a phone or a watch can say why without the plan.
@Suite("session: the plan's why in the snapshot and the live activity")
struct SessionWhyTests {
    @Test("each exercise keeps the plan's codes; the live activity follows the current exercise")
    func carried() throws {
        var plan = F.plan
        plan.exercises[0].why = [.keptForProgression, .loadUpAllSetsAtTop, .warmupRamp]
        plan.exercises[1].why = [.newForVariety, .firstTimeChooseLoad]
        var engine = SessionEngine()
        #expect(engine.apply(F.command(.start, "start"), now: F.t0, plan: plan, equipment: F.equipment).ok)
        let session = try #require(engine.session)
        #expect(session.exercises[0].why == plan.exercises[0].why)
        #expect(session.exercises[1].why == plan.exercises[1].why)
        #expect(session.liveActivity(at: F.t0).why == plan.exercises[0].why)
        #expect(engine.apply(F.command(.goToExercise, "go") { $0.exerciseIndex = 1 }, now: F.t0).ok)
        #expect(try #require(engine.session).liveActivity(at: F.t0).why == plan.exercises[1].why)
        // A plan without codes (recorded before they existed) gives none, and the JSON leaves the key out.
        var old = F.plan
        for index in old.exercises.indices { old.exercises[index].why = [] }
        var plain = SessionEngine()
        #expect(plain.apply(F.command(.start, "start-old"), now: F.t0, plan: old, equipment: F.equipment).ok)
        let bare = try #require(plain.session)
        #expect(bare.exercises.allSatisfy { $0.why == nil } && bare.liveActivity(at: F.t0).why == nil)
        let json = String(decoding: try JSONEncoder().encode(bare), as: UTF8.self)
        #expect(!json.contains("\"why\""))
    }
}
