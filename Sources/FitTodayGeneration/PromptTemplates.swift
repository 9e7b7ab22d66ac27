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
/// `system.mustache` (the static part, byte-identical across requests so servers can reuse their prompt cache) and
/// `user.mustache` (today's person and slots). The output schema is built from the slots (`SlotSchema`).
///
/// The templates are plain text: `{{name}}` inserts a value as it is (no HTML escaping).
public struct PromptTemplates: Sendable {
    public static let systemFile = "system.mustache"
    public static let userFile = "user.mustache"

    let system: MustacheTemplate
    let user: MustacheTemplate

    /// Reads and checks both files; the first problem found is thrown.
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
        return PromptTemplates(
            system: try template(system.text, file: system.file), user: try template(user.text, file: user.file))
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
}
