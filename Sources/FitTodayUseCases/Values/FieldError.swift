import FitTodayDomain
import FitTodayLocalization

/// A value a person gave for a field that could not be taken, and why. It says which field (and which item of a
/// list) but not how the field is spelled: the edge that read the value names it, `--energy` on the command line,
/// `energy` or `equipment[2]` in a JSON body (`message(naming:)`).
public struct FieldError: Error, Sendable, Equatable {
    /// The fields whose values are a person's words or bounded numbers.
    public enum Field: String, Sendable, CaseIterable {
        case focus, equipment, profile, energy, level, goal, minutes, muscle, daysPerWeek
    }

    public enum Problem: Sendable, Equatable {
        /// `typed` matches no value; `suggestion` is the closest form when one is close, else `valid` lists them.
        case unknown(typed: String, suggestion: String?, valid: [String])
        /// Nothing but blanks.
        case empty
        /// A split together with muscles (or another split); `typed` is the value as given.
        case mixedSplits(typed: String)
        /// A number outside its range (minutes).
        case outOfRange(Int)
        /// Equipment and a profile both given: they contradict each other.
        case conflictsWithProfile
        /// A list where one value is taken (lists are for `batch`).
        case oneValueOnly
    }

    public var field: Field
    /// The item's position in a JSON array; `nil` for a single value or a comma list typed as one.
    public var position: Int?
    public var problem: Problem

    public init(_ field: Field, position: Int? = nil, _ problem: Problem) {
        self.field = field
        self.position = position
        self.problem = problem
    }

    /// The one line a person reads, in their language, with each field spelled by `name` (the field, and the item's
    /// position when the value was an item of a list).
    public func message(naming name: (Field, Int?) -> String) -> String {
        switch problem {
        case .unknown(let typed, let suggestion?, _):
            say(.unknownValueSuggest, name(field, position), typed, suggestion)
        case .unknown(let typed, nil, let valid):
            say(.unknownValueList, name(field, position), typed, valid.joined(separator: ", "))
        case .empty:
            say(.emptyValue, name(field, position))
        case .mixedSplits(let typed):
            say(.focusMixed, name(field, nil), typed)
        case .outOfRange(let value) where field == .daysPerWeek:
            say(
                .scheduleDaysOutOfRange, name(field, nil), value, ScheduleRules.daysPerWeekRange.lowerBound,
                ScheduleRules.daysPerWeekRange.upperBound)
        case .outOfRange(let value):
            say(.minutesRange, name(field, nil), value)
        case .conflictsWithProfile:
            say(.equipmentAndProfile, name(.equipment, nil), name(.profile, nil))
        case .oneValueOnly:
            say(.oneValueOnly, name(field, nil))
        }
    }
}
