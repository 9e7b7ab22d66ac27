public import FitTodayDomain
import Foundation

/// Turns what a person typed into a value's id: the English id, the display name in either language or an extra
/// alias, ignoring case, accents, spaces and underscores; and, when nothing matches, finds the closest form.
public struct ValueMatcher: Sendable {
    /// A form a person may type, and the id it stands for.
    public struct Form: Sendable, Equatable {
        /// Folded, for matching.
        public var text: String
        /// As suggested to a person: lower case, hyphens for spaces, accents kept ("braços", "corpo-inteiro").
        public var shown: String
        public var id: String
        /// The form is in the messages' language (or is the id itself): preferred when suggesting.
        public var preferred: Bool
    }

    public enum Outcome: Sendable, Equatable {
        case match(id: String)
        /// Nothing matches; `suggestion` is the closest form when one is close enough.
        case unknown(suggestion: String?)
    }

    public let forms: [Form]
    /// The forms to list when nothing is close, in the messages' language.
    public let listed: [String]

    /// - Parameters:
    ///   - names: each id's display names in every language (the table's own language first).
    public init(ids: [String], names: [String: [String]], aliases: [[String: [String]]], language: Language) {
        var forms: [Form] = []
        var seen = Set<String>()
        func add(_ text: String, _ id: String, preferred: Bool) {
            let folded = Self.fold(text)
            guard !folded.isEmpty, seen.insert(folded).inserted else { return }
            forms.append(Form(text: folded, shown: Self.shown(text), id: id, preferred: preferred))
        }
        // Ids first, then this language's names, then aliases: a tie in `suggestion` goes to the earlier form.
        for id in ids { add(id, id, preferred: true) }
        for id in ids { for (index, name) in (names[id] ?? []).enumerated() { add(name, id, preferred: index == 0) } }
        for (index, table) in aliases.enumerated() {
            for id in ids { for alias in table[id] ?? [] { add(alias, id, preferred: index == 0) } }
        }
        self.forms = forms
        listed = language == .en
            ? ids
            : ids.map { id in (names[id]?.first ?? aliases.first?[id]?.first).map(Self.shown) ?? id }
    }

    /// Lower case with hyphens for spaces and slashes, accents kept.
    static func shown(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "/" }).joined(separator: "-")
    }

    public func match(_ typed: String) -> Outcome {
        let folded = Self.fold(typed)
        if let form = forms.first(where: { $0.text == folded }) { return .match(id: form.id) }
        return .unknown(suggestion: suggestion(for: folded))
    }

    /// The closest form: the same letters without separators, one component of a longer form, or a small edit
    /// distance (a quarter of the word, at least one; a swap of two letters counts as one edit).
    func suggestion(for folded: String) -> String? {
        guard folded.count >= 2 else { return nil }
        let bare = folded.filter { $0 != "-" }
        var best: (score: Int, preferred: Bool, shown: String)?
        for form in forms {
            var score: Int?
            if form.text.filter({ $0 != "-" }) == bare {
                score = 0
            } else if folded.count >= 3, form.text.split(separator: "-").contains(Substring(folded)) {
                score = 1
            } else {
                let distance = Self.editDistance(Array(folded), Array(form.text))
                if distance <= max(1, folded.count / 4) { score = 1 + distance }
            }
            guard let score else { continue }
            if let current = best, (current.score, current.preferred ? 0 : 1) <= (score, form.preferred ? 0 : 1) {
                continue
            }
            best = (score, form.preferred, form.shown)
        }
        return best?.shown
    }

    /// Lower case, no accents, runs of spaces, underscores, slashes and hyphens as one hyphen.
    public static func fold(_ text: String) -> String {
        let plain = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        var out = ""
        for character in plain {
            if character == " " || character == "_" || character == "-" || character == "/" {
                if !out.isEmpty, out.last != "-" { out.append("-") }
            } else {
                out.append(character)
            }
        }
        while out.last == "-" { out.removeLast() }
        return out
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
