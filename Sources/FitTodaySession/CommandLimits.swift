import FitTodayDomain
public import Foundation

/// The bounds of every field a client sends in a command: text lengths (in Unicode scalars, so at most four bytes
/// each), numbers within what a body or a workout can be, times within this century. A command outside them is
/// refused with `invalidValue` and the fault names the field and its limit. Pure: no clock (an offline queue may
/// deliver a command days late, so `at` is bounded by the calendar, not by the time it arrives).
public enum CommandLimits {
    /// Ids: `commandId`, `deviceId`, `planId`, `exerciseId`.
    public static let idLength = 128
    /// A set's id ("2.3").
    public static let setIdLength = 32
    /// `date`: an ISO day, `YYYY-MM-DD`.
    public static let dateLength = 10
    /// `notes` at `finish`.
    public static let notesLength = 2_000

    public static let reps = 0...1_000
    public static let seconds = 0...36_000
    public static let meters = 0...10_000
    public static let weightKg = 0.0...1_000.0
    public static let rpe = 1.0...10.0
    public static let exerciseIndex = 0...999
    public static let expectedRevision = 0...1_000_000_000
    /// A rest timer moves by at most a day either way.
    public static let deltaSeconds = -86_400...86_400
    public static let activeEnergyKcal = 0.0...10_000.0
    public static let heartRateBpm = 20.0...260.0
    public static let steps = 0...1_000_000
    public static let rating = 1...5
    /// `at`: from 2000-01-01 (inclusive) to 2100-01-01 (exclusive), UTC.
    public static let at = Date(timeIntervalSince1970: 946_684_800)..<Date(timeIntervalSince1970: 4_102_444_800)

    /// What is wrong with one field, for the words of the refusal.
    public struct Fault: Sendable, Equatable, Error {
        public enum Limit: Sendable, Equatable {
            /// Longer than `max` characters.
            case length(max: Int)
            /// Outside `lower`…`upper` (written as the JSON would be).
            case range(lower: String, upper: String)
            /// Holds a control character (or, for `date`, is not `YYYY-MM-DD`).
            case format
        }

        public var field: String
        public var limit: Limit

        public init(field: String, limit: Limit) {
            self.field = field
            self.limit = limit
        }
    }

    /// The first fault of `command`, field by field in a fixed order (`commandId` first), or nil.
    public static func fault(in command: SessionCommand) -> Fault? {
        if let fault = idFault(command.commandId) { return fault }
        if let fault = text("deviceId", command.deviceId, max: idLength) { return fault }
        if let at = command.at, !Self.at.contains(at) {
            return Fault(field: "at", limit: .range(lower: "2000-01-01T00:00:00Z", upper: "2099-12-31T23:59:59Z"))
        }
        let texts: [(String, String?, Int)] = [
            ("planId", command.planId, idLength), ("exerciseId", command.exerciseId, idLength),
            ("setId", command.setId, setIdLength), ("notes", command.notes, notesLength),
        ]
        for (field, value, max) in texts {
            if let value, let fault = text(field, value, max: max, lines: field == "notes") { return fault }
        }
        if let date = command.date, date.unicodeScalars.count > dateLength || CalendarDay(iso: date) == nil {
            return Fault(field: "date", limit: .format)
        }
        let integers: [(String, Int?, ClosedRange<Int>)] = [
            ("expectedRevision", command.expectedRevision, expectedRevision), ("reps", command.reps, reps),
            ("seconds", command.seconds, seconds), ("meters", command.meters, meters),
            ("exerciseIndex", command.exerciseIndex, exerciseIndex),
            ("deltaSeconds", command.deltaSeconds, deltaSeconds), ("steps", command.steps, steps),
            ("rating", command.rating, rating),
        ]
        for case let (field, value?, range) in integers where !range.contains(value) {
            return Fault(field: field, limit: .range(lower: String(range.lowerBound), upper: String(range.upperBound)))
        }
        let decimals: [(String, Double?, ClosedRange<Double>)] = [
            ("weightKg", command.weightKg, weightKg), ("rpe", command.rpe, rpe),
            ("activeEnergyKcal", command.activeEnergyKcal, activeEnergyKcal), ("heartRateBpm", command.heartRateBpm, heartRateBpm),
        ]
        for case let (field, value?, range) in decimals where !range.contains(value) {
            return Fault(field: field, limit: .range(lower: written(range.lowerBound), upper: written(range.upperBound)))
        }
        return nil
    }

    /// The fault of a command id alone: empty, too long or holding a control character. A command whose id has one
    /// is answered without the id and nothing of it is kept.
    public static func idFault(_ commandId: String) -> Fault? {
        commandId.isEmpty ? Fault(field: "commandId", limit: .format) : text("commandId", commandId, max: idLength)
    }

    /// Too long, or a control character (line breaks and tabs allowed in `notes` only).
    private static func text(_ field: String, _ value: String, max: Int, lines: Bool = false) -> Fault? {
        var count = 0
        for scalar in value.unicodeScalars {
            count += 1
            if count > max { return Fault(field: field, limit: .length(max: max)) }
            if scalar.properties.generalCategory == .control, !(lines && (scalar == "\n" || scalar == "\t" || scalar == "\r")) {
                return Fault(field: field, limit: .format)
            }
        }
        return nil
    }

    /// A bound as JSON writes it: "1000", "1.5".
    private static func written(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
