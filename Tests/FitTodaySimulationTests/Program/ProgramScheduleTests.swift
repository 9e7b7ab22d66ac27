import FitTodayDomain
import FitTodayResources
import FitTodaySimulation
import FitTodayTestSupport
import Testing

/// The schedule over seeded personas asking every day (`ProgramPersonas`): no calendar week holds more training
/// days than the person's days per week, no run of training days is longer than the level allows
/// (`schedule.maxConsecutiveDays`; a recovery or rest day ends a run), and a rest day has no exercises and says why.
@Suite("property: the weekly schedule and rest days")
struct ProgramScheduleTests {
    static let rules = TestProject.resources.config.schedule

    @Test("training days per calendar week ≤ the person's days per week", arguments: ProgramPersonas.all)
    func daysPerWeek(_ run: ProgramCase) async throws {
        let days = try await ProgramRuns.shared.days(run)
        for week in 0..<run.weeks {
            let training = days.filter { $0.week == week && $0.kind?.countsAsTraining == true }
            #expect(
                training.count <= run.persona.daysPerWeek,
                "\(run.testDescription): week \(week + 1) has \(training.count) training days: \(training.map(\.label))")
        }
    }

    @Test("never more consecutive training days than schedule.maxConsecutiveDays for the level",
          arguments: ProgramPersonas.all)
    func longestRun(_ run: ProgramCase) async throws {
        let days = try await ProgramRuns.shared.days(run)
        let most = Self.rules.maxConsecutiveDays[run.persona.level]
        var streak: [ProgramDay] = []
        for day in days {
            streak = day.kind?.countsAsTraining == true ? streak + [day] : []
            #expect(
                streak.count <= most,
                "\(run.testDescription): \(streak.count) training days in a row, more than \(most), ending \(day.label)")
        }
    }

    @Test("a rest day has no exercises and a non-empty why; a recovery day says why too", arguments: ProgramPersonas.all)
    func restDays(_ run: ProgramCase) async throws {
        let days = try await ProgramRuns.shared.days(run)
        for day in days {
            guard let plan = day.plan else { continue }
            switch plan.dayKind {
            case .rest:
                #expect(plan.exercises.isEmpty, "\(run.testDescription): \(day.label) rests with \(plan.exerciseIds)")
                #expect(plan.day?.why.isEmpty == false, "\(run.testDescription): \(day.label) rests without a why")
                #expect(!day.trained, "\(run.testDescription): \(day.label) was trained on a rest day")
            case .recovery:
                #expect(plan.day?.why.isEmpty == false, "\(run.testDescription): \(day.label) recovery without a why")
                #expect(!plan.exercises.isEmpty, "\(run.testDescription): \(day.label) recovery day without exercises")
            case .training, .deload:
                #expect(!plan.exercises.isEmpty, "\(run.testDescription): \(day.label) \(plan.dayKind) without exercises")
                #expect(plan.againstAdvice == nil, "\(run.testDescription): \(day.label) against advice, never asked for")
            }
        }
    }

    @Test("after two training days in a row rated bad, the next day is recovery or rest", arguments: ProgramPersonas.all)
    func badDays(_ run: ProgramCase) async throws {
        let days = try await ProgramRuns.shared.days(run)
        for index in days.indices.dropFirst(2) {
            let (first, second, today) = (days[index - 2], days[index - 1], days[index])
            let bad = [first, second].allSatisfy {
                $0.kind?.countsAsTraining == true && $0.trained && ($0.rating ?? Int.max) <= Self.rules.badDayRating
            }
            guard bad, let kind = today.kind else { continue }
            #expect(
                kind == .recovery || kind == .rest,
                """
                \(run.testDescription): \(today.label) is \(kind) after \(first.label) rated \(first.rating ?? 0) \
                and \(second.label) rated \(second.rating ?? 0)
                """)
        }
    }

    @Test("a beginner never trains the same heavy pattern (squat, hinge) as a main lift twice within heavyPatternHours",
          arguments: ProgramPersonas.all.filter { $0.persona.level == .beginner })
    func heavyPatterns(_ run: ProgramCase) async throws {
        let days = try await ProgramRuns.shared.days(run)
        let window = (Self.rules.heavyPatternHours[.beginner] + 23) / 24
        let catalog = TestProject.catalog
        // What was trained: the main lifts of the workout as done (a skipped squat trained no heavy squat, and the
        // day decision reads the recorded workout).
        func heavy(_ day: ProgramDay) -> Set<MovementPattern> {
            guard day.kind?.countsAsTraining == true, let done = day.performed else { return [] }
            let trained = done.exercises.filter { $0.mainLift && !($0.performed ?? []).isEmpty }
            return Set(trained.compactMap { catalog.exercise(id: $0.exerciseId)?.pattern })
                .intersection(ScheduleRules.heavyPatterns)
        }
        for (index, day) in days.enumerated() {
            let today = heavy(day)
            guard !today.isEmpty else { continue }
            for earlier in days[max(0, index - window + 1)..<index] where !heavy(earlier).isDisjoint(with: today) {
                Issue.record("\(run.testDescription): \(today) on \(earlier.label) and again on \(day.label)")
            }
        }
    }

    static let adviceCodes: Set<PrescriptionReason> = [
        .restFrequencyReached, .restSpacing, .restLongRun, .restBadDays, .restTiredDays, .restHeavyPatternTooSoon,
        .recoveryDay,
    ]

    @Test("training anyway every day: every day trains, and a day against advice says so with the advice's codes",
          arguments: ProgramPersonas.all.prefix(12))
    func trainAnyway(_ run: ProgramCase) async throws {
        let days = try await ProgramRun.run(
            run.persona, weeks: 3, seed: run.seed, resources: TestProject.resources, trainAnyway: true)
        var against = 0
        for day in days {
            guard let plan = day.plan else { continue }
            let name = "\(run.testDescription) anyway: \(day.label)"
            #expect(!plan.exercises.isEmpty && plan.dayKind != .rest && plan.dayKind != .recovery, "\(name): \(plan.dayKind)")
            let why = plan.day?.why ?? []
            if plan.againstAdvice == true {
                against += 1
                #expect(why.last == .trainedAgainstAdvice, "\(name): \(why)")
                // A deload week's code may come first: the week is still a deload, trained against advice.
                let advice = why.dropLast().drop { $0 == .deloadWeek }
                #expect(advice.allSatisfy(Self.adviceCodes.contains) && !advice.isEmpty, "\(name): \(why)")
            } else {
                #expect(plan.againstAdvice == nil && !why.contains(.trainedAgainstAdvice), "\(name): \(why)")
            }
        }
        #expect(against > 0, "\(run.testDescription): three weeks of daily training never went against advice")
    }

    @Test("over every case together: rest and recovery days come, and every level and schedule trained")
    func coverage() async throws {
        var rested = 0
        var trainedLevels: Set<Level> = []
        var schedules: Set<Int> = []
        var recoveries = 0
        for run in ProgramPersonas.all {
            let days = try await ProgramRuns.shared.days(run)
            rested += days.filter { $0.kind == .rest }.count
            recoveries += days.filter { $0.plan?.day?.why.contains(.restBadDays) == true }.count
            if days.contains(where: \.trained) {
                trainedLevels.insert(run.persona.level)
                schedules.insert(run.persona.daysPerWeek)
            }
        }
        #expect(rested > 0)
        #expect(recoveries > 0, "two bad days in a row came at least once")
        #expect(trainedLevels == Set(Level.allCases))
        #expect(schedules == Set(ScheduleRules.daysPerWeekRange))
    }
}

