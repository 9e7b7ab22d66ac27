// Language guard: tells Portuguese, Spanish, English, German, French and Italian apart on short
// exercise-instruction text, so that a Wger text whose language label lies (an "English" text that is
// really Spanish, say) is never shown as Portuguese or English.
//
// The scorer is a weighted count of function words and common instruction words of each language plus
// spelling cues (ã õ ç ñ ß, "ción", "zione", "nh"/"lh", "sch", "th", "-ing", …). The words and cues, with their
// weights, are data: `Resources/language-words.json`, read once by `LanguageWords`. Every weight there is general
// knowledge of the languages, written by hand; nothing is learned from data at run time.
import Foundation

/// Detects the language of plain text and checks a text against the language it is labelled with.
/// Pure and stateless: safe to share between threads and tasks.
public struct LanguageGuard: Sendable {
    /// The outcome of checking a text against its label.
    public enum Verdict: Sendable, Equatable {
        /// The text reads as the labelled language.
        case accepted
        /// The guard is confident the text is in another of the six languages, named by `detected`
        /// (never `unknown`).
        case rejected(detected: TextLanguage)
        /// Too short, too mixed, or in none of the six languages: the guard neither accepts nor rejects.
        case undetermined
    }

    /// A text shorter than this many letters is never judged (`detect` answers `unknown`).
    public static let minimumLetters = 20
    /// A text with fewer words than this is never judged (a two-word exercise name, say).
    public static let minimumWords = 3
    /// The leading language must score at least this much…
    public static let minimumScore = 2.5
    /// …and lead the runner-up by at least this much…
    public static let minimumLead = 1.5
    /// …and by at least this fraction of its own score.
    public static let minimumRelativeLead = 0.25
    /// A rejection also needs the labelled language to score at most this fraction of the detected one.
    public static let maximumLabelShareToReject = 0.5

    public init() {}

    /// Letters, words and per-language scores of `text` (plain text; HTML must be removed before).
    public func evidence(for text: String) -> LanguageEvidence {
        var tally = Tally()
        Scorer.score(text, into: &tally)
        var scores: [TextLanguage: Double] = [:]
        for (index, language) in TextLanguage.recognised.enumerated() {
            scores[language] = tally.weights[index]
        }
        return LanguageEvidence(letterCount: tally.letters, wordCount: tally.words, scores: scores)
    }

    /// The language of `text`, or `unknown` when the text is too short (fewer than `minimumLetters`
    /// letters or `minimumWords` words), has too little evidence, or two languages are too close to call.
    public func detect(_ text: String) -> TextLanguage {
        decision(from: evidence(for: text))
    }

    /// The confident language of already computed evidence, or `unknown`.
    public func decision(from evidence: LanguageEvidence) -> TextLanguage {
        guard evidence.letterCount >= Self.minimumLetters, evidence.wordCount >= Self.minimumWords else {
            return .unknown
        }
        let ranked = evidence.ranked
        let best = ranked[0], second = ranked[1]
        let lead = best.score - second.score
        guard best.score >= Self.minimumScore,
              lead >= Self.minimumLead,
              lead >= Self.minimumRelativeLead * best.score
        else { return .unknown }
        return best.language
    }

    /// Checks `text` against the language it is labelled with. A text is rejected only when the guard is
    /// confident it is another of the six languages and the labelled language scores far below it;
    /// it is accepted only when the guard confidently detects the labelled language.
    public func verdict(_ text: String, labelled label: TextLanguage) -> Verdict {
        verdict(from: evidence(for: text), labelled: label)
    }

    /// The verdict for already computed evidence.
    public func verdict(from evidence: LanguageEvidence, labelled label: TextLanguage) -> Verdict {
        guard label != .unknown else { return .undetermined }
        let detected = decision(from: evidence)
        if detected == .unknown { return .undetermined }
        if detected == label { return .accepted }
        let labelShare = evidence.score(of: label) / evidence.score(of: detected)
        return labelShare <= Self.maximumLabelShareToReject ? .rejected(detected: detected) : .undetermined
    }

    /// The guard's language for a Wger language id (1 de, 2 en, 4 es, 7 pt, 12 fr, 13 it); nil for the others.
    public static func wgerLanguage(id: Int) -> TextLanguage? {
        switch id {
        case 1: .de
        case 2: .en
        case 4: .es
        case 7: .pt
        case 12: .fr
        case 13: .it
        default: nil
        }
    }
}

// MARK: - Scoring

/// Running totals while a text is scored. Index order is `TextLanguage.recognised`.
private struct Tally {
    var weights = SIMD8<Double>()
    var letters = 0
    var words = 0
}

private enum Scorer {
    static func score(_ text: String, into tally: inout Tally) {
        let tables = LanguageWords.shared
        var word: [Unicode.Scalar] = []
        word.reserveCapacity(32)
        // An apostrophe right after a word: an elision ("l'exercice", "dell'esercizio", "qu'il") when a letter
        // follows, and then the part before it is a word of its own, kept with its apostrophe.
        var apostropheAfterWord = false
        for scalar in composed(text).unicodeScalars {
            let letter = isLetter(scalar)
            if apostropheAfterWord {
                apostropheAfterWord = false
                if letter { word.append("'") }
                finish(&word, into: &tally, tables)
            }
            if letter {
                appendLowercased(scalar, to: &word)
                tally.letters += 1
            } else if (scalar == "'" || scalar == "\u{2019}") && !word.isEmpty {
                apostropheAfterWord = true
            } else {
                if scalar == "¿" || scalar == "¡" { tally.weights += SpellingCues.spanishPunctuation }
                finish(&word, into: &tally, tables)
            }
        }
        finish(&word, into: &tally, tables)
    }

    /// The text with accents composed ("a" + U+0303 → "ã"), so that cues and words match one spelling.
    private static func composed(_ text: String) -> String {
        let hasCombiningMark = text.unicodeScalars.contains {
            $0.value >= 0x300 && $0.properties.generalCategory == .nonspacingMark
        }
        return hasCombiningMark ? text.precomposedStringWithCanonicalMapping : text
    }

    private static func appendLowercased(_ scalar: Unicode.Scalar, to word: inout [Unicode.Scalar]) {
        switch scalar.value {
        case 0x41...0x5A, 0xC0...0xDE:  // ASCII and Latin-1 capitals (× is not a letter)
            word.append(Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value + 0x20)))
        case 0...0xFF:
            word.append(scalar)
        default:
            if scalar.properties.changesWhenLowercased {
                word.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                word.append(scalar)
            }
        }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x61...0x7A, 0x41...0x5A: return true  // ASCII letters, the common case
        case 0...0x7F, 0xD7, 0xF7: return false  // the rest of ASCII, × and ÷
        case 0xC0...0xFF: return true  // Latin-1 letters
        default: return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark
        }
    }

    private static func finish(_ word: inout [Unicode.Scalar], into tally: inout Tally, _ tables: LanguageWords) {
        guard !word.isEmpty else { return }
        tally.words += 1
        var string = String.UnicodeScalarView()
        string.append(contentsOf: word)
        let text = String(string)
        if let weights = tables.words[text] { tally.weights += weights }
        tally.weights += tables.cues.weights(of: word)
        word.removeAll(keepingCapacity: true)
    }
}
