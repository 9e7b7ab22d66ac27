/// A catalog or configuration file that cannot be used. Maps to exit code 65.
public struct DataFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Path of the file, relative to the project folder when possible.
    public var file: String
    /// The entry at fault: an exercise id, an array position or a key path.
    public var entry: String?
    public var problem: String

    public init(file: String, entry: String? = nil, problem: String) {
        self.file = file
        self.entry = entry
        self.problem = problem
    }

    public var description: String {
        if let entry { return "\(file): entry \(entry): \(problem)" }
        return "\(file): \(problem)"
    }
}
