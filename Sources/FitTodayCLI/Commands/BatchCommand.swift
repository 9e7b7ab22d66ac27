import FitTodayComposition
import FitTodayUseCases
import ArgumentParser
import FitTodayDomain
import FitTodayGeneration
import FitTodayHTTP
import FitTodayResources
import FitTodayLocalization
import Foundation

struct BatchCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(commandName: "batch", abstract: say(.helpBatchAbstract), discussion: HelpText.discussion([.helpBatchDiscussion], withReference: false))
    }

    @OptionGroup var plan: PlanOptions

    @Option(help: ArgumentHelp(say(.helpCount), valueName: say(.valueCount)))
    var count: Int

    @Option(help: ArgumentHelp(say(.helpBatchDate), valueName: say(.valueDate)))
    var date: String?

    @Flag(help: ArgumentHelp(say(.helpJSON)))
    var json = false

    @Option(help: ArgumentHelp(say(.helpCSV), valueName: say(.valueFile)))
    var csv: String?

    @Option(help: ArgumentHelp(say(.helpReport), valueName: say(.valueFile)))
    var report: String?

    @Flag(help: ArgumentHelp(say(.helpLLM)))
    var llm = false

    func validate() throws {
        guard (1...1_000_000).contains(count) else { throw ValidationError(say(.countRange, count)) }
        if let date { _ = try ValidationError.checking { try CalendarDay.typed(date) } }
    }

    func run() async throws {
        // Output files are checked first: a path that cannot be written fails now, not after the batch.
        let csvFile = try csv.map(OutputFile.checked)
        let reportFile = try report.map(OutputFile.checked)
        let settings = Settings.current()
        let resources = try settings.loadResources()
        let start = try CalendarDay.typed(date)
        let cells = try plan.choices.requests(resources: resources, date: start)
        let runner = BatchRunner(composer: resources.composer)
        let pipeline = try llm ? settings.llm.pipeline(resources, composer: runner.composer, offline: false) : nil
        if llm, pipeline?.languageModel == nil { throw AppError.usage(say(.batchNeedsLLM)) }
        let threshold = resources.config.variation.threshold
        let baseSeed = plan.seed ?? StableHash.seed("batch", start.description)
        let progress = ProgressLine(total: count * cells.count, enabled: Output.stderrIsTerminal)

        var results: [BatchCellResult] = []
        let clock = ContinuousClock()
        var elapsedTotal = Duration.zero
        for (index, var cell) in cells.enumerated() {
            // The week's minimums scale to the days a week the batch follows (`TrainingRules.weeklyRange`).
            cell.request.daysPerWeek = plan.choices.daysPerWeek ?? resources.config.schedule.daysPerWeek[cell.request.level]
            let label = BatchCellResult.label(profile: cell.profile, request: cell.request)
            let seed = StableHash.seed(String(baseSeed), label)
            let began = clock.now
            let plans: [WorkoutPlan]
            do {
                let report = { (done: Int) in progress.update(index * count + done) }
                if let pipeline {
                    plans = try await pipeline.run(cell.request, count: count, seed: seed, progress: report)
                } else {
                    let schedule = plan.choices.trainAnyway ? nil : BatchSchedule(
                        decision: DayDecision(rules: resources.config.schedule),
                        daysPerWeek: cell.request.daysPerWeek!)
                    plans = try runner.run(cell.request, count: count, seed: seed, schedule: schedule, progress: report)
                }
            } catch .noCandidates(let focus, let equipment) {
                progress.finish()
                throw AppError.usage(say(
                    .batchNoCandidates, label, focus.joined(separator: ","), equipment.joined(separator: ",")))
            }
            let elapsed = clock.now - began
            elapsedTotal += elapsed
            let summary = BatchSummary(plans: plans, threshold: threshold, elapsedSeconds: elapsed.seconds)
            let quality = PlanQuality(
                plans: plans.filter { $0.dayKind != .rest }, request: cell.request, catalog: resources.catalog, rules: resources.config.training,
                historyDays: runner.composer.historyNeeded)
            let audit = PlanAudit(catalog: resources.catalog, rules: resources.config.training, request: cell.request)
            results.append(BatchCellResult(
                label: label, profile: cell.profile, request: cell.request, plans: plans, summary: summary,
                quality: quality, audit: audit, auditSummary: PlanAuditSummary(plans: plans, audit: audit)))
        }
        progress.finish()

        let report = BatchReport(
            seed: baseSeed, start: start, countPerCell: count, threshold: threshold, cells: results,
            elapsedSeconds: elapsedTotal.seconds, language: plan.language.language)
        try csvFile?.write(report.csv())
        try reportFile?.write(report.html(names: resources.names))
        Output.write(json ? try report.json() : report.text(names: resources.names))
    }
}

struct BatchCellResult {
    var label: String
    var profile: String
    var request: PlanRequest
    var plans: [WorkoutPlan]
    var summary: BatchSummary
    var quality: PlanQuality
    /// The coach's judge for this combination's person, and its figures over the plans.
    var audit: PlanAudit
    var auditSummary: PlanAuditSummary

    /// "full-gym/normal/intermediate/hypertrophy": the combination's ids, for CSV and JSON.
    static func label(profile: String, request: PlanRequest) -> String {
        "\(profile)/\(request.energy.rawValue)/\(request.level.rawValue)/\(request.goal.rawValue)"
    }
}

/// "lote: 4200/10000 (42%)" on stderr, redrawn in place; silent when stderr is not a terminal.
final class ProgressLine {
    private let total: Int
    private let enabled: Bool
    private var last = -1

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled && total >= 2000
    }

    func update(_ done: Int) {
        guard enabled else { return }
        let percent = done * 100 / total
        guard percent != last else { return }
        last = percent
        FileHandle.standardError.write(Data(("\r" + say(.progressBatch, done, total, percent)).utf8))
    }

    func finish() {
        guard enabled, last >= 0 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
