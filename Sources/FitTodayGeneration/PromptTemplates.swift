public import FitTodayJSON
import FitTodayOpenAI
public import Foundation
import Mustache

/// A prompt file that cannot be used: which file, and what is wrong with it, on one line.
public struct PromptTemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `Prompts/user.mustache`: the folder's name and the file's.
    public var file: String
    public var problem: String

    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }
}

/// The prompt files of `Prompts/`, read at run time so that wording can change without a rebuild:
/// `system.mustache`, `user.mustache` and `plan-schema.json`.
///
/// The templates are plain text: `{{name}}` inserts a value as it is (no HTML escaping).
public struct PromptTemplates: Sendable {
    public static let systemFile = "system.mustache"
    public static let userFile = "user.mustache"
    public static let schemaFile = "plan-schema.json"
    /// Where in the schema the candidate ids go, as the `enum` of this object.
    static let exerciseIdPath = ["properties", "exercises", "items", "properties", "exerciseId"]

    let system: MustacheTemplate
    let user: MustacheTemplate
    /// The plan schema as written, with the `exerciseId` enum still to fill.
    public let schema: JSONValue

    /// Reads and checks the three files; the first problem found is thrown.
    public static func load(from directory: URL) throws(PromptTemplateError) -> PromptTemplates {
        let folder = directory.lastPathComponent
        func read(_ name: String) throws(PromptTemplateError) -> (file: String, text: String) {
            let file = "\(folder)/\(name)"
            do {
                return (file, try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
            } catch {
                throw PromptTemplateError(file: file, problem: "cannot be read (missing, or not UTF-8 text)")
            }
        }
        let system = try read(systemFile)
        let user = try read(userFile)
        let schema = try read(schemaFile)
        return PromptTemplates(
            system: try template(system.text, file: system.file),
            user: try template(user.text, file: user.file),
            schema: try planSchema(schema.text, file: schema.file))
    }

    /// The text content type, declared on a line of its own that the renderer drops: `{{x}}` is not escaped.
    private static let textPragma = "{{% CONTENT_TYPE: TEXT }}\n"

    private static func template(_ text: String, file: String) throws(PromptTemplateError) -> MustacheTemplate {
        do {
            return try MustacheTemplate(string: textPragma + text)
        } catch let error as MustacheTemplate.ParserError {
            // The pragma line is ours; line numbers count from the file's first line.
            let place = "line \(error.context.lineNumber - 1), column \(error.context.columnNumber)"
            throw PromptTemplateError(file: file, problem: "\(place): \(describe(error.error))")
        } catch {
            throw PromptTemplateError(file: file, problem: "is not a valid Mustache template")
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect: "a section is closed with another section's name"
        case .expectedSectionEnd: "a section is never closed"
        case .unfinishedName: "a tag is not finished"
        default: "invalid Mustache (\(error))"
        }
    }

    private static func planSchema(_ text: String, file: String) throws(PromptTemplateError) -> JSONValue {
        let schema: JSONValue
        do {
            schema = try JSONValue.parse(Data(text.utf8))
        } catch {
            throw PromptTemplateError(file: file, problem: "is not valid JSON")
        }
        if let problem = strictProblem(schema, path: "") {
            throw PromptTemplateError(file: file, problem: problem)
        }
        guard schema.value(at: exerciseIdPath)?.objectValue != nil else {
            throw PromptTemplateError(file: file, problem: "has no \(exerciseIdPath.joined(separator: ".")) object")
        }
        return schema
    }

    /// OpenAI's strict mode wants every object closed and every property required.
    private static func strictProblem(_ node: JSONValue, path: String) -> String? {
        switch node {
        case .object(let members):
            if let properties = members["properties"]?.objectValue {
                let place = path.isEmpty ? "the root schema" : path
                guard members["additionalProperties"] == .bool(false) else {
                    return "\(place): additionalProperties must be false"
                }
                let required = Set((members["required"]?.arrayValue ?? []).compactMap(\.stringValue))
                if let missing = properties.keys.sorted().first(where: { !required.contains($0) }) {
                    return "\(place): property \(missing) must be listed in required"
                }
            }
            for key in members.keys.sorted() {
                if let problem = strictProblem(members[key]!, path: path.isEmpty ? key : "\(path).\(key)") {
                    return problem
                }
            }
        case .array(let items):
            for (index, item) in items.enumerated() {
                if let problem = strictProblem(item, path: "\(path)[\(index)]") { return problem }
            }
        default:
            break
        }
        return nil
    }

    /// The schema with `ids` as the only values `exerciseId` may take.
    /// The schema for one attempt: `exerciseId` limited to the candidates, the list to `exercises` items, and
    /// every number to its bounds — a constrained decoder (llama.cpp) needs them to close the array and keep
    /// values sane, and OpenAI's strict mode accepts them.
    func schema(candidateIds ids: [String], bounds: PlanBounds) -> JSONValue {
        let items = ["properties", "exercises", "items", "properties"]
        var result = schema.replacing(at: Self.exerciseIdPath + ["enum"], with: .array(ids.map(JSONValue.string)))
        result = result.replacing(at: ["properties", "exercises", "minItems"], with: .number(Double(bounds.exercises.lowerBound)))
        result = result.replacing(at: ["properties", "exercises", "maxItems"], with: .number(Double(bounds.exercises.upperBound)))
        for (field, range) in [("sets", bounds.sets), ("repsMin", bounds.reps), ("repsMax", bounds.reps), ("restSeconds", bounds.rest)] {
            result = result.replacing(at: items + [field, "minimum"], with: .number(Double(range.lowerBound)))
            result = result.replacing(at: items + [field, "maximum"], with: .number(Double(range.upperBound)))
        }
        return result
    }
}

/// The ranges a plan's numbers must fall in, written into the schema and enforced again by the decoder.
struct PlanBounds {
    var exercises: ClosedRange<Int>
    var sets: ClosedRange<Int>
    var reps: ClosedRange<Int>
    var rest: ClosedRange<Int>
}

extension JSONValue {
    func value(at path: some Collection<String>) -> JSONValue? {
        guard let key = path.first else { return self }
        return self[key]?.value(at: path.dropFirst())
    }

    /// This value with the member at `path` set to `value`; intermediate objects must exist.
    func replacing(at path: some Collection<String>, with value: JSONValue) -> JSONValue {
        guard let key = path.first, case .object(var members) = self else { return path.isEmpty ? value : self }
        let child = members[key] ?? .object([:])
        members[key] = path.count == 1 ? value : child.replacing(at: path.dropFirst(), with: value)
        return .object(members)
    }
}
