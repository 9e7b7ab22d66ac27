import FitTodayLocalization

/// A setting with a value that cannot be used: its variable's name, the value as given, and what it needed. The
/// caller turns it into one line in the user's language (`message`) and exit 64.
public struct SettingsProblem: Error, Sendable, Equatable {
    public enum Need: Sendable, Equatable {
        /// A number, 0 or more (a rate, a burst, a pool size, a log level's name).
        case number
        /// A number above 0 (a timeout, a connection limit).
        case positive
        /// Seconds between 0 and 3,600 (the LLM's deadline and request timeout).
        case seconds
    }

    public var name: String
    public var value: String
    public var need: Need

    public init(name: String, value: String, need: Need = .number) {
        self.name = name
        self.value = value
        self.need = need
    }

    /// The line the user reads, from the message tables.
    public var message: String {
        switch need {
        case .number: say(.serverBadEnvironment, name, value)
        case .positive: say(.serverBadPositive, name, value)
        case .seconds: say(.badEnvironmentSeconds, name, value)
        }
    }
}
