public import FitTodayDomain
import FitTodayLocalization

/// Why a new plan was refused for a day: what was trained there is history and no plan replaces it, and a plan
/// being trained is not pulled from under its session. The CLI exits 73 (the plan cannot be created), the server
/// answers 409.
public struct PlanConflict: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// The day's recorded workout was finished in a session.
        case trained
        /// The same, when a session was asked for (`session start`, `train`).
        case trainedAgain
        /// A session is open (active or paused) on the day's plan.
        case sessionOpen
    }

    public var reason: Reason
    public var day: CalendarDay

    public init(_ reason: Reason, day: CalendarDay) {
        self.reason = reason
        self.day = day
    }

    /// sysexits EX_CANTCREAT: the day's plan cannot be made.
    public static let exitCode: Int32 = 73

    /// One line in the user's language, with what to do instead.
    public var message: String {
        let date = say.date(day)
        return switch reason {
        case .trained: say(.historyDayTrained, date)
        case .trainedAgain: say(.historyDayTrainedAgain, date)
        case .sessionOpen: say(.historyDaySessionOpen, date)
        }
    }

    public var description: String { message }
}
