/// What the guard found in one text: its size and one score per recognised language.
public struct LanguageEvidence: Sendable, Equatable {
    /// Letters in the text (digits, punctuation and spaces do not count).
    public let letterCount: Int
    /// Words (runs of letters) in the text.
    public let wordCount: Int
    /// Score of each recognised language; higher is more likely. Only relative sizes matter.
    public let scores: [TextLanguage: Double]

    /// The best-scoring language, or `unknown` when no language scored at all.
    public var leading: TextLanguage {
        ranked.first.flatMap { $0.score > 0 ? $0.language : nil } ?? .unknown
    }

    /// The recognised languages, best score first (ties keep the fixed order of `TextLanguage.recognised`).
    public var ranked: [(language: TextLanguage, score: Double)] {
        TextLanguage.recognised
            .map { (language: $0, score: scores[$0] ?? 0) }
            .enumerated()
            .sorted { lhs, rhs in
                lhs.element.score != rhs.element.score ? lhs.element.score > rhs.element.score : lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// Score of one language (0 for `unknown`).
    public func score(of language: TextLanguage) -> Double { scores[language] ?? 0 }
}
