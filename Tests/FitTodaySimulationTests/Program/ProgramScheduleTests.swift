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

    @Test("over every case together: rest days come, and every level and schedule trained")
    func coverage() async throws {
        var rested = 0
        var trainedLevels: Set<Level> = []
        var schedules: Set<Int> = []
        for run in ProgramPersonas.all {
            let days = try await ProgramRuns.shared.days(run)
            rested += days.filter { $0.kind == .rest }.count
            if days.contains(where: \.trained) {
                trainedLevels.insert(run.persona.level)
                schedules.insert(run.persona.daysPerWeek)
            }
        }
        #expect(rested > 0)
        #expect(trainedLevels == Set(Level.allCases))
        #expect(schedules == Set(ScheduleRules.daysPerWeekRange))
    }
}

