// Language-guard accuracy on the real Wger texts: every translation labelled pt, es, en, de, fr or it in
// exerciseinfo_fixtures.json, its description turned into plain text by HTMLSanitizer.
//
// The true language of a text is its Wger label, except the hand-checked mislabels of stats.json
// (language_checks): the English-labelled texts that are really Spanish, German, French, Italian, Catalan or
// Portuguese, the Spanish-labelled text that is English (ex 1259 tr 2213) and the Indonesian-labelled text
// that is Spanish (ex 993 tr 1668, counted as Spanish; it has no label among the six, so it has no verdict).
// Catalan is none of the six languages: any answer but English counts as right for it, and it is left out of
// precision and recall.
import FitTodayWger
import FitTodayHTTP
import Foundation

private struct LanguageBenchError: Error, CustomStringConvertible {
    let description: String
}

/// One Wger translation with its label, its true language and its plain text.
private struct LabelledText {
    let exercise: Int
    let translation: Int
    /// The Wger label, nil when it is none of the six languages.
    let label: TextLanguage?
    /// pt, es, en, de, fr, it or ca (Catalan).
    let truth: String
    let text: String
}

/// What the guard said about one text.
private struct GuardAnswer {
    let sample: LabelledText
    let evidence: LanguageEvidence
    let detected: TextLanguage
    let verdict: LanguageGuard.Verdict?

    var isLongEnough: Bool {
        evidence.letterCount >= LanguageGuard.minimumLetters && evidence.wordCount >= LanguageGuard.minimumWords
    }

    /// Right when the guard names the true language; for Catalan, right unless it says English.
    var isRight: Bool {
        sample.truth == "ca" ? detected != .en : detected.rawValue == sample.truth
    }
}

private let catalan = "ca"
private let truthOrder = ["pt", "es", "en", "de", "fr", "it", catalan]
private let languageNames = [
    "spanish": "es", "german": "de", "french": "fr", "italian": "it", "catalan": catalan, "portuguese": "pt",
    "english": "en",
]
/// English-labelled texts outside the stats.json list that the guard rejects and that are, on reading, not
/// English either (translation id → what they are). Used only for the second "after reading" figure.
private let readAsNotEnglish: [Int: String] = [
    2249: "it", 2330: "de", 2337: "de", 2454: "pt", 2902: "pt", 2903: "pt", 2912: "pt", 2923: "pt",
]

func runLanguageAccuracy(dataDirectory: URL) throws {
    let samples = try loadLabelledTexts(dataDirectory: dataDirectory)
    let languageGuard = LanguageGuard()

    let clock = ContinuousClock()
    let start = clock.now
    let answers = samples.map { sample in
        let evidence = languageGuard.evidence(for: sample.text)
        return GuardAnswer(
            sample: sample, evidence: evidence, detected: languageGuard.decision(from: evidence),
            verdict: sample.label.map { languageGuard.verdict(from: evidence, labelled: $0) }
        )
    }
    let elapsed = clock.now - start
    let seconds = elapsed.seconds
    let letters = samples.reduce(0) { $0 + $1.text.count }

    print("Language guard on \(samples.count) Wger texts (\(dataDirectory.path))")
    print("long enough = at least \(LanguageGuard.minimumLetters) letters and \(LanguageGuard.minimumWords) words"
          + " (the guard answers unknown below that)")
    print(String(format: "speed: %.0f texts/s, %.1f MB/s of text (evidence + decision + verdict, one core)",
                 Double(samples.count) / seconds, Double(letters) / seconds / 1e6))
    print()

    // Texts per true language.
    let long = answers.filter(\.isLongEnough)
    print(pad("true language", 14) + pad("texts", 7) + pad("long", 6) + pad("short", 7) + "empty")
    for truth in truthOrder {
        let all = answers.filter { $0.sample.truth == truth }
        let empty = all.filter { $0.evidence.letterCount == 0 }.count
        let longCount = all.filter(\.isLongEnough).count
        print(pad(truth, 14) + pad("\(all.count)", 7) + pad("\(longCount)", 6)
              + pad("\(all.count - longCount - empty)", 7) + "\(empty)")
    }
    print()

    // Accuracy.
    let longRight = long.filter(\.isRight).count
    let allRight = answers.filter(\.isRight).count
    let nonEmpty = answers.filter { $0.evidence.letterCount > 0 }
    let longUnknown = long.filter { !$0.isRight && $0.detected == .unknown }.count
    let longAccuracy = percent(longRight, long.count)
    print("detect accuracy, long texts:      \(longRight)/\(long.count) = \(format(longAccuracy)) %"
          + " (\(longUnknown) of the misses are unknown, \(long.count - longRight - longUnknown) a wrong language)")
    print("detect accuracy, non-empty texts: \(nonEmpty.filter(\.isRight).count)/\(nonEmpty.count) = "
          + "\(format(percent(nonEmpty.filter(\.isRight).count, nonEmpty.count))) % (short texts answer unknown)")
    print("detect accuracy, all texts:       \(allRight)/\(answers.count) = "
          + "\(format(percent(allRight, answers.count))) %")
    print("(Catalan is none of the six: any answer but en counts as right for it;"
          + " it is left out of precision and recall)")
    for answer in long where !answer.isRight {
        print("  miss: ex \(answer.sample.exercise) tr \(answer.sample.translation)"
              + " \(answer.sample.truth)→\(answer.detected.rawValue)"
              + " [\(topScores(answer.evidence))]: \(excerpt(answer.sample.text))")
    }
    print()

    // Precision and recall on long texts (Catalan left out).
    print("long texts       precision            recall")
    for language in TextLanguage.recognised {
        let truePositives = long.filter { $0.detected == language && $0.sample.truth == language.rawValue }.count
        let predicted = long.filter { $0.detected == language && $0.sample.truth != catalan }.count
        let actual = long.filter { $0.sample.truth == language.rawValue }.count
        print(pad(language.rawValue, 17)
              + pad("\(truePositives)/\(predicted) = \(format(percent(truePositives, predicted))) %", 21)
              + "\(truePositives)/\(actual) = \(format(percent(truePositives, actual))) %")
    }
    print()

    // Confusion matrices.
    for (title, subset) in [("long texts", long), ("all texts", answers)] {
        print("confusion, \(title) (rows: true language, columns: detected)")
        let columns = TextLanguage.recognised + [.unknown]
        print(pad("", 6) + columns.map { pad($0.rawValue, 8) }.joined())
        for truth in truthOrder {
            let row = subset.filter { $0.sample.truth == truth }
            print(pad(truth, 6) + columns.map { column in
                pad("\(row.filter { $0.detected == column }.count)", 8)
            }.joined())
        }
        print()
    }

    // The 34 English-labelled texts of stats.json that are not English.
    let mislabelled = answers.filter { $0.sample.label == .en && $0.sample.truth != "en" }
    var rejectedAs: [String: Int] = [:]
    for answer in mislabelled {
        if case .rejected(let detected) = answer.verdict {
            rejectedAs["\(answer.sample.truth)→\(detected.rawValue)", default: 0] += 1
        }
    }
    let mislabelledRejected = rejectedAs.values.reduce(0, +)
    print("English-labelled texts that are not English (stats.json): \(mislabelled.count),"
          + " rejected \(mislabelledRejected)")
    let rejectedList = rejectedAs.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    print("  true→detected: " + rejectedList.joined(separator: ", "))
    for answer in mislabelled where !isRejected(answer.verdict) {
        print("  not rejected: ex \(answer.sample.exercise) tr \(answer.sample.translation) (\(answer.sample.truth))"
              + " \(describe(answer.verdict)): \(excerpt(answer.sample.text))")
    }
    print()

    // English texts the guard wrongly rejects.
    let english = answers.filter { $0.sample.label == .en && $0.sample.truth == "en" }
    let englishRejected = english.filter { isRejected($0.verdict) }
    let englishRejectedAfterReading = englishRejected.filter { readAsNotEnglish[$0.sample.translation] == nil }
    print("English texts labelled English: \(english.count), rejected \(englishRejected.count)"
          + " = \(format(percent(englishRejected.count, english.count))) %"
          + " (accepted \(english.filter { $0.verdict == .accepted }.count),"
          + " undetermined \(english.filter { $0.verdict == .undetermined }.count))")
    for answer in englishRejected {
        let note = readAsNotEnglish[answer.sample.translation].map { " [read: really \($0)]" } ?? ""
        print("  rejected: ex \(answer.sample.exercise) tr \(answer.sample.translation) \(describe(answer.verdict))"
              + "\(note): \(excerpt(answer.sample.text))")
    }
    print("  after reading the rejected ones: \(englishRejectedAfterReading.count) truly English texts rejected")
    print()

    // The key figure: Spanish never passes as Portuguese or English.
    let spanish = answers.filter { $0.sample.truth == "es" }
    print("Spanish texts: \(spanish.count) (\(spanish.filter(\.isLongEnough).count) long enough)")
    var spanishAccepted = 0
    var spanishJSON: [String] = []
    for label in [TextLanguage.pt, .en] {
        var accepted = 0, rejected = 0, undeterminedLong = 0, undeterminedShort = 0
        for answer in spanish {
            switch languageGuard.verdict(from: answer.evidence, labelled: label) {
            case .accepted: accepted += 1
            case .rejected: rejected += 1
            case .undetermined: if answer.isLongEnough { undeterminedLong += 1 } else { undeterminedShort += 1 }
            }
        }
        spanishAccepted += accepted
        spanishJSON.append("\"spanish_accepted_as_\(label.rawValue)\":\(accepted)")
        print("  labelled \(label.rawValue): accepted \(accepted), rejected as es \(rejected),"
              + " undetermined \(undeterminedLong) long"
              + " + \(undeterminedShort) short")
    }
    let spanishAsPortugueseOrEnglish = spanish.filter { $0.detected == .pt || $0.detected == .en }.count
    print("  detected as pt or en: \(spanishAsPortugueseOrEnglish)")
    print("  KEY: Spanish texts accepted as pt or en: \(spanishAccepted)")
    print()

    let json = [
        "\"texts\":\(answers.count)",
        "\"long_texts\":\(long.count)",
        "\"long_min_letters\":\(LanguageGuard.minimumLetters)",
        "\"long_min_words\":\(LanguageGuard.minimumWords)",
        "\"accuracy_long\":\(format(longAccuracy))",
        "\"accuracy_all\":\(format(percent(allRight, answers.count)))",
        "\"mislabelled_english\":\(mislabelled.count)",
        "\"mislabelled_english_rejected\":\(mislabelledRejected)",
        "\"english\":\(english.count)",
        "\"english_wrongly_rejected\":\(englishRejected.count)",
        "\"english_wrongly_rejected_after_reading\":\(englishRejectedAfterReading.count)",
    ] + spanishJSON + [
        "\"spanish_accepted_as_pt_or_en\":\(spanishAccepted)",
        "\"spanish_detected_as_pt_or_en\":\(spanishAsPortugueseOrEnglish)",
        "\"texts_per_second\":\(Int(Double(samples.count) / seconds))",
    ]
    print("{" + json.joined(separator: ",") + "}")
}

// MARK: - Loading

private func loadLabelledTexts(dataDirectory: URL) throws -> [LabelledText] {
    let fixtures = try readJSONObject(dataDirectory.appendingPathComponent("exerciseinfo_fixtures.json"))
    let stats = try readJSONObject(dataDirectory.appendingPathComponent("stats.json"))
    guard let checks = stats["language_checks"] as? [String: Any],
          let englishHead = checks["english_id2_translations_not_in_english_head"] as? [String: Any],
          let otherMislabels = checks["other_mislabels_head"] as? [String: Any],
          let exercises = fixtures["results"] as? [[String: Any]]
    else { throw LanguageBenchError(description: "unexpected layout of stats.json or exerciseinfo_fixtures.json") }

    // Exercise id → true language of its English-labelled translation.
    var englishLabelTruth: [Int: String] = [:]
    for (name, code) in languageNames where code != "en" {
        for exercise in englishHead[name] as? [Int] ?? [] { englishLabelTruth[exercise] = code }
    }
    // Translation id → true language, from entries like "spanish_id4_with_english_description": "ex 1259 tr 2213".
    var translationTruth: [Int: String] = [:]
    for (key, value) in otherMislabels {
        guard let text = value as? String, let translation = number(after: "tr ", in: text),
              let language = languageNames.first(where: { key.contains("with_\($0.key)_description") })?.value
        else { continue }
        translationTruth[translation] = language
    }

    let sanitizer = HTMLSanitizer()
    var samples: [LabelledText] = []
    for exercise in exercises {
        guard let exerciseID = exercise["id"] as? Int,
              let translations = exercise["translations"] as? [[String: Any]] else { continue }
        for translation in translations {
            guard let id = translation["id"] as? Int, let languageID = translation["language"] as? Int else { continue }
            let label = LanguageGuard.wgerLanguage(id: languageID)
            let truth: String
            if let corrected = translationTruth[id] {
                truth = corrected
            } else if label == .en, let corrected = englishLabelTruth[exerciseID] {
                truth = corrected
            } else if let label {
                truth = label.rawValue
            } else {
                continue
            }
            let html = translation["description"] as? String ?? ""
            samples.append(LabelledText(
                exercise: exerciseID, translation: id, label: label, truth: truth,
                text: sanitizer.plainText(fromHTML: html)
            ))
        }
    }
    return samples
}

private func readJSONObject(_ url: URL) throws -> [String: Any] {
    let data = try Data(contentsOf: url)
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw LanguageBenchError(description: "\(url.path) is not a JSON object")
    }
    return object
}

private func number(after marker: String, in text: String) -> Int? {
    guard let range = text.range(of: marker) else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
}

// MARK: - Formatting

private func percent(_ part: Int, _ whole: Int) -> Double {
    whole == 0 ? 0 : Double(part) * 100 / Double(whole)
}

private func format(_ value: Double) -> String { String(format: "%.2f", value) }

private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

private func isRejected(_ verdict: LanguageGuard.Verdict?) -> Bool {
    if case .rejected = verdict { return true }
    return false
}

private func describe(_ verdict: LanguageGuard.Verdict?) -> String {
    switch verdict {
    case .accepted: "accepted"
    case .rejected(let detected): "rejected as \(detected.rawValue)"
    case .undetermined: "undetermined"
    case nil: "no label"
    }
}

private func topScores(_ evidence: LanguageEvidence) -> String {
    evidence.ranked.prefix(3).map { "\($0.language.rawValue) \(String(format: "%.1f", $0.score))" }
        .joined(separator: ", ")
}

private func excerpt(_ text: String) -> String {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return line.count > 90 ? String(line.prefix(90)) + "…" : line
}
