import FitTodayDomain
import FitTodayResources
import Testing

@Suite struct VariationValidatorTests {
    let validator = VariationValidator(threshold: 0.6, window: 3)

    @Test func emptyHistoryMakesEveryExerciseNew() {
        let verdict = validator.evaluate(plan: ["a", "b", "c"], history: [])
        #expect(verdict.ratio == 1)
        #expect(verdict.repeated.isEmpty)
        #expect(verdict.passes)
    }

    @Test func fewerThanThreeWorkoutsUsesWhatThereIs() {
        let verdict = validator.evaluate(plan: ["a", "b", "c", "d"], history: [["a"], ["b"]])
        #expect(verdict.ratio == 0.5)
        #expect(verdict.repeated == ["a", "b"])
        #expect(!verdict.passes)
    }

    @Test func onlyTheLastThreeWorkoutsCount() {
        let verdict = validator.evaluate(plan: ["a", "b"], history: [["a"], ["x"], ["y"], ["z"]])
        #expect(verdict.ratio == 1)
    }

    @Test func zeroPercent() {
        let verdict = validator.evaluate(plan: ["a", "b"], history: [["a", "b"]])
        #expect(verdict.ratio == 0)
        #expect(!verdict.passes)
    }

    @Test func justBelowTheThresholdFails() {
        // 599 of 1000 new: 59.9 %.
        let plan = (0..<1000).map { "e\($0)" }
        let verdict = validator.evaluate(plan: plan, history: [Array(plan[599...])])
        #expect(abs(verdict.ratio - 0.599) < 1e-12)
        #expect(!verdict.passes)
    }

    @Test(arguments: [(3, 5), (6, 10), (9, 15), (600, 1000)])
    func exactlySixtyPercentPasses(fresh: Int, total: Int) {
        let plan = (0..<total).map { "e\($0)" }
        let verdict = validator.evaluate(plan: plan, history: [Array(plan[fresh...])])
        #expect(verdict.ratio == Double(fresh) / Double(total))
        #expect(verdict.passes, "threshold is inclusive")
    }

    @Test func oneHundredPercent() {
        let verdict = validator.evaluate(plan: ["a", "b", "c"], history: [["x"], ["y"], ["z"]])
        #expect(verdict.ratio == 1)
        #expect(verdict.passes)
    }

    @Test func duplicatesInHistoryCountOnce() {
        let verdict = validator.evaluate(plan: ["a", "b", "c", "d", "e"], history: [["a", "a"], ["a"], ["a", "a"]])
        #expect(verdict.repeated == ["a"])
        #expect(verdict.ratio == 0.8)
    }

    @Test func sameExerciseUnderTwoNamesIsOneExercise() {
        let validator = VariationValidator(threshold: 0.6, window: 3, catalog: TinyCatalog.index)
        let verdict = validator.evaluate(
            plan: ["Supino Reto com Barra", "flexao", "dip"],
            history: [["barbell-bench-press"], ["Flexão de braço"]])
        #expect(verdict.repeated == ["barbell-bench-press", "push-up"])
        #expect(abs(verdict.ratio - 1.0 / 3.0) < 1e-12)
    }

    @Test func bestAchievableReportsAnImpossibleDemand() {
        // Pool of 4, the last workouts used 3 of them: a 3-exercise plan can hold at most 1 new one.
        let verdict = validator.evaluate(
            plan: ["a", "b", "d"], history: [["a", "b", "c"]], candidatePool: ["a", "b", "c", "d"])
        #expect(abs(verdict.bestAchievable - 1.0 / 3.0) < 1e-12)
        #expect(verdict.isInfeasible)
        #expect(verdict.ratio == verdict.bestAchievable)
    }

    @Test func thresholdComesFromConfig() {
        #expect(Fixtures.resources.makeValidator().threshold == Fixtures.resources.config.variation.threshold)
        #expect(Fixtures.resources.config.variation.threshold == 0.6)
    }
}
