import Foundation
import Testing

@testable import FitTodayWger

/// The language guard's word tables, read from the target's resource file rather than written in code.
@Suite("Language word tables")
struct LanguageWordsTests {
    @Test("The bundled file gives every word and cue the guard scores")
    func bundledTables() {
        let tables = LanguageWords.shared
        // 1,280 listings over six languages: 1,165 words, some listed more than once.
        #expect(tables.words.count == 1_165)
        #expect(tables.words["não"] == languageWeights([(.pt, 2)]))
        // "de" is listed by Portuguese, Spanish and French: its weight is shared between them.
        #expect(tables.words["de"] == languageWeights([(.pt, 1.0 / 3), (.es, 1.0 / 3), (.fr, 1.0 / 3)]))
        #expect(tables.cues.weights(of: Array("ação".unicodeScalars))[0] > 0)
        #expect(tables.cues.weights(of: Array("acción".unicodeScalars)) == languageWeights([(.es, 4), (.pt, 0.5)]))
    }

    @Test("A cue in a language the guard does not score is refused, naming the cue")
    func unknownLanguage() {
        let json = Data(#"{"lexicon": [], "cues": [{"cues": [{"pattern": "ij", "place": "anywhere", "weights": {"nl": 2}}]}]}"#.utf8)
        let error = #expect(throws: SpellingCues.InvalidCue.self) { _ = try LanguageWords(json: json) }
        #expect(error?.description == #"cue "ij": unknown language "nl""#)
    }

    @Test("A cue place outside anywhere, start, end and inside does not decode")
    func unknownPlace() {
        let json = Data(#"{"lexicon": [], "cues": [{"cues": [{"pattern": "x", "place": "middle", "weights": {"pt": 1}}]}]}"#.utf8)
        #expect(throws: DecodingError.self) { _ = try LanguageWords(json: json) }
    }

    @Test("A word file's tables score like the guard: listed words and cues add up per language")
    func smallFile() throws {
        let json = Data(
            #"""
            {"lexicon": [{"language": "en", "strong": ["the"], "common": ["and"]},
                         {"language": "de", "strong": ["und"], "common": ["the"]}],
             "cues": [{"about": "English", "cues": [{"pattern": "ing", "place": "end", "minimumLength": 5, "weights": {"en": 2}}]}]}
            """#.utf8)
        let tables = try LanguageWords(json: json)
        #expect(tables.words["the"] == languageWeights([(.en, 1), (.de, 0.5)]))
        #expect(tables.words["and"] == languageWeights([(.en, 1)]))
        #expect(tables.cues.weights(of: Array("lifting".unicodeScalars)) == languageWeights([(.en, 2)]))
        // Too short for the cue, and the cue is not at the end.
        #expect(tables.cues.weights(of: Array("ing".unicodeScalars)) == SIMD8<Double>())
        #expect(tables.cues.weights(of: Array("ingot".unicodeScalars)) == SIMD8<Double>())
    }
}
