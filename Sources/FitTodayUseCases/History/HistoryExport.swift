public import FitTodayDomain
public import Foundation

/// The workouts done, in the formats other apps import: Strong's and Hevy's CSV exports, HealthKit-shaped workouts,
/// and FitToday's own plan JSON. Machine formats: decimal points and kilograms in every language, set by set.
public enum HistoryExport {
    public enum Format: String, CaseIterable, Sendable {
        case strongCSV = "strong-csv"
        case hevyCSV = "hevy-csv"
        case healthKitJSON = "healthkit-json"
        case json
    }

    /// `workouts` (trained ones, oldest first) in `format`; local times are in `timeZone`.
    public static func text(_ workouts: [WorkoutPlan], format: Format, timeZone: TimeZone = .current) throws -> String {
        switch format {
        case .strongCSV: strongCSV(workouts, timeZone: timeZone)
        case .hevyCSV: hevyCSV(workouts, timeZone: timeZone)
        case .healthKitJSON: try json(workouts.compactMap(HealthKitWorkout.init))
        case .json: try json(workouts)
        }
    }

    static let strongHeader = [
        "Date", "Workout Name", "Duration", "Exercise Name", "Set Order", "Weight", "Reps", "Distance", "Seconds", "Notes",
        "Workout Notes", "RPE",
    ]

    /// Strong: the start as local "YYYY-MM-DD HH:MM:SS", the duration as "45m" or "1h 5m", the set order 1…n per
    /// exercise with "W" for warm-ups; each set's dose in its own column (Reps, Distance in metres, Seconds).
    static func strongCSV(_ workouts: [WorkoutPlan], timeZone: TimeZone) -> String {
        var lines = [strongHeader.joined(separator: ",")]
        for plan in workouts {
            guard let performance = plan.performance else { continue }
            let parts = components(performance.startedAt, timeZone)
            let date = String(format: "%04d-%02d-%02d %02d:%02d:%02d", parts.year, parts.month, parts.day, parts.hour,
                              parts.minute, parts.second)
            let minutes = minutes(performance.durationSeconds)
            let duration = minutes >= 60 ? "\(minutes / 60)h \(minutes % 60)m" : "\(minutes)m"
            for item in plan.exercises {
                var working = 0
                for set in item.performed ?? [] {
                    let order: String
                    if set.kind == .warmup {
                        order = "W"
                    } else {
                        working += 1
                        order = "\(working)"
                    }
                    lines.append(csvLine([
                        date, plan.title, duration, item.name, order, number(set.weightKg), number(set.reps),
                        number(set.meters), number(set.seconds), "", performance.notes ?? "", number(set.rpe),
                    ]))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let hevyHeader = [
        "title", "start_time", "end_time", "description", "exercise_title", "superset_id", "exercise_notes", "set_index",
        "set_type", "weight_kg", "reps", "distance_km", "duration_seconds", "rpe",
    ]

    /// Hevy: times as local "23 Nov 2026, 10:05" (day of two digits), the set index from 0 per exercise, the set type
    /// as Hevy names it, a carry's distance in kilometres.
    static func hevyCSV(_ workouts: [WorkoutPlan], timeZone: TimeZone) -> String {
        var lines = [hevyHeader.joined(separator: ",")]
        for plan in workouts {
            guard let performance = plan.performance else { continue }
            let start = hevyTime(performance.startedAt, timeZone)
            let end = hevyTime(performance.finishedAt, timeZone)
            for item in plan.exercises {
                for (index, set) in (item.performed ?? []).enumerated() {
                    lines.append(csvLine([
                        plan.title, start, end, performance.notes ?? "", item.name, "", "", "\(index)", set.kind.rawValue,
                        number(set.weightKg), number(set.reps), kilometres(set.meters), number(set.seconds),
                        number(set.rpe),
                    ]))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func hevyTime(_ date: Date, _ timeZone: TimeZone) -> String {
        let parts = components(date, timeZone)
        return String(format: "%02d ", parts.day) + months[parts.month - 1]
            + String(format: " %04d, %02d:%02d", parts.year, parts.hour, parts.minute)
    }

    /// A HealthKit workout (`HKWorkout`'s fields), FitToday's details in `metadata`.
    struct HealthKitWorkout: Encodable {
        struct Quantity: Encodable {
            var unit = "kcal"
            var value: Double
        }

        struct Metadata: Encodable {
            var externalUUID: String
            var volumeKg: Double
            var rating: Int?
            var energySource: String
            var exercises: [Exercise]

            enum CodingKeys: String, CodingKey {
                case externalUUID = "HKExternalUUID", volumeKg = "FitTodayVolumeKg", rating = "FitTodayRating"
                case energySource = "FitTodayEnergySource", exercises = "FitTodayExercises"
            }
        }

        struct Exercise: Encodable {
            var exerciseId: String
            var name: String
            var sets: [PerformedSet]
        }

        var workoutActivityType = "traditionalStrengthTraining"
        var startDate: Date
        var endDate: Date
        var duration: Int
        var totalEnergyBurned: Quantity
        var metadata: Metadata

        init?(_ plan: WorkoutPlan) {
            guard let performance = plan.performance else { return nil }
            startDate = performance.startedAt
            endDate = performance.finishedAt
            duration = performance.durationSeconds
            totalEnergyBurned = Quantity(value: HistoryExport.rounded(performance.activeEnergyKcal))
            metadata = Metadata(
                externalUUID: performance.sessionId, volumeKg: HistoryExport.rounded(performance.volumeKg),
                rating: performance.rating, energySource: performance.energySource.rawValue,
                exercises: plan.exercises.map {
                    Exercise(exerciseId: $0.exerciseId, name: $0.name, sets: $0.performed ?? [])
                })
        }
    }

    // MARK: shared

    /// A CSV line, each field quoted when it holds a comma, a quote or a line break.
    /// A CSV field, quoted when it holds a comma, a quote or a line break.
    public static func csvField(_ text: String) -> String {
        guard text.contains(where: { ",\"\n\r".contains($0) }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func csvLine(_ fields: [String]) -> String { fields.map(csvField).joined(separator: ",") }

    /// A number for machines: a decimal point, at most two decimals, no trailing zeros; empty when absent.
    static func number(_ value: Double?) -> String {
        guard let value else { return "" }
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    static func number(_ value: Int?) -> String { value.map(String.init) ?? "" }

    /// Metres as kilometres, to the metre ("0.04" for 40 m); empty when absent.
    static func kilometres(_ meters: Int?) -> String {
        guard let meters else { return "" }
        var text = String(format: "%.3f", Double(meters) / 1_000)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Two decimals at most, for JSON.
    /// Whole minutes, rounded.
    public static func minutes(_ seconds: Int) -> Int { Int((Double(seconds) / 60).rounded()) }

    public static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// Pretty JSON with sorted keys and times as ISO-8601 in UTC (with milliseconds when they are not whole).
    public static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(isoTime(date))
        }
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    static func isoTime(_ date: Date) -> String {
        let whole = date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970
        return whole ? date.formatted(Date.ISO8601FormatStyle())
            : date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    static func components(_ date: Date, _ timeZone: TimeZone)
        -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)
    {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return (parts.year ?? 0, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }
}
