import FitTodayUseCases
import FitTodayDomain
import FitTodayLocalization
import Foundation

/// The batch's figures in every output form: text, JSON, CSV and HTML.
struct BatchReport {
    var seed: UInt64
    var start: CalendarDay
    var countPerCell: Int
    var threshold: Double
    var cells: [BatchCellResult]
    var elapsedSeconds: Double
    /// The language of the text and HTML forms (`--lang`); JSON and CSV keep English ids.
    var language: Language
    /// Over every plan of every combination; computed once, read by every output form.
    let summary: BatchSummary

    init(
        seed: UInt64, start: CalendarDay, countPerCell: Int, threshold: Double, cells: [BatchCellResult],
        elapsedSeconds: Double, language: Language
    ) {
        self.language = language
        self.seed = seed
        self.start = start
        self.countPerCell = countPerCell
        self.threshold = threshold
        self.cells = cells
        self.elapsedSeconds = elapsedSeconds
        summary = BatchSummary(plans: cells.flatMap(\.plans), threshold: threshold, elapsedSeconds: elapsedSeconds)
    }

    struct CellJSON: Encodable {
        var label: String
        var profile: String
        var level: Level
        var goal: Goal
        var energy: Energy
        var minutes: Int
        var summary: BatchSummary
        var quality: PlanQuality
        var audit: PlanAuditSummary
    }

    struct JSONShape: Encodable {
        var count: Int
        var restDays: Int
        var passRate: Double
        var infeasible: Int
        var feasiblePassRate: Double
        var threshold: Double
        var ratio: BatchSummary.RatioStatistics
        var distinctExercises: Int
        var exercisesPerPlan: Double
        var plansPerSecond: Double
        var elapsedSeconds: Double
        var sources: [String: Int]
        var seed: UInt64
        var startDate: CalendarDay
        var mostRepeated: [BatchSummary.ExerciseCount]
        var muscleCoverage: [BatchSummary.MuscleCount]
        var ratioHistogram: [Int]
        var focusCounts: [String: Int]
        /// Present for `--llm` batches.
        var llm: GenerationStatistics?
        var cells: [CellJSON]
    }

    func json() throws -> String {
        let total = summary
        let shape = JSONShape(
            count: total.count, restDays: total.restDays, passRate: total.passRate, infeasible: total.infeasible,
            feasiblePassRate: total.feasiblePassRate, threshold: threshold, ratio: total.ratio,
            distinctExercises: total.distinctExercises, exercisesPerPlan: total.exercisesPerPlan,
            plansPerSecond: total.plansPerSecond, elapsedSeconds: elapsedSeconds, sources: total.sources, seed: seed,
            startDate: start, mostRepeated: total.mostRepeated, muscleCoverage: total.muscleCoverage,
            ratioHistogram: total.ratioHistogram, focusCounts: total.focusCounts, llm: total.llm,
            cells: cells.map {
                CellJSON(
                    label: $0.label, profile: $0.profile,
                    level: $0.request.level, goal: $0.request.goal, energy: $0.request.energy,
                    minutes: $0.request.minutes, summary: $0.summary, quality: $0.quality,
                    audit: $0.auditSummary)
            })
        return try Output.json(shape)
    }

    func csv() -> String {
        var text = "cell,index,date,kind,focus,exercises,ratio,passes,bestAchievable,infeasible,repeated,exerciseIds,source,attempts,fallbackReason,staples,regressions,power,kept,firstRole,estimatedMinutes,shorter,mainLifts,duplicates,levelFit,furniture,formats\n"
        for cell in cells {
            for (index, plan) in cell.plans.enumerated() {
                let verdict = plan.generation.diversity
                let quality: [String] = [
                    String(plan.exercises.count { $0.tier == .staple }),
                    String(plan.exercises.count { $0.role == .regression }),
                    String(plan.exercises.count { $0.role == .power }),
                    String(plan.exercises.count(where: \.kept)),
                    plan.exercises.first?.role.rawValue ?? "",
                    String(plan.estimatedMinutes), plan.shorter?.reason.rawValue ?? "",
                    plan.exercises.filter(\.mainLift).map(\.exerciseId).joined(separator: ";"),
                ]
                let fields: [String] = [
                    cell.label, String(index), plan.date.description, plan.dayKind.rawValue, plan.focus.joined(separator: "+"),
                    String(plan.exercises.count), Self.fixed(verdict.ratio, 4), verdict.passes ? "1" : "0",
                    Self.fixed(verdict.bestAchievable, 4), verdict.isInfeasible ? "1" : "0",
                    String(verdict.repeated.count), plan.exerciseIds.joined(separator: ";"),
                    plan.generation.source.rawValue, String(plan.generation.attempts.count),
                    Self.csvField(plan.generation.fallbackReason ?? ""),
                ] + quality + Self.auditFields(cell.audit.findings(plan))
                text += fields.joined(separator: ",") + "\n"
            }
        }
        return text
    }

    var say: Messages { Messages(language) }

    /// "academia completa · intermediário · hipertrofia · normal · 45 min": a combination in words.
    func name(of cell: BatchCellResult) -> String {
        let request = cell.request
        return [say.profileName(cell.profile), say.name(request.level), say.name(request.goal), say.name(request.energy),
                "\(request.minutes) min"].joined(separator: " · ")
    }

    /// "120 (12%)": a count and its share of `total`.
    func counted(_ count: Int, of total: Int) -> String {
        "\(count) (\(say.percent(Double(count) / Double(max(1, total)))))"
    }

    func text(names: DisplayNames) -> String {
        let total = summary
        let say = self.say
        let counts = { (table: [String: Int], name: (String) -> String) in
            table.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
                .map { "\(name($0.key)) \(counted($0.value, of: total.count))" }.joined(separator: ", ")
        }
        var rows: [(String, String)] = [
            (say(.batchPassRate), say(.batchPassRateValue, say.percent(total.passRate), say.percent(threshold),
                                      Int((total.passRate * Double(total.count)).rounded()), total.count)),
            (say(.batchInfeasible), say(.batchInfeasibleValue, counted(total.infeasible, of: total.count),
                                        say.percent(total.feasiblePassRate))),
            (say(.batchRatio), say(.batchRatioValue, say.decimal(total.ratio.min, 2), say.decimal(total.ratio.p5, 2),
                                   say.decimal(total.ratio.median, 2), say.decimal(total.ratio.mean, 3))),
            (say(.batchDistinct), say(.batchDistinctValue, total.distinctExercises, say.decimal(total.exercisesPerPlan, 1))),
            (say(.batchSpeed), say(.batchSpeedValue, Int(total.plansPerSecond.rounded()), say.decimal(elapsedSeconds, 3))),
            (say(.batchSources), counts(total.sources) { $0 }),
            (say(.batchFocus), counts(total.focusCounts, focusName)),
            (say(.batchMostRepeated), total.mostRepeated.prefix(5).map {
                "\(exerciseName($0)) ×\(counted($0.count, of: total.count))"
            }.joined(separator: ", ")),
        ]
        rows += llmLines
        rows.append((say(.scheduleBatchRestDays), counted(total.restDays, of: total.count + total.restDays)))
        let coverage = total.muscleCoverage.filter { $0.plans > 0 }.sorted { $0.plans > $1.plans }
        rows.append((say(.batchCoverage), coverage.map {
            "\(names.muscle($0.muscle, language).lowercased()) \(say.percent(Double($0.plans) / Double(max(1, total.count))))"
        }.joined(separator: ", ")))
        let labelWidth = rows.map(\.0.count).max() ?? 0
        var text = say(.batchHeader, total.count, countPerCell, cells.count, PlanRendering.date(start, say), seed) + "\n"
        text += rows.map { "  " + $0.0.padding(toLength: labelWidth + 2, withPad: " ", startingAt: 0) + $0.1 }
            .joined(separator: "\n") + "\n"
        text += "\n" + say(.qualityHeading) + "\n"
        var quality = TextTable(header: qualityHeader)
        quality.rows = cells.map(qualityRow)
        text += quality.render(indent: "  ")
        text += "\n" + say(.weeklyHeading) + "\n"
        var weekly = TextTable(header: [say(.colCombination)] + TrainingGroup.allCases.map(say.name))
        for cell in cells where cell.quality.hasWholeWeek {
            weekly.rows.append([name(of: cell)] + cell.quality.weeklySets.map {
                "\(say.decimal($0.mean, 1)) [\($0.target.min)–\($0.target.max)] \(say.percent($0.weeksInRange))"
            })
        }
        text += weekly.rows.isEmpty ? "  " + say(.noWholeWeek) + "\n" : weekly.render(indent: "  ")
        text += auditText
        if cells.count > 1 {
            var table = TextTable(header: combinationHeader)
            table.rows = cells.map(combinationRow)
            text += "\n" + table.render(indent: "  ")
        }
        return text
    }

    /// The columns of the quality table: the combination's inputs, then its figures.
    var qualityHeader: [String] {
        [say(.colProfile), say(.colLevel), say(.colGoal), say(.colEnergy), say(.colMinutes), say(.colStaples),
         say(.colLoadedFirst), say(.colRegressions), say(.colPower), say(.colKept), say(.colTime)]
    }

    /// One combination's quality figures, for the text and HTML tables: its inputs, staples, loaded compound
    /// first, regressions and power moves for trained lifters, kept main lifts, time honoured.
    func qualityRow(_ cell: BatchCellResult) -> [String] {
        let q = cell.quality
        let request = cell.request
        return [
            say.profileName(cell.profile), say.name(request.level), say.name(request.goal), say.name(request.energy),
            "\(request.minutes)", say.percent(q.stapleShare), q.loadedCompoundFirst.map(say.percent) ?? "—",
            "\(q.trainedRegressions)", "\(q.trainedPowerMoves)", q.keptMainLifts.map(say.percent) ?? "—",
            say.percent(q.timeHonoured),
        ]
    }

    var combinationHeader: [String] {
        [say(.colCombination), say(.colPlans), say(.colPass), say(.colInfeasible), say(.colMin),
         say(.colMean), say(.colDistinct)]
    }

    func combinationRow(_ cell: BatchCellResult) -> [String] {
        let s = cell.summary
        return [name(of: cell), "\(s.count)", say.percent(s.passRate), counted(s.infeasible, of: s.count),
                say.decimal(s.ratio.min, 2), say.decimal(s.ratio.mean, 3), "\(s.distinctExercises)"]
    }

    /// A focus id from the plans ("push", "chest+triceps") in words.
    func focusName(_ id: String) -> String {
        Focus(names: id.split(separator: "+").map(String.init)).map { say.name($0, separator: "+") } ?? id
    }

    /// The exercise's name in the report's language (the summary keeps the pt-BR name).
    func exerciseName(_ count: BatchSummary.ExerciseCount) -> String {
        guard language == .en else { return count.name }
        return cells.lazy.flatMap(\.plans).flatMap(\.exercises).first { $0.exerciseId == count.exerciseId }?.name
            ?? count.exerciseId
    }

    /// The LLM figures as label/value pairs, for the text and HTML forms; empty for an offline batch.
    var llmLines: [(String, String)] {
        guard let llm = summary.llm else { return [] }
        let say = self.say
        let counts = { (table: [String: Int]) in
            table.isEmpty ? say(.none) : table.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
                .map { "\(GenerationInfo.reasonText($0.key)) \($0.value)" }.joined(separator: ", ")
        }
        return [
            (say(.llmFirstTry), say(.llmFirstTryValue, say.percent(llm.firstAttemptPassRate), llm.plans)),
            (say(.llmRetries), say(.llmRetriesValue, llm.retries, llm.attempts, counts(llm.rejections))),
            (say(.llmFallback), say(.llmFallbackValue, say.percent(llm.fallbackRate), counts(llm.fallbackReasons))),
            (say(.llmLatency), say(.llmLatencyValue, llm.latencyMilliseconds.p50, llm.latencyMilliseconds.p95,
                                   llm.latencyMilliseconds.max)),
            (say(.llmTokens), say(.llmTokensValue, llm.tokens.total, llm.tokens.prompt, llm.tokens.completion,
                                  say.decimal(llm.tokens.perPlan, 0))),
        ]
    }

    static func csvField(_ text: String) -> String { HistoryExport.csvField(text) }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
