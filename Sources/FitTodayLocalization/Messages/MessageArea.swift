import FitTodayDomain

/// A family of human-facing messages: an enum of keys whose words live in one table per language, pt-BR first.
///
/// Adding an area: an enum of keys, a Portuguese table and an English table (each an enum with
/// `static func text(_:) -> String`), and its four lines in `Messages+Areas.swift` (the conformance naming the two
/// tables, and the two spellings callers use). Every area shares one lookup: `Messages.lookup(_:)`.
public protocol MessageArea: Sendable {
    /// The area's two tables.
    static var tables: MessageTables<Self> { get }
}

/// The words of one message area: a table per language, each giving a message's text with `{1}`, `{2}`… left in.
public struct MessageTables<Area: MessageArea>: Sendable {
    private let portuguese: @Sendable (Area) -> String
    private let english: @Sendable (Area) -> String

    init(portuguese: @escaping @Sendable (Area) -> String, english: @escaping @Sendable (Area) -> String) {
        self.portuguese = portuguese
        self.english = english
    }

    /// The message's text in `language`, placeholders left in.
    func text(_ message: Area, in language: Language) -> String {
        switch language {
        case .ptBR: portuguese(message)
        case .en: english(message)
        }
    }
}

extension Messages {
    /// A message of any area in this language, with its placeholders left in.
    public func lookup<Area: MessageArea>(_ message: Area) -> String {
        Area.tables.text(message, in: language)
    }

    /// A message of any area in this language, with its placeholders filled in order by `arguments`.
    public func text<Area: MessageArea>(_ message: Area, _ arguments: [any CustomStringConvertible]) -> String {
        Self.fill(lookup(message), arguments.map(\.description))
    }
}
