public import FitTodayDomain
public import FitTodayLocalization

/// A catalog or configuration file that cannot be used. Maps to exit code 65. Its problem is a message of the
/// tables, so the CLI can say it in the user's language; `description` is the English text, for logs and tests.
public struct DataFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Path of the file, relative to the project folder when possible.
    public var file: String
    /// The entry at fault: an exercise id, an array position or a key path.
    public var entry: String?
    public var problem: Message
    public var arguments: [String]

    public init(file: String, entry: String? = nil, _ problem: Message, _ arguments: String...) {
        self.init(file: file, entry: entry, problem, arguments: arguments)
    }

    public init(file: String, entry: String? = nil, _ problem: Message, arguments: [String]) {
        self.file = file
        self.entry = entry
        self.problem = problem
        self.arguments = arguments
    }

    /// "Catalog/exercises/chest.json, entry 3 (push-up): primaryMuscles: invalid value 'pecs'", in `language`.
    public func message(in language: Language) -> String {
        let say = Messages(language)
        let problem = Messages.fill(say.template(self.problem), arguments)
        if let entry { return say(.dataFileEntry, file, entry, problem) }
        return say(.dataFile, file, problem)
    }

    public var description: String { message(in: .en) }
}
