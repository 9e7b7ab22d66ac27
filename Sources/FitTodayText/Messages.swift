public import FitTodayDomain
import Foundation

/// Every human-facing sentence of FitToday in the user's language.
///
/// The words themselves live in one table per language: `PortugueseTable` (pt-BR, the first language) and
/// `EnglishTable`, each with its vocabulary (`PortugueseVocabulary`, `EnglishVocabulary`). A message's text holds
/// numbered placeholders, `{1}`, `{2}`…, filled in order by the caller's arguments.
public struct Messages: Sendable {
    public let language: Language

    public init(_ language: Language) {
        self.language = language
    }

    /// The message's text with its placeholders filled.
    public func callAsFunction(_ message: Message, _ arguments: any CustomStringConvertible...) -> String {
        Self.fill(template(message), arguments.map(\.description))
    }

    /// The message's text with its placeholders left in.
    public func template(_ message: Message) -> String {
        switch language {
        case .ptBR: PortugueseTable.text(message)
        case .en: EnglishTable.text(message)
        }
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
