/// A tag name as HTML5's tokenizer reads it (every byte up to white space, "/" or ">", ASCII letters lower-cased),
/// packed for quick comparison: its first 8 bytes in `packed` and the next 8 in `tail`, first byte lowest (as
/// ``ElementRole`` packs names), and an FNV-1a hash of the whole name.
struct TagName {
    var packed: UInt64 = 0
    var tail: UInt64 = 0
    var length = 0
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    /// Only `a`–`z`, digits, ".", "_" and "-", at most ``maximumPlainLength`` bytes: libxml2 reads it as written
    /// (it would read `o:p` as `p`).
    var plain = true
    /// Where the name is in the input.
    var start = 0

    static let maximumPlainLength = 64
    static let preformatted = TagName(literal: "pre")
    static let script = TagName(literal: "script")

    init() {}

    /// The name `literal` (lower-case ASCII, at most 16 bytes).
    init(literal: StaticString) {
        for index in 0..<literal.utf8CodeUnitCount { add(literal.utf8Start[index]) }
    }

    /// The lower-cased byte at `offset` (below 16).
    func byte(at offset: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: offset < 8 ? packed >> (8 * UInt64(offset)) : tail >> (8 * UInt64(offset - 8)))
    }

    mutating func add(_ byte: UInt8) {
        let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
        if length < 8 {
            packed |= UInt64(lower) << (8 * UInt64(length))
        } else if length < 16 {
            tail |= UInt64(lower) << (8 * UInt64(length - 8))
        }
        hash = (hash ^ UInt64(lower)) &* 0x100_0000_01B3
        length += 1
        let allowed =
            (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) || lower == 0x2E
            || lower == 0x5F || lower == 0x2D
        if !allowed || length > Self.maximumPlainLength { plain = false }
    }

    var role: ElementRole {
        plain ? ElementRole.of(packed: packed, tail: tail, length: length) : .inline
    }

    /// Whether this is the (lower-case ASCII) name `other`.
    func `is`(_ other: StaticString) -> Bool {
        guard other.utf8CodeUnitCount == length else { return false }
        let named = Self.pack(other)
        return named.packed == packed && named.tail == tail
    }

    static func pack(_ name: StaticString) -> (packed: UInt64, tail: UInt64) {
        var packed: UInt64 = 0
        var tail: UInt64 = 0
        let bytes = name.utf8Start
        for index in 0..<min(name.utf8CodeUnitCount, 16) {
            if index < 8 {
                packed |= UInt64(bytes[index]) << (8 * UInt64(index))
            } else {
                tail |= UInt64(bytes[index]) << (8 * UInt64(index - 8))
            }
        }
        return (packed, tail)
    }

    /// What HTML5 does with the element's content and end tag, beyond an ordinary element.
    enum Kind {
        case ordinary
        /// No content and no end tag; `libXML2Knows`: libxml2 2.9 treats it as empty too.
        case void(libXML2Knows: Bool)
        /// Belongs in the document's head and holds no text (`meta`, `link`, `base`, `head` itself…): left out, since
        /// libxml2 2.9 would open a head for it and keep the content after it there, where HTML5 starts the body.
        case headOnly
        /// Raw text up to its end tag (`script` with its escape states); `visible`: shown as text.
        case rawText(visible: Bool)
        case script
        /// Text with character references up to its end tag, no tags (`textarea`, `title`).
        case escapableRawText(visible: Bool)
        /// Everything after it is text.
        case plaintext
    }

    var kind: Kind {
        guard plain else { return .ordinary }
        switch length {
        case 2:
            if self.is("br") || self.is("hr") { return .void(libXML2Knows: true) }
        case 3:
            if self.is("img") || self.is("col") { return .void(libXML2Knows: true) }
            if self.is("wbr") { return .void(libXML2Knows: false) }
            if self.is("xmp") { return .rawText(visible: true) }
        case 4:
            if self.is("base") || self.is("link") || self.is("meta") || self.is("head") { return .headOnly }
            if self.is("area") { return .void(libXML2Knows: true) }
        case 5:
            if self.is("input") || self.is("param") || self.is("frame") { return .void(libXML2Knows: true) }
            if self.is("embed") || self.is("track") || self.is("image") { return .void(libXML2Knows: false) }
            if self.is("style") { return .rawText(visible: false) }
            if self.is("title") { return .escapableRawText(visible: false) }
        case 6:
            if self.is("source") || self.is("keygen") { return .void(libXML2Knows: false) }
            if self.is("script") { return .script }
            if self.is("iframe") { return .rawText(visible: false) }
        case 7:
            if self.is("isindex") { return .void(libXML2Knows: true) }
            if self.is("bgsound") { return .headOnly }
            if self.is("noembed") { return .rawText(visible: false) }
        case 8:
            if self.is("basefont") { return .headOnly }
            if self.is("noframes") { return .rawText(visible: false) }
            if self.is("textarea") { return .escapableRawText(visible: true) }
        case 9:
            if self.is("plaintext") { return .plaintext }
        default:
            break
        }
        return .ordinary
    }
}
