import ArgumentParser
import FitTodayDomain
import FitTodayGeneration
import FitTodayHTTP
import FitTodayResources
import Foundation

struct BatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Run N sequential generations per profile and report how varied they are.",
        discussion: """
            Each combination of --profile, --energy, --level and --goal (comma lists) gets its own throw-away history:
            plan k, dated --date + k days, is judged against plans k-1…k-3. Nothing is written to your history.
            With --llm every plan goes through the real LLM pipeline (prompt, model, validation, retries, local
            fallback), and the report adds first-attempt pass rate, retries, fallbacks by reason, latency and tokens.
            """
    )

    @OptionGroup var plan: PlanOptions

    @Option(help: "Plans per combination (1–1000000).")
    var count: Int

    @Option(help: "Date of the first plan (YYYY-MM-DD). Default: today.")
    var date: String?

    @Flag(help: "Print the summary as JSON.")
    var json = false

    @Option(help: "Write one CSV row per plan to this file.")
    var csv: String?

    @Option(help: "Write a self-contained HTML report with SVG charts to this file.")
    var report: String?

    @Flag(help: "Generate through the LLM pipeline (needs OPENAI_API_KEY or OPENAI_BASE_URL).")
    var llm = false

    func validate() throws {
        guard (1...1_000_000).contains(count) else {
            throw ValidationError("--count must be between 1 and 1000000 (got \(count))")
        }
    }

    func run() async throws {
        let resources = try AppContext.loadResources()
        let start = try AppContext.day(date)
        let cells = try plan.requests(resources: resources, date: start, allowLists: true)
        let runner = BatchRunner(composer: resources.makeComposer())
        let pipeline = try llm ? AppContext.makePipeline(resources, composer: runner.composer, offline: false) : nil
        if llm, pipeline?.languageModel == nil {
            throw CLIError.usage("batch --llm needs an LLM: set OPENAI_API_KEY or OPENAI_BASE_URL")
        }
        let threshold = resources.config.variation.threshold
        let baseSeed = plan.seed ?? StableHash.seed("batch", start.description)
        let progress = ProgressLine(total: count * cells.count, enabled: Output.stderrIsTerminal)

        var results: [BatchCellResult] = []
        let clock = ContinuousClock()
        var elapsedTotal = Duration.zero
        for (index, cell) in cells.enumerated() {
            let seed = StableHash.seed(String(baseSeed), cell.label)
            let began = clock.now
            let plans: [WorkoutPlan]
            do {
                let report = { (done: Int) in progress.update(index * count + done) }
                if let pipeline {
                    plans = try await pipeline.run(cell.request, count: count, seed: seed, progress: report)
                } else {
                    plans = try runner.run(cell.request, count: count, seed: seed, progress: report)
                }
            } catch .noCandidates(let focus, let equipment) {
                progress.finish()
                throw CLIError.usage(
                    "\(cell.label): no catalog exercise fits focus \(focus.joined(separator: ",")) with equipment [\(equipment.joined(separator: ","))]")
            }
            let elapsed = clock.now - began
            elapsedTotal += elapsed
            let summary = BatchSummary(plans: plans, threshold: threshold, elapsedSeconds: elapsed.seconds)
            let quality = PlanQuality(
                plans: plans, request: cell.request, catalog: resources.catalog, rules: resources.config.training,
                historyDays: runner.composer.historyNeeded)
            results.append(BatchCellResult(
                label: cell.label, request: cell.request, plans: plans, summary: summary, quality: quality))
        }
        progress.finish()

        let report = BatchReport(
            seed: baseSeed, start: start, countPerCell: count, threshold: threshold, cells: results,
            elapsedSeconds: elapsedTotal.seconds)
        if let csv { try Output.save(report.csv(), to: csv) }
        if let path = self.report { try Output.save(report.html(names: resources.names), to: path) }
        Output.write(json ? try report.json() : report.text(names: resources.names))
    }
}

struct BatchCellResult {
    var label: String
    var request: PlanRequest
    var plans: [WorkoutPlan]
    var summary: BatchSummary
    var quality: PlanQuality
}

/// "batch: 4200/10000" on stderr, redrawn in place; silent when stderr is not a terminal.
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
        FileHandle.standardError.write(Data("\rbatch: \(done)/\(total) (\(percent)%)".utf8))
    }

    func finish() {
        guard enabled, last >= 0 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
