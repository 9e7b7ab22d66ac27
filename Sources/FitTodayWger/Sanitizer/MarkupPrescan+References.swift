extension MarkupPrescan {
    // MARK: - Character references in text

    /// Copies text, writing the character references that libxml2 2.9 reads differently from HTML5 in a form it
    /// reads the same way: numeric references become `&#x…;` with HTML5's value (0, surrogates and values past
    /// U+10FFFF are U+FFFD; 0x80–0x9F are the windows-1252 characters), a legacy name without ";" (`&amp`,
    /// `&copy2`, `&nbspx`) gets its ";", and the upper-case legacy names (`&AMP;`) become lower-case.
    mutating func appendText(from start: Int, to end: Int) {
        if blankSince != nil {
            var index = start
            while index < end && Self.isWhiteSpace(base[index]) { index += 1 }
            if index < end { blankSince = nil }
        }
        var copied = start
        var index = start
        while index < end {
            guard base[index] == 0x26 else {  // "&"
                index += 1
                continue
            }
            let next = index + 1
            let rewritten: Int?
            if next < end && base[next] == 0x23 {  // "#"
                rewritten = numericReference(at: index, end: end, copiedUpTo: &copied)
            } else {
                rewritten = namedReference(at: index, end: end, copiedUpTo: &copied)
            }
            index = rewritten ?? next
        }
        output.append(base + copied, count: end - copied)
    }

    /// Rewrites the numeric reference at `start` ("&#"); returns where it ends.
    private mutating func numericReference(at start: Int, end: Int, copiedUpTo copied: inout Int) -> Int {
        var index = start + 2
        let hex = index < end && (base[index] | 0x20) == 0x78
        if hex { index += 1 }
        let digitsStart = index
        var value: UInt32 = 0
        while index < end {
            let byte = base[index]
            let digit: UInt32
            if byte >= 0x30 && byte <= 0x39 {
                digit = UInt32(byte - 0x30)
            } else if hex, (byte | 0x20) >= 0x61, (byte | 0x20) <= 0x66 {
                digit = UInt32((byte | 0x20) - 0x61 + 10)
            } else {
                break
            }
            value = min(value &* (hex ? 16 : 10) &+ digit, 0x11_0000)
            index += 1
        }
        guard index > digitsStart else {
            // Not a reference, so HTML5 shows "&#" as it is; libxml2 would swallow it.
            output.append(base + copied, count: start - copied)
            output.append("&amp;" as StaticString)
            copied = start + 1
            return copied
        }
        if index < end && base[index] == 0x3B { index += 1 }  // ";"
        output.append(base + copied, count: start - copied)
        writeCodePoint(Self.html5Value(value))
        copied = index
        return index
    }

    /// The character HTML5 gives the numeric reference `value`.
    static func html5Value(_ value: UInt32) -> UInt32 {
        if value == 0 || value > 0x10_FFFF || (value >= 0xD800 && value <= 0xDFFF) { return 0xFFFD }
        guard value >= 0x80 && value <= 0x9F else { return value }
        let windows1252: [UInt32] = [
            0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
            0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
            0x0153, 0x9D, 0x017E, 0x0178,
        ]
        return windows1252[Int(value - 0x80)]
    }

    private mutating func writeCodePoint(_ value: UInt32) {
        output.append("&#x" as StaticString)
        var shift: UInt32 = 20
        var started = false
        while true {
            let digit = UInt8((value >> shift) & 0xF)
            if digit != 0 || started || shift == 0 {
                started = true
                output.append(digit < 10 ? 0x30 + digit : 0x57 + digit)
            }
            if shift == 0 { break }
            shift -= 4
        }
        output.append(0x3B)
    }

    /// Rewrites the named reference at `start` ("&" and not "#") when libxml2 would not read it as HTML5 does;
    /// returns where what was handled ends, or nil.
    private mutating func namedReference(at start: Int, end: Int, copiedUpTo copied: inout Int) -> Int? {
        var index = start + 1
        while index < end && index - start <= 32 {
            let byte = base[index]
            let lower = byte | 0x20
            guard (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) else { break }
            index += 1
        }
        let length = index - start - 1
        guard length >= 2 else { return nil }
        if index < end && base[index] == 0x3B {
            // With its ";": libxml2 knows every HTML4 name but not the upper-case legacy spellings.
            guard let lower = LegacyReferences.upperCase(base + start + 1, length: length) else { return index + 1 }
            output.append(base + copied, count: start - copied)
            output.append(0x26)
            output.append(lower)
            output.append(0x3B)
            copied = index + 1
            return copied
        }
        // Without ";": the longest legacy name it starts with, as HTML5 reads it in text.
        guard let match = LegacyReferences.longestPrefix(base + start + 1, length: length) else { return index }
        output.append(base + copied, count: start - copied)
        output.append(0x26)
        if let lower = match.lowerCased {
            output.append(lower)
        } else {
            output.append(base + start + 1, count: match.length)
        }
        output.append(0x3B)
        copied = start + 1 + match.length
        return copied
    }
}
