/// A language the guard can recognise, or `unknown` when the evidence is too thin or too close to call.
public enum TextLanguage: String, Sendable, CaseIterable, Codable {
    case pt, es, en, de, fr, it, unknown

    /// The six languages the guard scores, in a fixed order (`unknown` excluded).
    public static let recognised: [TextLanguage] = [.pt, .es, .en, .de, .fr, .it]
}
