import FitTodayDomain
import FitTodayResources
import FitTodaySession
import Foundation
import Testing

private typealias F = SessionFixtures

/// A load per hand travels from the plan into the session's exercise (its JSON says `perHand`), and a swap drops it:
/// the note was the old exercise's.
@Suite("session: a load per hand")
struct SessionPerHandTests {
    @Test func carriedFromThePlanAndDroppedOnASwap() throws {
        var plan = F.plan
        for index in plan.exercises.indices { plan.exercises[index].perHand = index == 0 }
        var engine = SessionEngine()
        #expect(engine.apply(F.command(.start, "start"), now: F.t0, plan: plan, equipment: F.equipment).ok)
        let session = try #require(engine.session)
        #expect(session.exercises[0].perHand == true)
        #expect(session.exercises.dropFirst().allSatisfy { $0.perHand == nil })
        let json = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(session)) as? [String: Any])
        let exercises = try #require(json["exercises"] as? [[String: Any]])
        #expect(exercises[0]["perHand"] as? Bool == true && exercises[1]["perHand"] == nil)

        let catalog = F.resources.catalog
        let current = try #require(catalog.exercise(id: session.exercises[0].exerciseId))
        let alternative = try #require(catalog.exercises.first {
            $0.id != current.id && $0.pattern == current.pattern && $0.unit == current.unit
                && !Set($0.primaryMuscles).isDisjoint(with: current.primaryMuscles)
                && $0.isAvailable(with: EquipmentSet(F.equipment))
        })
        let swap = F.command(.swapExercise, "swap") { $0.exerciseIndex = 0; $0.exerciseId = alternative.id }
        #expect(engine.apply(swap, now: F.t0, catalog: catalog).ok)
        #expect(try #require(engine.session).exercises[0].perHand == nil)
    }
}
