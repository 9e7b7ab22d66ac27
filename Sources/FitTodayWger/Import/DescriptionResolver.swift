import Foundation

/// Where a resolved description came from.
public enum DescriptionSource: String, Codable, Sendable, CaseIterable {
    /// Wger's Portuguese translation (language 7), sanitized and language-checked.
    case wgerPortuguese = "wger-pt"
    /// Wger's English text translated to pt-BR by the configured LLM (cached).
    case llmTranslation = "llm-translation"
    /// FitToday's own pt-BR catalog description.
    case catalog
    /// Wger's English text, shown as English.
    case wgerEnglish = "wger-en"
}

/// A description ready to show, with its language and source, and the Wger texts the language guard refused.
public struct ResolvedDescription: Codable, Sendable, Equatable {
    public var text: String
    /// "pt-BR" or "en".
    public var language: String
    public var source: DescriptionSource
    /// Wger texts whose label lied ("en labelled text is es"), for the import summary.
    public var rejected: [String]

    public init(text: String, language: String, source: DescriptionSource, rejected: [String] = []) {
        self.text = text
        self.language = language
        self.source = source
        self.rejected = rejected
    }
}

/// Translates English exercise text to pt-BR (the LLM, behind a cache).
public protocol PortugueseTranslator: Sendable {
    func portuguese(fromEnglish text: String) async throws -> String
}

/// Chooses the text a person sees, in order: Wger's Portuguese → the LLM's pt-BR translation of Wger's English
/// (when a translator is configured) → FitToday's catalog description → Wger's English, marked English.
/// It never returns Spanish, or any text whose language label the guard finds false.
public struct DescriptionResolver: Sendable {
    public var sanitizer = HTMLSanitizer()
    public var languageGuard = LanguageGuard()
    public var translator: (any PortugueseTranslator)?

    public init(translator: (any PortugueseTranslator)? = nil) {
        self.translator = translator
    }

    /// - Parameter catalogDescription: the matched catalog entry's pt-BR description, if any.
    public func resolve(_ exercise: WgerExercise, catalogDescription: String?) async -> ResolvedDescription {
        var rejected: [String] = []

        if let portuguese = usableText(exercise, language: WgerLanguage.portuguese, label: .pt, rejected: &rejected) {
            return ResolvedDescription(text: portuguese, language: "pt-BR", source: .wgerPortuguese, rejected: rejected)
        }
        let english = usableText(exercise, language: WgerLanguage.english, label: .en, rejected: &rejected)
        if let english, let translator, let translated = try? await translator.portuguese(fromEnglish: english) {
            let text = sanitizer.plainText(fromHTML: translated)
            // A translation that did not come out as Portuguese is not used.
            if !text.isEmpty, otherLanguage(of: text, labelled: .pt) == nil {
                return ResolvedDescription(text: text, language: "pt-BR", source: .llmTranslation, rejected: rejected)
            }
        }
        if let catalogDescription, !catalogDescription.isEmpty {
            return ResolvedDescription(text: catalogDescription, language: "pt-BR", source: .catalog, rejected: rejected)
        }
        if let english {
            return ResolvedDescription(text: english, language: "en", source: .wgerEnglish, rejected: rejected)
        }
        return ResolvedDescription(text: "", language: "pt-BR", source: .catalog, rejected: rejected)
    }

    /// Wger's English description as plain text, when it is really English and long enough to check.
    public func english(_ exercise: WgerExercise) -> String? {
        var rejected: [String] = []
        return usableText(exercise, language: WgerLanguage.english, label: .en, rejected: &rejected)
    }

    /// The translation's description as plain text, unless it is empty or the guard says it is another language.
    private func usableText(
        _ exercise: WgerExercise, language: Int, label: TextLanguage, rejected: inout [String]
    ) -> String? {
        guard let translation = exercise.translation(language: language) else { return nil }
        let text = sanitizer.plainText(fromHTML: translation.description)
        guard !text.isEmpty else { return nil }
        switch otherLanguage(of: text, labelled: label) {
        case nil: return text
        case .unknown: return nil  // too short to check
        case let other?:
            rejected.append("\(label.rawValue) labelled text is \(other.rawValue)")
            return nil
        }
    }

    /// The language a text really is when it must not pass as `label`: the guard is sure of another language —
    /// and Spanish is never let through as anything else, sure or not. A text too short for the guard to judge
    /// (a few words) is not used either: its language cannot be checked, and it would not describe much.
    private func otherLanguage(of text: String, labelled label: TextLanguage) -> TextLanguage? {
        let evidence = languageGuard.evidence(for: text)
        guard evidence.letterCount >= LanguageGuard.minimumLetters, evidence.wordCount >= LanguageGuard.minimumWords
        else { return .unknown }
        if case .rejected(let other) = languageGuard.verdict(from: evidence, labelled: label) { return other }
        return label != .es && languageGuard.decision(from: evidence) == .es ? .es : nil
    }
}
