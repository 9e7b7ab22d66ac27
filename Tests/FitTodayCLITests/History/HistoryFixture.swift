import FitTodayDomain
import FitTodaySession
import FitTodayStorage
import FitTodayLocalization
import Foundation
import FitTodayTestSupport
import Testing

/// A history built as a phone would build it: plans recorded for three days, then sessions started, sets completed
/// and finished through the store. Fixed days and times, in UTC (the CLI runs with TZ=UTC).
struct HistoryFixture {
    static let environment = ["TZ": "UTC"]
    /// The first day's notes: a comma and quotes, for the CSV quoting.
    static let notes = "Bom treino, ombro \"ok\""
    let store: SQLiteStore
    private var count = 0
    /// The session ids, by day.
    private(set) var sessions: [String: String] = [:]

    init(path: String) throws {
        store = try SQLiteStore(path: path)
    }

    static func time(_ iso: String) -> Date { try! Date(iso, strategy: .iso8601) }

    static func item(
        _ id: String, _ name: String, sets: Int, _ target: ClosedRange<Int>, unit: WorkUnit = .reps, muscles: [Muscle],
        equipment: [String]
    ) -> PlannedExercise {
        PlannedExercise(
            exerciseId: id, name: name, sets: sets, target: RepRange(min: target.lowerBound, max: target.upperBound),
            unit: unit, restSeconds: 90, primaryMuscles: muscles, equipment: equipment.compactMap(Equipment.init))
    }

    static let bench = item("barbell-bench-press", "Supino reto com barra", sets: 3, 6...8, muscles: [.chest], equipment: ["barbell", "bench"])
    static let plank = item("forearm-plank", "Prancha abdominal", sets: 3, 30...45, unit: .seconds, muscles: [.abs], equipment: [])
    static let pushUp = item("push-up", "Flexão de braço", sets: 2, 10...15, muscles: [.chest], equipment: [])
    static let pullUp = item("pull-up", "Barra fixa pronada", sets: 3, 5...8, muscles: [.lats], equipment: ["pull-up-bar"])

    func record(_ date: String, focus: String, _ exercises: [PlannedExercise]) throws {
        let plan = WorkoutPlan(
            id: "plan-\(date)", date: CalendarDay(iso: date)!, title: focus, focus: [focus], estimatedMinutes: 45,
            exercises: exercises,
            generation: GenerationInfo(
                source: .local, seed: 1, diversity: VariationVerdict(ratio: 1, threshold: 0.6, repeated: [], bestAchievable: 1)))
        try store.record(RecordedPlan(plan: plan, fingerprint: "test", revision: 0))
    }

    /// Applies one command at `time`; it must be accepted.
    @discardableResult
    mutating func send(
        _ type: SessionCommand.Kind, _ time: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ fill: (inout SessionCommand) -> Void = { _ in }
    ) throws -> SessionReply {
        count += 1
        let at = Self.time(time)
        var command = SessionCommand(commandId: "cmd-\(count)", deviceId: "phone", type: type, at: at)
        fill(&command)
        let setting = CommandSetting(equipment: [], catalog: nil, today: CalendarDay(iso: "2026-11-20")!, bodyWeightKg: 80)
        let reply = try store.apply(command, now: at, setting: setting)
        #expect(reply.ok, "\(type) refused: \(String(describing: reply.reasonCode))", sourceLocation: sourceLocation)
        return reply
    }

    mutating func done(_ setId: String, _ time: String, reps: Int? = nil, seconds: Int? = nil, kg: Double? = nil, rpe: Double? = nil) throws {
        try send(.completeSet, time) {
            $0.setId = setId
            $0.reps = reps
            $0.seconds = seconds
            $0.weightKg = kg
            $0.rpe = rpe
        }
    }

    /// 20/11 push trained (a warm-up, three bench sets up to 62.5 kg, two planks; rated 4 with a note), 21/11 pull
    /// only planned.
    mutating func firstDays() throws {
        try record("2026-11-20", focus: "push", [Self.bench, Self.plank])
        try record("2026-11-21", focus: "pull", [Self.pullUp])
        sessions["2026-11-20"] = try send(.start, "2026-11-20T10:00:00Z") { $0.date = "2026-11-20" }.sessionId
        try send(.addSet, "2026-11-20T10:01:00Z") {
            $0.exerciseIndex = 0
            $0.kind = .warmup
        }
        try done("1.4", "2026-11-20T10:03:00Z", reps: 10, kg: 40)
        try done("1.1", "2026-11-20T10:08:00Z", reps: 8, kg: 60, rpe: 7)
        try done("1.2", "2026-11-20T10:13:00Z", reps: 8, kg: 62.5, rpe: 8)
        try done("1.3", "2026-11-20T10:18:00Z", reps: 6, kg: 62.5, rpe: 9.5)
        try done("2.1", "2026-11-20T10:40:00Z", seconds: 45)
        try done("2.2", "2026-11-20T10:45:00Z", seconds: 40)
        try send(.finish, "2026-11-20T10:52:00Z") {
            $0.rating = 4
            $0.notes = Self.notes
        }
    }

    /// 22/11 push trained: the bench heavier (70 kg × 5) and push-ups without weight; 65 minutes, rated 5.
    mutating func heavierDay() throws {
        try record("2026-11-22", focus: "push", [Self.bench, Self.pushUp])
        sessions["2026-11-22"] = try send(.start, "2026-11-22T09:30:00Z") { $0.date = "2026-11-22" }.sessionId
        try done("1.1", "2026-11-22T09:40:00Z", reps: 5, kg: 70, rpe: 9)
        try done("1.2", "2026-11-22T09:45:00Z", reps: 5, kg: 70)
        try done("2.1", "2026-11-22T10:20:00Z", reps: 15)
        try send(.finish, "2026-11-22T10:35:00Z") { $0.rating = 5 }
    }
}
