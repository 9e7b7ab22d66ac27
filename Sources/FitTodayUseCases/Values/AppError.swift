/// A failure said in the user's language, with its sysexits code: the CLI prints it as one line on stderr and exits
/// with the code; the server answers it as a problem (64 → 422, 75 → 503, others → 500).
public struct AppError: Error, CustomStringConvertible, Sendable {
    /// sysexits: 64 bad usage, 65 bad data file, 69 a remote service unavailable (a Wger import cut short),
    /// 70 internal error, 73 cannot create an output file, 75 temporary failure (the history database is busy),
    /// 77 permission denied (the database server refused the login: trying again changes nothing).
    public enum Code: Int32, Sendable, CaseIterable {
        case usage = 64
        case dataFile = 65
        case unavailable = 69
        case software = 70
        case cannotCreate = 73
        case temporary = 75
        case noPermission = 77
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public static func usage(_ message: String) -> AppError { AppError(.usage, message) }

    public var description: String { message }
}
