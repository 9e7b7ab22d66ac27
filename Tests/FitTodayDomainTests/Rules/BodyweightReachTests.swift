import FitTodayDomain
import FitTodayResources
import Testing

/// A fixed bodyweight move's dose against the body's reach (`BodyweightReach`): cut when it is too hard, raised
/// when it is too easy and nothing loads, never past `mostReps`.
@Suite struct BodyweightReachTests {
    static let reach = Fixtures.resources.config.training.bodyweightReach

    /// The raised top is the fewest top reps that make the set a working one: its reps plus the reserve, times the
    /// slack, reach the body's most reps.
    @Test func aRaisedDoseIsTheFewestRepsThatWork() throws {
        let reach = BodyweightReach(upper: [12, 25], lower: [20, 35], easySlack: 1.25, fewestReps: 5, mostReps: 20)
        let top = try #require(reach.raisedTop(reach: 25, rir: 1))
        #expect(top == 19)
        #expect(reach.fit(reach: 25, target: RepRange(min: 15, max: top), rir: 1) == .fits)
        #expect(reach.fit(reach: 25, target: RepRange(min: 14, max: top - 1), rir: 1) == .tooEasy)
        // 35 reps of a lower-body move over the slack is 28: past `mostReps`, that is endurance work.
        #expect(reach.raisedTop(reach: 35, rir: 2) == nil)
        #expect(reach.raisedTop(reach: nil, rir: 2) == nil)
        // A catalog cap or fixed scheme is never raised past.
        #expect(reach.raisedTop(reach: 25, rir: 1, maxReps: 12) == nil)
    }

    /// With nothing to load, push-ups for an intermediate are raised to a working set; with dumbbells at hand they
    /// keep the goal's dose (and lose to the loaded press).
    @Test func onlyAPersonWithNothingToLoadGetsARaisedDose() throws {
        let pushUp = try #require(Fixtures.catalog.exercise(id: "push-up"))
        func dose(_ equipment: EquipmentSet) -> TrainingRules.Prescription {
            let request = PlanRequest(
                equipment: equipment, level: .intermediate, goal: .hypertrophy, minutes: 45, date: Fixtures.day)
            return Fixtures.composer.doses(for: request).prescription(for: pushUp, mainLift: false)
        }
        let bare = dose(EquipmentSet())
        let rir = try #require(bare.effort?.rir)
        #expect(bare.target.max == Self.reach.raisedTop(reach: Self.reach.upper[1], rir: rir))
        #expect(bare.target.max <= Self.reach.mostReps)
        #expect(Self.reach.fit(pushUp, level: .intermediate, target: bare.target, rir: rir) == .fits)
        let loaded = dose(EquipmentSet([.dumbbell, .bench]))
        #expect(loaded.target.max == 12, "\(loaded.target)")
    }
}
