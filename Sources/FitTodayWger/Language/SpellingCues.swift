/// Spelling cues of the language guard: letters, spellings and endings that point to a language ("ção", "ción",
/// "sch", "-ing"). Each cue counts once per word, however often it occurs there.
struct SpellingCues: Sendable {
    /// Where in a word a cue must occur.
    enum Place: String, Decodable, Sendable {
        case anywhere
        case start
        case end
        /// Anywhere except as the very end of the word.
        case inside
    }

    struct Cue: Sendable {
        let pattern: [Unicode.Scalar]
        let place: Place
        let minimumLength: Int
        let weights: SIMD8<Double>
    }

    /// A file's cue names a language the guard does not score, or has an empty or out-of-range pattern.
    struct InvalidCue: Error, CustomStringConvertible {
        var pattern: String
        var reason: String
        var description: String { "cue \"\(pattern)\": \(reason)" }
    }

    /// Inverted question and exclamation marks, which only Spanish writes.
    static let spanishPunctuation = languageWeights([(.es, 3)])

    /// The cues by the code point of their first letter (all of them lie below U+0180), so that a word is only
    /// compared with the cues that can start at each of its letters. Within a letter, cues keep the file's order.
    private let byFirstLetter: [[(id: Int, cue: Cue)]]

    /// The cues in the file's order (the order their weights are summed in).
    init(_ entries: [WordFile.CueEntry]) throws(InvalidCue) {
        var index = Array(repeating: [(id: Int, cue: Cue)](), count: 0x180)
        for (id, entry) in entries.enumerated() {
            let pattern = Array(entry.pattern.unicodeScalars)
            guard let first = pattern.first, first.value < 0x180 else {
                throw InvalidCue(pattern: entry.pattern, reason: "empty, or its first letter is at or above U+0180")
            }
            var pairs: [(TextLanguage, Double)] = []
            for (code, weight) in entry.weights {
                guard let language = TextLanguage(rawValue: code), language != .unknown else {
                    throw InvalidCue(pattern: entry.pattern, reason: "unknown language \"\(code)\"")
                }
                pairs.append((language, weight))
            }
            let cue = Cue(
                pattern: pattern, place: entry.place, minimumLength: entry.minimumLength ?? 0,
                weights: languageWeights(pairs))
            index[Int(first.value)].append((id, cue))
        }
        byFirstLetter = index
    }

    /// The summed weights of the cues found in `word`, each cue counted once however often it occurs.
    func weights(of word: [Unicode.Scalar]) -> SIMD8<Double> {
        var total = SIMD8<Double>()
        var found: [Int] = []
        for start in word.indices {
            let letter = Int(word[start].value)
            guard letter < byFirstLetter.count else { continue }
            for (id, cue) in byFirstLetter[letter] where word.count >= cue.minimumLength && !found.contains(id)
                && Self.occurs(cue, in: word, at: start) {
                found.append(id)
                total += cue.weights
            }
        }
        return total
    }

    private static func occurs(_ cue: Cue, in word: [Unicode.Scalar], at start: Int) -> Bool {
        let end = start + cue.pattern.count
        guard end <= word.count else { return false }
        switch cue.place {
        case .start: guard start == 0 else { return false }
        case .end: guard end == word.count else { return false }
        case .inside: guard end < word.count else { return false }
        case .anywhere: break
        }
        var offset = 1
        while offset < cue.pattern.count {
            if word[start + offset] != cue.pattern[offset] { return false }
            offset += 1
        }
        return true
    }
}
