/// A first pass over the raw HTML that tokenizes it as HTML5 does and writes what libxml2 2.9 (an HTML4-era
/// parser) then reads the HTML5 way:
/// - comments end where HTML5 ends them (`<!-->`, `<!--->`, `--!>`, or the end of the input) and, like doctypes,
///   CDATA sections, `<!…>`, `<?…>` and `</ …>` (bogus comments up to the next ">"), are left out;
/// - a "<" that starts no tag becomes `&lt;`; `</>` is dropped; character references are read as HTML5 reads
///   them in text (numeric ones with its replacements, legacy names without ";", `&AMP;`);
/// - tags are written again as `<name>` or `</name>`: attributes dropped (they are never text; only `<ol>`'s
///   `start` is kept), "/>" ignored as HTML5 ignores it, names libxml2 cannot read replaced by a stable stand-in;
///   an unclosed tag or quoted attribute at the end of the input drops the rest, as in HTML5;
/// - the content of `script` (with HTML5's escape states), `style`, `iframe`, `noembed`, `noframes` and `title`
///   is left out; `xmp`, `textarea` and `plaintext` content becomes escaped text in a `<pre>`;
/// - void elements libxml2 does not know (`embed`, `source`, `wbr`…) are closed at once; `</br>` is `<br>`;
///   an end tag with no open element of its name is dropped (HTML5 ignores it; `</p>` is an empty paragraph);
/// - past ``OpenElementModel/flatteningDepth`` nested elements, inline tags are dropped and layout tags become
///   `<br>`, so that libxml2's stack stays bounded (it parses with `XML_PARSE_HUGE`, without its 256 limit).
///
/// It also notes whether the input has any layout tag (without one, its newlines are kept as line breaks), and
/// takes out white space that cannot change the text, so that libxml2 builds fewer text nodes: a run of white
/// space between two tags when either is a layout tag, and white space at the very end. From the first `pre`,
/// `listing`, `xmp`, `plaintext` or `textarea` on, white space can matter, and nothing more is taken out.
struct MarkupPrescan: ~Copyable {
    let base: UnsafePointer<UInt8>
    let count: Int
    var output: ByteWriter
    /// The input holds a start or end tag of a layout element (`<p>`, `</div>`, `<br/>`, `<li …>`…).
    var hasLayoutTags = false
    var squeezing: Bool
    var model = OpenElementModel()
    /// Where in `output` the white space written since the last tag starts (nil: text since, or no tag yet).
    var blankSince: Int?
    var lastTagIsLayout = false

    /// Rewrites `html`; the result is in `output`.
    init(_ html: UnsafeBufferPointer<UInt8>, squeeze: Bool) {
        base = html.baseAddress ?? UnsafePointer(bitPattern: 1)!
        count = html.count
        output = ByteWriter(capacity: html.count + 64)
        squeezing = squeeze
        var index = 0
        while index < count {
            let lessThan = Self.nextLessThan(from: index, in: base, count: count)
            if lessThan > index { appendText(from: index, to: lessThan) }
            guard lessThan < count else { break }
            index = markup(at: lessThan)
        }
        if squeezing {
            var end = output.count
            while end > 0 && Self.isWhiteSpace(output.base[end - 1]) { end -= 1 }
            output.truncate(to: end)
        }
    }

    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return lower >= 0x61 && lower <= 0x7A
    }

    /// Writes `literal` where a "<" that starts no tag was.
    mutating func appendEscapedText(_ literal: StaticString) {
        blankSince = nil
        output.append(literal)
    }

    /// Called before a tag is written: takes out the white space since the last tag if either is a layout tag.
    mutating func willWriteTag(layout: Bool) {
        if squeezing, let blank = blankSince, layout || lastTagIsLayout { output.truncate(to: blank) }
        lastTagIsLayout = layout
    }

    /// Called after a tag is written.
    mutating func didWriteTag() {
        blankSince = output.count
    }

    /// Handles what starts at the "<" at `start`; returns where to go on.
    mutating func markup(at start: Int) -> Int {
        let next = start + 1
        guard next < count else {
            appendEscapedText("&lt;")
            return count
        }
        let byte = base[next]
        if Self.isLetter(byte) { return startTag(at: start) }
        switch byte {
        case 0x2F:  // "/"
            let after = next + 1
            guard after < count else {
                appendEscapedText("&lt;/")
                return count
            }
            if Self.isLetter(base[after]) { return endTag(at: start) }
            if base[after] == 0x3E { return after + 1 }  // "</>"
            return bogusCommentEnd(from: after)
        case 0x21:  // "!"
            if next + 2 < count && base[next + 1] == 0x2D && base[next + 2] == 0x2D { return commentEnd(from: next + 3) }
            return bogusCommentEnd(from: next + 1)
        case 0x3F:  // "?"
            return bogusCommentEnd(from: next + 1)
        default:
            appendEscapedText("&lt;")
            return next
        }
    }

    /// Just after the ">" that ends a bogus comment (`<!x>`, `<?x>`, `</ x>`, CDATA in HTML content), or the end.
    func bogusCommentEnd(from start: Int) -> Int {
        var index = start
        while index < count && base[index] != 0x3E { index += 1 }
        return min(index + 1, count)
    }

    /// Just after the end of a comment whose "<!--" ends before `start`, as HTML5 ends it.
    func commentEnd(from start: Int) -> Int {
        if start < count && base[start] == 0x3E { return start + 1 }  // "<!-->"
        if start + 1 < count && base[start] == 0x2D && base[start + 1] == 0x3E { return start + 2 }  // "<!--->"
        var index = start
        while index + 1 < count {
            guard base[index] == 0x2D && base[index + 1] == 0x2D else {
                index += 1
                continue
            }
            var after = index + 2
            while after < count && base[after] == 0x2D { after += 1 }
            if after < count && base[after] == 0x3E { return after + 1 }  // "-->", "--->"
            if after + 1 < count && base[after] == 0x21 && base[after + 1] == 0x3E { return after + 2 }  // "--!>"
            index = after
        }
        return count
    }

    /// The index of the first "<" at or after `start`, or `count`; looks at 8 bytes at a time.
    static func nextLessThan(from start: Int, in base: UnsafePointer<UInt8>, count: Int) -> Int {
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
}
