/// What an import did, in numbers.
public struct WgerImportSummary: Codable, Sendable, Equatable {
    public var read = 0
    public var matched = 0
    public var added = 0
    /// Read but neither matched nor complete enough to add (no usable name, muscle, category or text).
    public var skipped = 0
    /// Entries whose description is Wger's own Portuguese.
    public var portuguese = 0
    public var translated = 0
    public var catalogDescription = 0
    public var englishFallback = 0
    /// Entries with a Wger text the language guard refused (its label was wrong).
    public var rejectedByLanguageGuard = 0
    public var placeholderOnlyMedia = 0
    public var pages = 0
    /// Where a failed import stopped ("page 3, https://…: cannot connect …"); nil when it finished.
    public var stoppedAt: String?
    public var overlayPath: String?

    public init() {}

    mutating func count(_ entry: WgerOverlayEntry) {
        switch entry.status {
        case .matched: matched += 1
        case .added: added += 1
        }
        switch entry.description.source {
        case .wgerPortuguese: portuguese += 1
        case .llmTranslation: translated += 1
        case .catalog: catalogDescription += 1
        case .wgerEnglish: englishFallback += 1
        }
        if !entry.description.rejected.isEmpty { rejectedByLanguageGuard += 1 }
        if entry.media.kind == .placeholder { placeholderOnlyMedia += 1 }
    }
}
