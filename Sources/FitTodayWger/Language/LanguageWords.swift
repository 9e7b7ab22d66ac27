import Foundation

/// The language guard's word tables: the weighted words of each language and the spelling cues, read once from
/// `Resources/language-words.json` (the target's resource bundle). Index order of every weight vector is
/// `TextLanguage.recognised` (pt, es, en, de, fr, it).
struct LanguageWords: Sendable {
    /// Word → weights. A word listed by several languages is shared between them (its weight divided by the
    /// number of languages listing it), so it tells those languages apart from the others only.
    let words: [String: SIMD8<Double>]
    let cues: SpellingCues

    /// The tables of the bundled file. The file ships inside the target, so a missing or malformed one is a
    /// packaging fault, not bad input: it stops the program with the reason.
    static let shared: LanguageWords = {
        guard let url = Bundle.module.url(forResource: "language-words", withExtension: "json") else {
            fatalError("FitTodayWger: language-words.json is missing from the resource bundle")
        }
        do {
            return try LanguageWords(json: Data(contentsOf: url))
        } catch {
            fatalError("FitTodayWger: language-words.json cannot be read: \(error)")
        }
    }()

    /// The tables of a language-words file's contents.
    init(json: Data) throws {
        let file = try JSONDecoder().decode(WordFile.self, from: json)
        var listings: [String: [(TextLanguage, Double)]] = [:]
        for listing in file.lexicon {
            for word in listing.strong { listings[word, default: []].append((listing.language, 2)) }
            for word in listing.common { listings[word, default: []].append((listing.language, 1)) }
        }
        var table: [String: SIMD8<Double>] = [:]
        for (word, entries) in listings {
            let languages = Set(entries.map(\.0)).count
            var vector = SIMD8<Double>()
            for (language, weight) in entries {
                vector += languageWeights([(language, weight / Double(languages))])
            }
            table[word] = vector
        }
        words = table
        cues = try SpellingCues(file.cues.flatMap(\.cues))
    }
}

/// A weight vector from (language, weight) pairs; index order is `TextLanguage.recognised`.
func languageWeights(_ pairs: [(TextLanguage, Double)]) -> SIMD8<Double> {
    var result = SIMD8<Double>()
    for (language, weight) in pairs {
        if let index = TextLanguage.recognised.firstIndex(of: language) { result[index] += weight }
    }
    return result
}

/// The shape of `language-words.json`.
struct WordFile: Decodable {
    /// The words of one language: strong ones (weight 2) are frequent and nearly unique to it, common ones weigh 1.
    struct Listing: Decodable {
        var language: TextLanguage
        var strong: [String]
        var common: [String]
    }

    /// Cues under a heading; the headings only group the file for its readers.
    struct CueGroup: Decodable {
        var cues: [CueEntry]
    }

    /// One spelling cue as written: weights keyed by language code ("pt", "es", …).
    struct CueEntry: Decodable {
        var pattern: String
        var place: SpellingCues.Place
        var minimumLength: Int?
        var weights: [String: Double]
    }

    var lexicon: [Listing]
    var cues: [CueGroup]
}
