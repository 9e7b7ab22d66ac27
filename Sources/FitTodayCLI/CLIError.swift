/// An error the CLI reports as one line on stderr with a documented exit code. Its message is already in the
/// user's language.
public struct CLIError: Error, CustomStringConvertible, Sendable {
    /// sysexits: 64 bad usage, 65 bad data file, 69 a remote service unavailable (a Wger import cut short),
    /// 70 internal error, 73 cannot create an output file, 75 temporary failure (the history database is busy).
    public enum Code: Int32, Sendable, CaseIterable {
        case usage = 64
        case dataFile = 65
        case unavailable = 69
        case software = 70
        case cannotCreate = 73
        case temporary = 75
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public static func usage(_ message: String) -> CLIError { CLIError(.usage, message) }

    public var description: String { message }
}
