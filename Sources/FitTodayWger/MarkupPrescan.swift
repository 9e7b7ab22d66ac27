/// A first pass over the raw HTML, before libxml2 sees it. It finds out whether the input has any layout tag
/// (without one, its newlines are kept as line breaks), and it takes out white space that cannot change the text,
/// so that libxml2 builds fewer text nodes (Wger writes a newline between every two block tags, and each would be
/// a node to allocate, walk and free): a run of ASCII white space between the end of a tag and the start of the
/// next one when either of the two is a layout tag (a blank line, line break or list marker is written there
/// anyway), and white space at the very end. From the first `pre`, `listing`, `xmp`, `plaintext` or `textarea`
/// tag on, white space can matter, and nothing more is taken out.
enum MarkupPrescan {
    struct Result {
        /// The input holds a start or end tag of a layout element (`<p>`, `</div>`, `<br/>`, `<li …>`…).
        var hasLayoutTags = false
        /// White space was taken out: the input to parse is in the writer, not the original buffer.
        var squeezed = false
    }

    /// Scans `html`; when it takes white space out (and only if `squeeze`), writes the shortened input to `output`.
    static func scan(
        _ html: UnsafeBufferPointer<UInt8>, squeeze: Bool, into output: inout ByteWriter
    ) -> Result {
        guard let base = html.baseAddress else { return Result() }
        let count = html.count
        var result = Result()
        var squeezing = squeeze
        var copiedUpTo = 0
        var index = 0
        while index < count {
            if base[index] != 0x3C {  // "<"
                index = Self.nextLessThan(from: index + 1, in: base, count: count)
                continue
            }
            let tag = Self.tag(at: index, in: base, count: count)
            guard let role = tag.role else {
                index = tag.end  // not a tag, or a comment, doctype, processing instruction
                continue
            }
            if role.isLayout { result.hasLayoutTags = true }
            if tag.keepsWhiteSpace { squeezing = false }
            index = tag.end
            guard squeezing else { continue }
            var next = index
            while next < count && Self.isWhiteSpace(base[next]) { next += 1 }
            guard next > index, next < count, base[next] == 0x3C else { continue }
            if role.isLayout || Self.tag(at: next, in: base, count: count).role?.isLayout == true {
                output.append(base + copiedUpTo, count: index - copiedUpTo)
                copiedUpTo = next
                result.squeezed = true
            }
            index = next
        }
        if squeezing {
            var end = count
            while end > copiedUpTo && Self.isWhiteSpace(base[end - 1]) { end -= 1 }
            if end < count {
                output.append(base + copiedUpTo, count: end - copiedUpTo)
                copiedUpTo = count
                result.squeezed = true
            }
        }
        if result.squeezed { output.append(base + copiedUpTo, count: count - copiedUpTo) }
        return result
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    /// The index of the first "<" at or after `start`, or `count`; looks at 8 bytes at a time.
    private static func nextLessThan(from start: Int, in base: UnsafePointer<UInt8>, count: Int) -> Int {
        var index = start
        while index + 8 <= count {
            // A byte of `word ^ "<<<<<<<<"` is zero where the input has "<"; the lowest flagged byte is exact.
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ 0x3C3C_3C3C_3C3C_3C3C
            let zeros = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            if zeros != 0 { return index + UInt64(littleEndian: zeros).trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count && base[index] != 0x3C { index += 1 }
        return index
    }

    /// What starts at the "<" at `start`: an element tag (`role` set; `end` just after its ">", or the end of the
    /// input), or something else (`role` nil; `end` where to go on scanning).
    private static func tag(
        at start: Int, in base: UnsafePointer<UInt8>, count: Int
    ) -> (role: ElementRole?, end: Int, keepsWhiteSpace: Bool) {
        var index = start + 1
        guard index < count else { return (nil, count, false) }
        if base[index] == 0x21 || base[index] == 0x3F {  // "<!" comment or doctype, "<?" processing instruction
            var end = index + 1
            if index + 2 < count && base[index + 1] == 0x2D && base[index + 2] == 0x2D {  // "<!--" ... "-->"
                end = index + 3
                while end < count && !(base[end] == 0x3E && base[end - 1] == 0x2D && base[end - 2] == 0x2D) {
                    end += 1
                }
            } else {
                while end < count && base[end] != 0x3E { end += 1 }
            }
            return (nil, min(end + 1, count), false)
        }
        if base[index] == 0x2F { index += 1 }  // "/"
        // The name, lower-cased and packed as ElementRole packs it; it starts with a letter.
        var packed: UInt64 = 0
        var tail: UInt64 = 0
        var length = 0
        while index < count {
            var byte = base[index]
            if byte >= 0x41 && byte <= 0x5A { byte |= 0x20 }
            guard (byte >= 0x61 && byte <= 0x7A) || (length > 0 && byte >= 0x30 && byte <= 0x39) else { break }
            if length < 8 {
                packed |= UInt64(byte) << (8 * UInt64(length))
            } else if length < 16 {
                tail |= UInt64(byte) << (8 * UInt64(length - 8))
            }
            length += 1
            index += 1
        }
        guard length > 0 else { return (nil, start + 1, false) }
        let role = ElementRole.of(packed: packed, tail: tail, length: length)
        let keepsWhiteSpace =
            role == .preformatted
            || (length == 3 && packed == 0x706d78)  // xmp
            || (length == 7 && packed == 0x676e_6974_7369_6c)  // listing
            || (length == 8 && packed == 0x6165_7261_7478_6574)  // textarea
            || (length == 9 && packed == 0x7865_746e_6961_6c70 && tail == 0x74)  // plaintext
        // Up to the ">" that ends the tag; a quoted attribute value (a quote right after "=") may hold a ">".
        // A quote that is never closed does not count (libxml2 gives up on such a value too).
        var afterEquals = false
        while index < count {
            let byte = base[index]
            if byte == 0x3E { return (role, index + 1, keepsWhiteSpace) }
            if afterEquals && (byte == 0x22 || byte == 0x27) {
                var closing = index + 1
                while closing < count && base[closing] != byte { closing += 1 }
                if closing < count { index = closing }
                afterEquals = false
            } else if byte == 0x3D {
                afterEquals = true
            } else if !isWhiteSpace(byte) {
                afterEquals = false
            }
            index += 1
        }
        return (role, count, keepsWhiteSpace)
    }
}
