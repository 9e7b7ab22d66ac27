/// The named character references HTML5 reads even without their ";" in text (the legacy ones, all from HTML 3.2
/// and HTML4, which libxml2 2.9 knows only with the ";"), and the upper-case spellings among them that libxml2 does
/// not know at all.
enum LegacyReferences {
    static let names: [StaticString] = [
        "AElig", "AMP", "Aacute", "Acirc", "Agrave", "Aring", "Atilde", "Auml", "COPY", "Ccedil", "ETH", "Eacute",
        "Ecirc", "Egrave", "Euml", "GT", "Iacute", "Icirc", "Igrave", "Iuml", "LT", "Ntilde", "Oacute", "Ocirc",
        "Ograve", "Oslash", "Otilde", "Ouml", "QUOT", "REG", "THORN", "Uacute", "Ucirc", "Ugrave", "Uuml", "Yacute",
        "aacute", "acirc", "acute", "aelig", "agrave", "amp", "aring", "atilde", "auml", "brvbar", "ccedil", "cedil",
        "cent", "copy", "curren", "deg", "divide", "eacute", "ecirc", "egrave", "eth", "euml", "frac12", "frac14",
        "frac34", "gt", "iacute", "icirc", "iexcl", "igrave", "iquest", "iuml", "laquo", "lt", "macr", "micro",
        "middot", "nbsp", "not", "ntilde", "oacute", "ocirc", "ograve", "ordf", "ordm", "oslash", "otilde", "ouml",
        "para", "plusmn", "pound", "quot", "raquo", "reg", "sect", "shy", "sup1", "sup2", "sup3", "szlig", "thorn",
        "times", "uacute", "ucirc", "ugrave", "uml", "uuml", "yacute", "yen", "yuml",
    ]

    /// The upper-case legacy names and the lower-case names libxml2 knows for the same character.
    static let upperCaseNames: [(StaticString, StaticString)] = [
        ("AMP", "amp"), ("COPY", "copy"), ("GT", "gt"), ("LT", "lt"), ("QUOT", "quot"), ("REG", "reg"),
    ]

    private static func matches(_ name: StaticString, _ bytes: UnsafePointer<UInt8>, length: Int) -> Bool {
        let count = name.utf8CodeUnitCount
        guard count <= length else { return false }
        for index in 0..<count where name.utf8Start[index] != bytes[index] { return false }
        return true
    }

    /// The lower-case name for `bytes` when they are exactly an upper-case legacy name.
    static func upperCase(_ bytes: UnsafePointer<UInt8>, length: Int) -> StaticString? {
        upperCaseNames.first { $0.0.utf8CodeUnitCount == length && matches($0.0, bytes, length: length) }?.1
    }

    /// The longest legacy name `bytes` start with: its length, and the lower-case name to write instead when it
    /// is an upper-case one.
    static func longestPrefix(_ bytes: UnsafePointer<UInt8>, length: Int) -> (length: Int, lowerCased: StaticString?)? {
        var best: StaticString?
        for name in names where matches(name, bytes, length: length) {
            if best.map({ name.utf8CodeUnitCount > $0.utf8CodeUnitCount }) ?? true { best = name }
        }
        guard let best else { return nil }
        let lower = upperCase(best.utf8Start, length: best.utf8CodeUnitCount)
        return (best.utf8CodeUnitCount, lower)
    }
}
