public import FitTodayDomain
import FitTodaySession
import Foundation

/// One day of `list --json`.
public struct HistoryDay: Codable, Equatable, Sendable {
    public var date: String
    public var planId: String
    public var title: String
    public var focus: [String]
    /// "trained" (finished in a session) or "planned".
    public var status: String
    public var exercises: Int
    public var setsCompleted: Int?
    public var setsPlanned: Int
    public var volumeKg: Double?
    public var durationSeconds: Int?
    public var rating: Int?
    public var sessionId: String?

    public init(_ plan: WorkoutPlan) {
        let performance = plan.performance
        date = plan.date.description
        planId = performance?.plannedId ?? plan.id
        title = plan.title
        focus = plan.focus
        status = performance == nil ? "planned" : "trained"
        exercises = plan.exercises.count
        setsCompleted = performance?.setsCompleted
        setsPlanned = performance?.setsPlanned ?? plan.exercises.reduce(0) { $0 + $1.sets }
        volumeKg = performance.map { HistoryExport.rounded($0.volumeKg) }
        durationSeconds = performance?.durationSeconds
        rating = performance?.rating
        sessionId = performance?.sessionId
    }
}

/// One exercise of `records --json`.
public struct RecordEntry: Codable, Equatable, Sendable {
    public var exerciseId: String
    public var name: String
    public var heaviestWeightKg: Double?
    public var estimatedOneRepMaxKg: Double?
    public var bestSetVolumeKg: Double?
    /// The most repetitions done at the heaviest weight.
    public var repsAtHeaviestWeight: Int?
    /// The most repetitions done at each weight (kilograms as keys).
    public var mostRepsAt: [String: Int]
}

extension HistoryData {
    /// One line per recorded day, newest first.
    public var dayRows: [HistoryDay] { days.reversed().map(HistoryDay.init) }

    /// Every exercise with a best, sorted by name (accents and case ignored), then id.
    public var records: [RecordEntry] {
        bests.map { id, bests in
            RecordEntry(
                exerciseId: id, name: name(id), heaviestWeightKg: bests.heaviestWeightKg.map(HistoryExport.rounded),
                estimatedOneRepMaxKg: bests.estimatedOneRepMaxKg.map(HistoryExport.rounded),
                bestSetVolumeKg: bests.setVolumeKg.map(HistoryExport.rounded),
                repsAtHeaviestWeight: bests.heaviestWeightKg.flatMap { bests.mostRepsAt[PersonalBests.key($0)] },
                mostRepsAt: bests.mostRepsAt)
        }.sorted { left, right in
            let (a, b) = (Self.sortKey(left.name), Self.sortKey(right.name))
            return a != b ? a < b : left.exerciseId < right.exerciseId
        }
    }

    static func sortKey(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
