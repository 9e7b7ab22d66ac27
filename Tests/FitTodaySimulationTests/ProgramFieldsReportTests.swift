import FitTodayDomain
import FitTodaySimulation
import Testing

/// The report reads the program's fields (`day`, `block`, `warmup`) when the plans carry them, and says "n/a"
/// when they do not.
@Suite struct ProgramFieldsReportTests {
    static let persona = SimulationRunTests.personas[1]

    static func day(_ index: Int, kind: String?, block: BlockMark? = nil, warmup: Int? = nil, trained: Bool) -> SimulatedDay {
        var day = SimulatedDay(day: index, week: index / 7, asked: true, trained: trained)
        day.kind = kind
        day.block = block
        if kind != "rest" {
            day.exercises = [
                Exposure(
                    exerciseId: index / 14 == 0 ? "barbell-back-squat" : "barbell-front-squat", pattern: "squat",
                    mainLift: true, loaded: true, step: 2.5, targetMin: 3, targetMax: 5, sets: 3, suggestedKg: 100,
                    usedKg: 100, done: trained ? [5, 5, 5] : [], warmupSteps: warmup)
            ]
        }
        return day
    }

    @Test func restDaysDeloadsAndBlocksAreReadFromThePlans() {
        var days: [SimulatedDay] = []
        for index in 0..<28 {
            let week = index / 7
            let block = BlockMark(number: week / 2 + 1, week: week % 2 + 1, weeks: 2, phase: week == 1 ? "deload" : "accumulation")
            let rest = index % 7 >= 5
            days.append(Self.day(index, kind: rest ? "rest" : week == 1 ? "deload" : "training", block: block, warmup: 3, trained: !rest))
        }
        let report = Metrics.report(Self.persona, days: days, weeks: 4)
        #expect(report.restDays == 8)
        #expect(report.deloadWeeks == [2])
        #expect(report.longestRun == 5)
        #expect(report.trainedDaysPerWeek == 5)
        #expect(report.mainLifts.map(\.label) == ["block 1", "block 2"])
        #expect(report.mainLifts.map(\.lifts) == [["barbell-back-squat"], ["barbell-front-squat"]])
        // The squat changed once, at the new block: a rotation, not a change inside a block.
        #expect(report.mainLiftChanges == 0)
        #expect(report.warmupPlans == 20)
        #expect(report.plansWithLoadedMainLift == 20)
        let table = ReportTable.markdown([report])
        #expect(table.contains("| 8 | 2 |"))
        #expect(table.contains("| 20/20 |"))
    }

    @Test func plansWithoutTheFieldsReportNotAvailable() {
        let days = (0..<14).map { Self.day($0, kind: nil, trained: true) }
        let report = Metrics.report(Self.persona, days: days, weeks: 2)
        #expect(report.restDays == nil)
        #expect(report.deloadWeeks == nil)
        #expect(report.warmupPlans == nil)
        #expect(report.longestRun == 14)
        #expect(report.mainLifts.map(\.label) == ["weeks 1–4"])
        let table = ReportTable.markdown([report])
        #expect(table.contains("| 14 | n/a | n/a |"))
    }
}
