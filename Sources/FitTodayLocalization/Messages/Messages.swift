public import FitTodayDomain
import Foundation

/// Every human-facing sentence of FitToday in the user's language.
///
/// Messages come in areas (`Message`, `ServerMessage`, `SessionMessage`…, see `MessageArea`), each with one table
/// per language: pt-BR, the first language, and English; the vocabularies' names are in `PortugueseVocabulary` and
/// `EnglishVocabulary`. `say(.key, arguments…)` gives a message's text, its numbered placeholders `{1}`, `{2}`…
/// filled in order by the arguments; `say.template(.key)` leaves them in.
public struct Messages: Sendable {
    public let language: Language

    public init(_ language: Language) {
        self.language = language
    }

    public static func fill(_ template: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty, template.contains("{") else { return template }
        var text = template
        // From the last placeholder down, so "{1}" never eats the start of "{10}".
        for (index, argument) in arguments.enumerated().reversed() {
            text = text.replacingOccurrences(of: "{\(index + 1)}", with: argument)
        }
        return text
    }

    /// "a, b e c" / "a, b and c".
    public func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + self(.listAnd) + words.last!
    }
}
