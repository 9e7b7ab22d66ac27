/// An error the CLI reports as one line on stderr with a documented exit code.
public struct CLIError: Error, CustomStringConvertible, Sendable {
    /// 64 bad usage, 65 bad data file, 69 a remote service unavailable (a Wger import cut short), 70 internal
    /// error (sysexits).
    public enum Code: Int32, Sendable {
        case usage = 64
        case dataFile = 65
        case unavailable = 69
        case software = 70
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
