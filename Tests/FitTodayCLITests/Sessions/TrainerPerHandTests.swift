@testable import FitTodayCLI
import FitTodayDomain
import FitTodayResources
import FitTodaySession
import FitTodayLocalization
import Foundation
import Testing

/// The `train` screen says when the suggested load is per hand (a dumbbell in each hand), and only then.
@Suite("trainer: load per hand")
struct TrainerPerHandTests {
    func screen(perHand: Bool, language: Language) -> String {
        var plan = TrainerModelTests.plan
        plan.exercises[0].perHand = perHand
        var engine = SessionEngine()
        _ = engine.apply(
            SessionCommand(commandId: "start", deviceId: "terminal", type: .start), now: TrainerModelTests.t0,
            plan: plan, equipment: TrainerModelTests.equipment)
        let model = TrainerModel(
            session: engine.session!, plan: plan, catalog: TrainerModelTests.resources.catalog, bodyWeightKg: 75)
        return UserLanguage.$current.withValue(language) {
            TrainerModelTests.text(model.lines(now: TrainerModelTests.t0.addingTimeInterval(5), width: 100, height: 32))
        }
    }

    @Test func perHandLoadSaysSo() {
        #expect(screen(perHand: true, language: .ptBR).contains("40 kg por mão"))
        #expect(screen(perHand: true, language: .en).contains("40 kg per hand"))
        #expect(!screen(perHand: false, language: .ptBR).contains("por mão"))
        #expect(!screen(perHand: false, language: .en).contains("per hand"))
    }
}
