@testable import FitTodayDomain
import FitTodayResources
import Testing

/// The weekly minimum a coach asks for: helpers' sets count half toward it (bracing does not), and it scales to
/// what the person's week of sessions can hold.
@Suite struct WeeklyMinimumTests {
    let rules = Fixtures.resources.config.training
    let catalog = Fixtures.catalog

    func add(_ id: String, sets: Int, to volume: inout WeeklyVolume) throws {
        let trait = catalog.traits[try #require(catalog.position(ofId: id))]
        volume.add(sets: sets, groups: trait.primaryGroups, helpers: trait.helperGroups)
    }

    @Test func aHelpersSetCountsHalfTowardTheMinimumAndNothingTowardTheMaximum() throws {
        var volume = WeeklyVolume()
        try add("barbell-bench-press", sets: 3, to: &volume)
        try add("barbell-back-squat", sets: 4, to: &volume)
        #expect(volume.sets(.chest) == 3 && volume.stimulus(.chest) == 3)
        #expect(volume.sets(.triceps) == 0 && volume.stimulus(.triceps) == 1.5)
        #expect(volume.sets(.shoulders) == 0 && volume.stimulus(.shoulders) == 1.5)
        #expect(volume.stimulus(.hamstrings) == 2 && volume.stimulus(.adductors) == 2)
        // The squat's lower back braces: no core work.
        #expect(volume.stimulus(.core) == 0)
    }

    @Test func theMinimumScalesToWhatTheWeekHolds() throws {
        let seconds = try #require(rules.secondsPerHardSet?[.strength])
        let needed = TrainingGroup.allCases.reduce(0.0) { $0 + rules.weeklyRange($1, goal: .strength).min }
        // Three 20-minute sessions hold 3 × 1,200 s / seconds-per-set hard sets, far under the minimums' sum.
        let scale = rules.weeklyMinimumScale(goal: .strength, level: .intermediate, minutes: 20, daysPerWeek: 3)
        #expect(abs(scale - 3 * 1200 / Double(seconds) / needed) < 1e-9)
        #expect(scale < 0.5)
        let chest = rules.weeklyRange(.chest, goal: .strength, level: .intermediate, minutes: 20, daysPerWeek: 3)
        // In whole sets: a coach prescribes 2 sets, not 2.46.
        #expect(chest.min == (rules.weeklyRange(.chest, goal: .strength).min * scale).rounded())
        #expect(chest.max == rules.weeklyRange(.chest, goal: .strength).max)
        // Five 90-minute sessions hold every minimum; no days known, the goal's range.
        #expect(rules.weeklyMinimumScale(goal: .hypertrophy, level: .intermediate, minutes: 90, daysPerWeek: 5) == 1)
        #expect(rules.weeklyMinimumScale(goal: .strength, level: .intermediate, minutes: 20, daysPerWeek: nil) == 1)
        // More days or minutes never lower it.
        #expect(rules.weeklyMinimumScale(goal: .strength, level: .intermediate, minutes: 30, daysPerWeek: 3) > scale)
        #expect(rules.weeklyMinimumScale(goal: .strength, level: .intermediate, minutes: 20, daysPerWeek: 4) > scale)
    }

    /// A beginner's week is held to the minimums of the full body's groups and the core (COACHING.md: squat, hinge,
    /// push, pull, a carry or core); the week's sets go to those, so each of them gets a larger share.
    @Test func aBeginnersMinimumIsTheFullBodysGroups() {
        for group in [TrainingGroup.calves, .biceps, .triceps, .shoulders, .adductors] {
            #expect(rules.weeklyRange(group, goal: .hypertrophy, level: .beginner, minutes: 45, daysPerWeek: 3).min == 0)
            #expect(rules.weeklyRange(group, goal: .hypertrophy, level: .intermediate, minutes: 45, daysPerWeek: 3).min > 0)
        }
        let beginner = rules.weeklyMinimumScale(goal: .strength, level: .beginner, minutes: 20, daysPerWeek: 3)
        let intermediate = rules.weeklyMinimumScale(goal: .strength, level: .intermediate, minutes: 20, daysPerWeek: 3)
        #expect(beginner > intermediate)
        // The maximum holds for every group at every level.
        #expect(rules.weeklyRange(.calves, goal: .strength, level: .beginner, minutes: 45, daysPerWeek: 3).max
            == rules.weeklyRange(.calves, goal: .strength).max)
    }

    /// The audit judges a run against the same week: its minimum scaled to the request's days and minutes (at a
    /// full gym every group is trainable).
    @Test func theAuditReadsTheScaledMinimum() throws {
        let request = PlanRequest(
            equipment: Fixtures.equipment("full-gym"), level: .intermediate, goal: .strength, minutes: 20,
            date: Fixtures.day, daysPerWeek: 3)
        let schedule = BatchSchedule(decision: DayDecision(rules: Fixtures.resources.config.schedule), daysPerWeek: 3)
        let plans = try BatchRunner(composer: Fixtures.composer).run(request, count: 9, seed: 3, schedule: schedule)
        let audit = PlanAudit(catalog: catalog, rules: rules, request: request)
        let week = try #require(audit.run(plans, goal: .strength).weeks.first)
        let scale = rules.weeklyMinimumScale(goal: .strength, level: .intermediate, minutes: 20, daysPerWeek: 3)
        for group in week.groups {
            #expect(group.min == (rules.weeklyRange(group.group, goal: .strength).min * scale).rounded())
            #expect(group.stimulus >= group.sets)
            #expect(group.underMin == (group.stimulus < group.min - 1e-9))
        }
    }

    @Test func aGroupNothingTrainsAtAWorkingDoseHasNoMinimum() throws {
        // An advanced lifter with no equipment: bodyweight calf raises are far too easy at 6–10 reps.
        let bare = PlanAudit(catalog: catalog, rules: rules, equipment: EquipmentSet(), level: .advanced, goal: .strength)
        let gym = PlanAudit(
            catalog: catalog, rules: rules, equipment: Fixtures.equipment("full-gym"), level: .advanced, goal: .strength)
        #expect(gym.trainable == GroupSet(rawValue: (1 << UInt64(TrainingGroup.allCases.count)) - 1))
        #expect(bare.trainable.isSubset(of: gym.trainable) && bare.trainable != gym.trainable)
        let anyGoal = PlanAudit(catalog: catalog, rules: rules, equipment: EquipmentSet(), level: .advanced)
        #expect(bare.trainable.isSubset(of: anyGoal.trainable))
    }
}
