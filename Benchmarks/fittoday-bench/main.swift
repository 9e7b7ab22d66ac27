// Speed figures for docs/performance.md: `swift run -c release fittoday-bench` (or Scripts/benchmark.sh).
// Wall-clock measurements on purpose: this is a benchmark, not a test, and asserts nothing.
import FitTodayDomain
import FitTodayResources
import FitTodaySession
import FitTodayStorage
import Foundation

guard let files = ProjectFiles.locate(home: ProcessInfo.processInfo.environment["FITTODAY_HOME"]) else {
    FileHandle.standardError.write(Data("fittoday-bench: cannot find Catalog/ and Config/ (set FITTODAY_HOME)\n".utf8))
    exit(65)
}
let resources = try ResourceLoader(files: files).load()
let composer = resources.composer
let clock = ContinuousClock()
let start = CalendarDay(iso: "2026-01-01")!

func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

func percentile(_ sorted: [Double], _ q: Double) -> Double {
    sorted[min(sorted.count - 1, Int(q * Double(sorted.count)))]
}

/// Times `body` `samples` times after a warm-up and prints p50/p90/p99 in microseconds.
func measure(_ name: String, samples: Int = 20_000, _ body: (Int) throws -> Void) rethrows {
    for index in 0..<min(1_000, samples) { try body(index) }
    var times: [Double] = []
    times.reserveCapacity(samples)
    for index in 0..<samples {
        let began = clock.now
        try body(index)
        times.append(nanoseconds(clock.now - began) / 1_000)
    }
    times.sort()
    print(String(format: "%-58@ p50 %7.2f µs   p90 %7.2f µs   p99 %7.2f µs", name as NSString,
                 percentile(times, 0.5), percentile(times, 0.9), percentile(times, 0.99)))
}

print("catalog: \(resources.catalog.count) exercises; release build; \(ProcessInfo.processInfo.activeProcessorCount) cores")

// A realistic history: a week of plans.
let fullGym = EquipmentSet(resources.profiles["full-gym"]!)
var history: [WorkoutPlan] = []
for day in 0..<7 {
    let request = PlanRequest(equipment: fullGym, date: start.adding(days: day))
    history.append(try composer.compose(request, history: history, seed: UInt64(day)))
}
let today = PlanRequest(equipment: fullGym, date: start.adding(days: 7))

try measure("compose one plan, repeated calls (full-gym, 7-day history)") { index in
    _ = try composer.compose(today, history: history, seed: UInt64(index))
}

// The figure: the composer with the program layer on (what `DayPlan` adds after composing, store aside).
let layer = ProgramLayer(resources: resources, history: history)
try measure("compose one plan + program layer (block, loads, ladders, warm-ups, why)") { index in
    _ = layer.run(try composer.compose(today, history: history, seed: UInt64(index)), request: today)
}

try measure("compose one plan on a fresh composer (cold tables)", samples: 3_000) { index in
    _ = try resources.composer.compose(today, history: history, seed: UInt64(index))
}

var run = CompositionRun(composer: composer, equipment: fullGym, level: today.level)
let past = resources.catalog.recentPast(history, before: today.date, limit: composer.historyNeeded)
try measure("compose one plan, warm session (as batch does)") { index in
    _ = try run.compose(today, past: past, seed: UInt64(index))
}

// Same on exactly 600 exercises, the size the issue names.
// A spread of 600 (by a stable hash of the id), so every muscle keeps its share.
let first600 = Array(resources.catalog.exercises.sorted { StableHash.fnv1a($0.id) < StableHash.fnv1a($1.id) }.prefix(600))
let smaller = BlueprintComposer(
    catalog: try CatalogIndex(exercises: first600), blueprints: resources.blueprints, rules: resources.config.training,
    names: resources.names, validator: resources.makeValidator())
var smallerHistory: [WorkoutPlan] = []
for day in 0..<7 {
    let request = PlanRequest(equipment: fullGym, date: start.adding(days: day))
    smallerHistory.append(try smaller.compose(request, history: smallerHistory, seed: UInt64(day)))
}
try measure("compose one plan, repeated calls, 600-exercise catalog") { index in
    _ = try smaller.compose(today, history: smallerHistory, seed: UInt64(index))
}

let validator = resources.makeValidator()
let ids = history.map(\.exerciseIds)
let plan = history[6].exerciseIds
measure("validate one plan against 3 workouts (ids)") { _ in
    _ = validator.evaluate(plan: plan, history: ids)
}

// The session engine in memory: one applied command (a set completed, then undone), a fresh command id each time.
do {
    var engine = SessionEngine()
    let sessionPlan = try composer.compose(PlanRequest(equipment: EquipmentSet(resources.profiles["full-gym"]!), date: start), history: [], seed: 1)
    let began = Date(timeIntervalSince1970: 1_795_000_000)
    _ = engine.apply(SessionCommand(commandId: "start", deviceId: "bench", type: .start), now: began, plan: sessionPlan)
    let setId = engine.session!.exercises[0].sets[0].setId
    let commands = (0..<21_000).map { index in
        var command = SessionCommand(
            commandId: "c\(index)", deviceId: "bench", type: index % 2 == 0 ? .completeSet : .uncompleteSet)
        command.setId = setId
        command.reps = 8
        return command
    }
    measure("session engine: apply one command (in memory)") { index in
        _ = engine.apply(commands[index], now: began)
    }
}

// A durable command through the SQLite store (WAL): read the latest snapshot, apply, append the events, write
// the snapshot and the reply, commit; with synchronous NORMAL (the default) and FULL.
for durability in [SQLiteStore.Durability.normal, .full] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-bench-\(UUID().uuidString)")
    let store = try SQLiteStore(path: folder.appendingPathComponent("history.sqlite").path, durability: durability)
    let day = CalendarDay(iso: "2026-11-20")!
    let equipment = resources.profiles["full-gym"]!
    let plan = try composer.compose(PlanRequest(equipment: EquipmentSet(equipment), date: day), history: [], seed: 1)
    try store.record(RecordedPlan(plan: plan, fingerprint: "bench", revision: 0))
    let setting = CommandSetting(
        equipment: equipment, catalog: resources.catalog, today: day, bodyWeightKg: resources.config.sessions.bodyWeightKg)
    let began = Date(timeIntervalSince1970: 1_795_000_000)
    var start = SessionCommand(commandId: "start", deviceId: "bench", type: .start)
    start.date = day.description
    _ = try store.apply(start, now: began, setting: setting)
    let commands = (0..<6_000).map { index in
        var command = SessionCommand(
            commandId: "c\(index)", deviceId: "bench", type: index % 2 == 0 ? .completeSet : .uncompleteSet)
        command.setId = "1.1"
        command.reps = 8
        command.weightKg = 40
        return command
    }
    try measure("session command through SQLite (\(durability.rawValue))", samples: 5_000) { index in
        _ = try store.apply(commands[index], now: began, setting: setting)
    }
    try? FileManager.default.removeItem(at: folder)
}

// Batch: 10,000 sequential plans for one profile, five runs.
let runner = BatchRunner(composer: composer)
for profile in ["bodyweight", "home-dumbbells", "full-gym"] {
    var rates: [Double] = []
    var audits: [Double] = []
    for run in 0..<5 {
        let request = PlanRequest(equipment: EquipmentSet(resources.profiles[profile]!), date: start)
        let began = clock.now
        let plans = try runner.run(request, count: 10_000, seed: UInt64(run))
        let seconds = nanoseconds(clock.now - began) / 1e9
        let summary = BatchSummary(plans: plans, threshold: 0.6, elapsedSeconds: seconds)
        rates.append(summary.plansPerSecond)
        // The coach's audit `batch` adds per combination, after the plans are made (not in the rate above).
        let auditBegan = clock.now
        let audit = PlanAudit(catalog: composer.catalog, rules: resources.config.training, request: request)
        _ = PlanAuditSummary(plans: plans, audit: audit)
        audits.append(nanoseconds(clock.now - auditBegan) / 1e6)
    }
    rates.sort()
    audits.sort()
    print(String(format: "batch 10,000 plans, %-16@ median %8.0f plans/s   (min %.0f, max %.0f); audit %.1f ms",
                 profile as NSString, rates[2], rates[0], rates[4], audits[2]))
}
