public import FitTodayDomain
public import FitTodayLocalization
import Foundation

/// Matches a person's words to the values they stand for: English ids or words in either language (`peito`,
/// `halteres`, `força`), accents and case ignored. A word that matches nothing is refused with a did-you-mean when
/// one is close, else with the valid list (`FieldError`). The edges cut their input into words (the command line
/// splits comma lists, a JSON body gives arrays and strings) and call these once.
public enum WordParser {
    /// One word as given: its text and, for an item of a JSON array, its position there.
    public struct Word: Sendable, Equatable {
        public var text: String
        public var position: Int?

        public init(_ text: String, position: Int? = nil) {
            self.text = text
            self.position = position
        }
    }

    /// The words of a comma list (`chest, back`), trimmed, blanks dropped; a list of nothing is refused.
    public static func commaList(_ text: String, field: FieldError.Field) throws(FieldError) -> [Word] {
        let words = text.split(separator: ",").map { Word($0.trimmingCharacters(in: .whitespaces)) }
            .filter { !$0.text.isEmpty }
        guard !words.isEmpty else { throw FieldError(field, .empty) }
        return words
    }

    /// The items of a JSON array as words, trimmed and each with its position; blank items are dropped (their
    /// positions are not reused).
    public static func items(_ list: [String]) -> [Word] {
        list.enumerated().map { Word($0.element.trimmingCharacters(in: .whitespaces), position: $0.offset) }
            .filter { !$0.text.isEmpty }
    }

    /// The id `word` stands for among `matcher`'s values.
    public static func id(_ word: Word, in matcher: ValueMatcher, field: FieldError.Field) throws(FieldError) -> String {
        switch matcher.match(word.text) {
        case .match(let id):
            return id
        case .unknown(let suggestion):
            throw FieldError(
                field, position: word.position, .unknown(typed: word.text, suggestion: suggestion, valid: matcher.listed))
        }
    }

    /// A closed vocabulary value per word (energy, level, goal); no words is refused.
    public static func values<T: RawRepresentable>(_ words: [Word], _ kind: ValueKind, field: FieldError.Field)
        throws(FieldError) -> [T] where T.RawValue == String
    {
        guard !words.isEmpty else { throw FieldError(field, .empty) }
        let matcher = say.matcher(for: kind)
        return try words.map { word throws(FieldError) in T(rawValue: try id(word, in: matcher, field: field))! }
    }

    /// One split alone, or muscles and muscle groups. `typed` is the value as given, said back when a split is mixed
    /// with others.
    public static func focus(_ words: [Word], field: FieldError.Field = .focus, typed: String) throws(FieldError) -> Focus {
        guard !words.isEmpty else { throw FieldError(field, .empty) }
        let matcher = say.matcher(for: .focus)
        let ids = try words.map { word throws(FieldError) in try id(word, in: matcher, field: field) }
        do {
            return try Focus.parse(ids.joined(separator: ","))
        } catch .mixedSplits {
            throw FieldError(field, .mixedSplits(typed: typed))
        } catch {
            throw FieldError(field, .empty)
        }
    }

    /// A set of equipment; `none` (or `nenhum`, `peso-corporal`) is bodyweight. No words is refused (an empty JSON
    /// array is bodyweight: the edge knows it before asking).
    public static func equipment(_ words: [Word]) throws(FieldError) -> EquipmentSet {
        guard !words.isEmpty else { throw FieldError(.equipment, .empty) }
        var set = EquipmentSet()
        let matcher = say.matcher(for: .equipment)
        for word in words {
            let value = try id(word, in: matcher, field: .equipment)
            if let equipment = Equipment(rawValue: value) { set = set.union(EquipmentSet([equipment])) }
        }
        return set
    }

    /// A configured profile's id (`full-gym`, `academia-completa`).
    public static func profile(_ word: Word, among profiles: [String]) throws(FieldError) -> String {
        try id(word, in: say.matcher(for: .profile, profiles: profiles), field: .profile)
    }
}
