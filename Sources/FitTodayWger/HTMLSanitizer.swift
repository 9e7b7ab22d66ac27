import CLibXML2
import Synchronization

/// Turns the HTML of a Wger exercise description into plain text, with libxml2's HTML parser and a tree walk of
/// our own.
///
/// What the text looks like:
/// - Paragraph-like blocks (`p`, `div`, `h1`–`h6`, `blockquote`, `pre`, `section`, `table`, …) are separated by
///   exactly one blank line; empty ones vanish.
/// - `<ol>` items are numbered `1. `, `2. `, … from the list's `start` attribute; `<ul>` items get the bullet
///   `- ` (ASCII hyphen and a space, see ``HTMLSanitizer/bullet``). Items of one list are on consecutive lines;
///   a nested list is indented by two spaces per level (at most ``HTMLSanitizer/maximumIndentLevel`` levels) and
///   a second line inside an item lines up with the item's text. Empty items vanish and do not use up a number.
/// - A list that starts before its enclosing item has any text (Wger's `<li><ol><li>…</li></ol></li>` migration
///   artefact) is merged into the enclosing list: its items continue that list's numbering at that list's level.
/// - `<br>` is a line break (two in a row a paragraph break; inside lists always a line break); `<tr>`, `<dt>`,
///   `<dd>` start a line; table cells are separated by a space.
/// - Within a paragraph, runs of white space (including newlines), NBSP and the other Unicode spaces fold to a
///   single space. Zero-width characters (U+200B, U+200C, U+200D, U+2060, U+FEFF) and the soft hyphen are
///   removed without leaving a space. Runs of two or more `*` or `_` (stray Markdown emphasis) are removed; a
///   single one stays (`3 * 10`, `snake_case`).
/// - `script`, `style`, `iframe`, `object`, `noscript`, `template`, `head` (with `title`), `svg`, `math`,
///   `applet`, `frameset`, `noframes`, `noembed`, `canvas`, `audio`, `video` are dropped with all their content,
///   and so are comments and processing instructions. `embed` has no content (a void element), but libxml2 2.9
///   does not know that and nests whatever follows an `<embed>` inside it, so its children are walked as
///   ordinary content. Attributes never reach the text.
/// - Entities are decoded (`&uuml;` → `ü`, `&nbsp;` → a space, `&amp;` → `&`). A decoded `<` stays when it
///   cannot be read as a tag (`a < b`, `x<5`), but a `<` followed by a letter, `/`, `!` or `?` becomes `‹`
///   (U+2039), so the output never contains anything that looks like a tag (`&lt;script&gt;` → `‹script>`).
/// - Input with no layout tag at all (plain text, or text with only inline tags such as `<b>`) keeps its own
///   line structure: a newline is a line break and a blank line a paragraph break; spaces still fold.
/// - Leading and trailing white space is trimmed; lines never end with a space.
/// - Bytes that are not valid UTF-8 are replaced by U+FFFD before parsing, so the result is always valid text.
/// - libxml2 stops parsing at 256 nested elements (its limit without `HTML_PARSE_HUGE`, which would also lift its
///   other safety limits); the text before that point is kept. The walk itself is iterative and has no depth
///   limit.
///
/// How: a byte pass (``MarkupPrescan``) notes whether there are layout tags and takes out white space that cannot
/// change the text (between block tags), libxml2 parses with explicit UTF-8 (`htmlCtxtReadMemory` on a pooled
/// context: `htmlReadMemory` without a new context per document), an iterative walk over the
/// children/next/parent pointers writes the text into a byte buffer (``PlainTextRenderer``), and `xmlFreeDoc`
/// frees the tree.
///
/// Safe to use from many tasks at once: it holds no state, and libxml2's parser is thread-safe once
/// `xmlInitParser()` has run, which the first `HTMLSanitizer()` in the process does.
public struct HTMLSanitizer: Sendable {
    /// The marker written before an item of an unordered list.
    public static let bullet = "- "
    /// Nested lists deeper than this are indented as if they were at this level.
    public static let maximumIndentLevel = 10

    public init() {
        LibXML2Parser.initializeOnce()
    }

    /// The plain text of an HTML fragment or document.
    public func plainText(fromHTML html: String) -> String {
        var html = html
        return html.withUTF8 { LibXML2Parser.plainText(fromValidUTF8: $0) }
    }

    /// The plain text of HTML given as bytes, meant to be UTF-8; invalid sequences become U+FFFD.
    public func plainText(fromHTML bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { plainText(fromHTML: $0) }
    }

    /// The plain text of HTML given as bytes, meant to be UTF-8; invalid sequences become U+FFFD.
    public func plainText(fromHTML bytes: UnsafeRawBufferPointer) -> String {
        bytes.withMemoryRebound(to: UInt8.self) { utf8 in
            UTF8Check.isValid(utf8)
                ? LibXML2Parser.plainText(fromValidUTF8: utf8)
                : plainText(fromHTML: String(decoding: utf8, as: UTF8.self))
        }
    }
}

/// The libxml2 side: one-time initialisation, the parse options, the parse and the walk.
package enum LibXML2Parser {
    /// `HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET`, plus
    /// `HTML_PARSE_NODEFDTD`, which only spares libxml2 the default DOCTYPE node that the walk skips anyway (a few
    /// per cent of the parse time of a short description). `HTML_PARSE_NOIMPLIED` is left out: without the
    /// implied `<body>`, text after a top-level inline element (`<b>Chest</b>, shoulders`) gets an implied `<p>`
    /// of its own. `HTML_PARSE_NOBLANKS` is left out too: its blank-node heuristic drops the space in
    /// `x<sup>2</sup> <b>y</b>` and after `<img>`.
    package static let parseOptions: Int32 = Int32(
        bitPattern: HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_NONET.rawValue | HTML_PARSE_NODEFDTD.rawValue
    )

    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parser contexts kept between documents: `htmlCtxtReadMemory` on a reused context is `htmlReadMemory`
    /// without building and tearing down a context per call, which costs more than parsing a short description.
    private static let contexts = ParserContextPool()

    /// Runs `xmlInitParser()` the first time it is called in the process, and never again.
    package static func initializeOnce() {
        _ = initialized
    }

    /// Parses `html` (valid UTF-8) and renders its tree as plain text. `squeezingWhiteSpace: false` parses the
    /// input exactly as given (for tests: the result must not differ).
    static func plainText(
        fromValidUTF8 html: UnsafeBufferPointer<UInt8>, squeezingWhiteSpace: Bool = true
    ) -> String {
        initializeOnce()
        guard !html.isEmpty else { return "" }
        var squeezed = ByteWriter(capacity: html.count)
        let prescan = MarkupPrescan.scan(html, squeeze: squeezingWhiteSpace, into: &squeezed)
        let input = prescan.squeezed ? UnsafeBufferPointer(start: squeezed.base, count: squeezed.count) : html
        guard let base = input.baseAddress, !input.isEmpty else { return "" }
        let size = Int32(clamping: input.count)
        let document = contexts.withContext { context in
            base.withMemoryRebound(to: CChar.self, capacity: Int(size)) {
                htmlCtxtReadMemory(context, $0, size, nil, "UTF-8", parseOptions)
            }
        }
        guard let document = document ?? nil else { return "" }
        defer { xmlFreeDoc(document) }
        var renderer = PlainTextRenderer(capacity: input.count, keepsLineStructure: !prescan.hasLayoutTags)
        renderer.render(document)
        return renderer.finish()
    }
}

/// Idle libxml2 parser contexts; each call takes one (or makes one) and gives it back, so concurrent callers never
/// share a context. At most `limit` are kept.
final class ParserContextPool: Sendable {
    /// A context in the pool. Only the caller that took it out uses it, until it gives it back.
    private struct Idle: @unchecked Sendable {
        let context: UnsafeMutablePointer<htmlParserCtxt>
    }

    private let idle = Mutex<[Idle]>([])
    private let limit = 16

    func withContext<T>(_ body: (UnsafeMutablePointer<htmlParserCtxt>) -> T) -> T? {
        guard let context = idle.withLock({ $0.popLast()?.context }) ?? htmlNewParserCtxt() else { return nil }
        let result = body(context)
        let returned = Idle(context: context)
        let kept = idle.withLock { idle in
            guard idle.count < limit else { return false }
            idle.append(returned)
            return true
        }
        if !kept { htmlFreeParserCtxt(context) }
        return result
    }
}

/// What an element does to the text around it.
enum ElementRole {
    /// No effect on layout (`b`, `span`, `a`, unknown elements…).
    case inline
    /// Paragraph-like: a blank line before and after.
    case block
    /// `pre`: a block whose newlines are line breaks.
    case preformatted
    /// `br`.
    case lineBreak
    /// `tr`, `dt`, `dd`: starts and ends a line.
    case line
    /// `td`, `th`: separated from its neighbours by a space.
    case cell
    /// `ol`.
    case orderedList
    /// `ul`, `menu`, `dir`.
    case unorderedList
    /// `li`.
    case listItem
    /// Dropped with everything inside.
    case dropped

    /// Whether an input holding this tag is HTML with its own layout (rather than text to keep line by line).
    var isLayout: Bool {
        switch self {
        case .inline, .dropped: false
        default: true
        }
    }

    /// The role of the element named by the NUL-terminated, lower-case ASCII `name` (libxml2 lower-cases HTML
    /// names). The name's first 8 bytes are packed into an integer, first byte lowest, and compared with the
    /// packed names in the comments; only "blockquote" and "figcaption" are longer.
    static func of(_ name: UnsafePointer<UInt8>) -> ElementRole {
        var packed: UInt64 = 0
        var tail: UInt64 = 0
        var length = 0
        while length < 11 {
            let byte = name[length]
            if byte == 0 { break }
            if length < 8 {
                packed |= UInt64(byte) << (8 * UInt64(length))
            } else {
                tail |= UInt64(byte) << (8 * UInt64(length - 8))
            }
            length += 1
        }
        return of(packed: packed, tail: tail, length: length)
    }

    /// The role of a name of `length` bytes whose first 8 bytes are `packed` (first byte lowest) and whose next
    /// bytes are `tail` (same order). Lengths above 10 are never layout elements.
    static func of(packed: UInt64, tail: UInt64, length: Int) -> ElementRole {
        switch length {
        case 1:
            switch packed {
            case 0x70:  // p
                return .block
            default: return .inline
            }
        case 2:
            switch packed {
            case 0x7262:  // br
                return .lineBreak
            case 0x696c:  // li
                return .listItem
            case 0x6c6f:  // ol
                return .orderedList
            case 0x6c75:  // ul
                return .unorderedList
            case 0x7268,  // hr
                0x6c64,  // dl
                0x3168,  // h1
                0x3268,  // h2
                0x3368,  // h3
                0x3468,  // h4
                0x3568,  // h5
                0x3668:  // h6
                return .block
            case 0x7274,  // tr
                0x7464,  // dt
                0x6464:  // dd
                return .line
            case 0x6474,  // td
                0x6874:  // th
                return .cell
            default: return .inline
            }
        case 3:
            switch packed {
            case 0x766964,  // div
                0x76616e:  // nav
                return .block
            case 0x657270:  // pre
                return .preformatted
            case 0x726964:  // dir
                return .unorderedList
            case 0x677673:  // svg
                return .dropped
            default: return .inline
            }
        case 4:
            switch packed {
            case 0x6e69616d,  // main
                0x6d726f66,  // form
                0x79646f62,  // body
                0x6c6d7468:  // html
                return .block
            case 0x756e656d:  // menu
                return .unorderedList
            case 0x64616568,  // head
                0x6874616d:  // math
                return .dropped
            default: return .inline
            }
        case 5:
            switch packed {
            case 0x6564697361,  // aside
                0x656c626174:  // table
                return .block
            case 0x656c797473,  // style
                0x656c746974,  // title
                0x6f69647561,  // audio
                0x6f65646976,  // video
                0x656d617266:  // frame
                return .dropped
            default: return .inline
            }
        case 6:
            switch packed {
            case 0x7265746e6563,  // center
                0x657275676966,  // figure
                0x7265746f6f66,  // footer
                0x726564616568,  // header
                0x70756f726768,  // hgroup
                0x676f6c616964:  // dialog
                return .block
            case 0x747069726373,  // script
                0x656d61726669,  // iframe
                0x7463656a626f,  // object
                0x74656c707061,  // applet
                0x7361766e6163:  // canvas
                return .dropped
            default: return .inline
            }
        case 7:
            switch packed {
            case 0x6e6f6974636573,  // section
                0x656c6369747261,  // article
                0x73736572646461,  // address
                0x736c6961746564,  // details
                0x7972616d6d7573,  // summary
                0x6e6f6974706163,  // caption
                0x676e697473696c:  // listing
                return .block
            case 0x6465626d656f6e:  // noembed
                return .dropped
            default: return .inline
            }
        case 8:
            switch packed {
            case 0x746573646c656966:  // fieldset
                return .block
            case 0x7470697263736f6e,  // noscript
                0x6574616c706d6574,  // template
                0x746573656d617266,  // frameset
                0x73656d6172666f6e:  // noframes
                return .dropped
            default: return .inline
            }
        case 10:
            if packed == 0x6f75_716b_636f_6c62 && tail == 0x6574 { return .block }  // blockquote
            if packed == 0x6974_7061_6367_6966 && tail == 0x6e6f { return .block }  // figcaption
            return .inline
        default:
            return .inline
        }
    }
}

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

/// UTF-8 validation of raw bytes, so that valid input (nearly all of it) needs no copy.
enum UTF8Check {
    /// Whether `bytes` is well-formed UTF-8 (no overlong forms, surrogates or values above U+10FFFF).
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count {
                // Skip ASCII 8 bytes at a time, and up to the first non-ASCII byte of a mixed word.
                let high = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080
                if high == 0 {
                    index += 8
                    continue
                }
                index += UInt64(littleEndian: high).trailingZeroBitCount / 8
            }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            if index + 4 <= count {
                // Away from the end: check the continuation bytes of one sequence with one load.
                let word = UInt32(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self))
                let second = UInt8(truncatingIfNeeded: word >> 8)
                if lead & 0xE0 == 0xC0 {
                    guard lead >= 0xC2, word & 0xC000 == 0x8000 else { return false }
                    index += 2
                } else if lead & 0xF0 == 0xE0 {
                    guard word & 0xC0_C000 == 0x80_8000 else { return false }
                    if lead == 0xE0 && second < 0xA0 { return false }  // overlong
                    if lead == 0xED && second > 0x9F { return false }  // surrogate
                    index += 3
                } else {
                    guard lead >= 0xF0, lead <= 0xF4, word & 0xC0C0_C000 == 0x8080_8000 else { return false }
                    if lead == 0xF0 && second < 0x90 { return false }  // overlong
                    if lead == 0xF4 && second > 0x8F { return false }  // above U+10FFFF
                    index += 4
                }
                continue
            }
            @inline(__always) func continuation(_ offset: Int) -> Bool {
                index + offset < count && base[index + offset] & 0xC0 == 0x80
            }
            switch lead {
            case 0xC2...0xDF:
                guard continuation(1) else { return false }
                index += 2
            case 0xE0...0xEF:
                guard continuation(1), continuation(2) else { return false }
                let second = base[index + 1]
                if lead == 0xE0 && second < 0xA0 { return false }  // overlong
                if lead == 0xED && second > 0x9F { return false }  // surrogate
                index += 3
            case 0xF0...0xF4:
                guard continuation(1), continuation(2), continuation(3) else { return false }
                let second = base[index + 1]
                if lead == 0xF0 && second < 0x90 { return false }  // overlong
                if lead == 0xF4 && second > 0x8F { return false }  // above U+10FFFF
                index += 4
            default:
                return false
            }
        }
        return true
    }
}

/// A growable byte buffer without Array's per-append uniqueness check.
struct ByteWriter: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always) mutating func append(_ byte: UInt8) {
        if count == capacity { grow() }
        base[count] = byte
        count += 1
    }

    mutating func append(_ byte: UInt8, times: Int) {
        for _ in 0..<times { append(byte) }
    }

    /// Appends `length` bytes from `bytes`.
    @inline(__always) mutating func append(_ bytes: UnsafePointer<UInt8>, count length: Int) {
        if capacity - count < length { grow(toAtLeast: count + length) }
        (base + count).update(from: bytes, count: length)
        count += length
    }

    /// Copies the NUL-terminated `text` from `start` (a plain byte) up to its first special byte, writing one space
    /// for each run of spaces, with no branch on the data but the one that ends the run. Returns where the copy
    /// stopped, and whether the copied text ended with a space, which is then taken back off.
    mutating func appendRun(
        from text: UnsafePointer<UInt8>, at start: Int, classes: UnsafePointer<UInt8>
    ) -> (end: Int, endsWithSpace: Bool) {
        var index = start
        var written = count
        var previousSpace: UInt8 = 0
        while true {
            let byte = text[index]
            let byteClass = classes[Int(byte)]
            if byteClass > ByteClasses.space { break }
            if written == capacity {
                count = written
                grow()
            }
            base[written] = byte
            // Advance unless this space follows a space.
            written &+= 1 &- Int(byteClass & previousSpace)
            previousSpace = byteClass
            index &+= 1
        }
        count = written - Int(previousSpace)
        return (index, previousSpace != 0)
    }

    private mutating func grow(toAtLeast minimum: Int = 0) {
        let larger = max(capacity * 2, minimum)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        storage.update(from: base, count: count)
        base.deallocate()
        base = storage
        capacity = larger
    }

    /// The bytes as a String (invalid UTF-8, which a walk of valid input cannot produce, would become U+FFFD).
    func string() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }
}

/// How the text fast path treats each byte value: `plain` bytes are copied as they are (printable ASCII other than
/// "*", "_" and "<", and UTF-8 bytes other than the lead bytes C2, E2, E3, EF of the sequences that are spaces or
/// invisible), `space` (0x20) is copied but folded with a space before it, `special` bytes need a decision.
final class ByteClasses: @unchecked Sendable {
    static let plain: UInt8 = 0
    static let space: UInt8 = 1
    static let special: UInt8 = 2

    /// Written once in `init`, only read afterwards.
    private let storage: UnsafeMutableBufferPointer<UInt8>

    private init() {
        storage = .allocate(capacity: 256)
        for byte in 0...255 {
            let plain =
                byte < 0x80
                ? byte > 0x20 && byte != 0x7F && byte != 0x2A && byte != 0x5F && byte != 0x3C
                : byte != 0xC2 && byte != 0xE2 && byte != 0xE3 && byte != 0xEF
            storage.initializeElement(at: byte, to: byte == 0x20 ? Self.space : plain ? Self.plain : Self.special)
        }
    }

    private static let shared = ByteClasses()

    /// The table, indexed by byte value; lives as long as the process.
    static var table: UnsafePointer<UInt8> { UnsafePointer(shared.storage.baseAddress!) }
}

/// Walks a parsed libxml2 document and writes its text into a byte buffer, deciding separators lazily: a space,
/// line break, blank line or list marker is only written when text follows it, so empty blocks and items vanish
/// and the result needs no trimming.
struct PlainTextRenderer: ~Copyable {
    private struct ListFrame {
        var ordered: Bool
        /// The number the next written item gets.
        var next: Int
        /// Column of this list's markers.
        var indent: Int
        /// Column of the text of the current item (where its second line starts).
        var continuation: Int
        /// Nesting level, 1 for an outermost list.
        var level: Int
        /// A list merged into its enclosing item's list (see HTMLSanitizer).
        var merged: Bool
        /// A frame made up for an `<li>` outside any list.
        var implicit: Bool
    }

    private var output: ByteWriter
    /// Input without layout tags: newlines in text are line breaks.
    private let keepsLineStructure: Bool
    private var preformattedDepth = 0
    private var lists: [ListFrame] = []

    /// Something is to be written before the next text: `pendingSpace`, `pendingBreak` or `pendingMarker`.
    private var pending = false
    private var pendingSpace = false
    /// 0 nothing, 1 a line break, 2 a blank line.
    private var pendingBreak = 0
    /// The current item of the innermost list has not written its marker yet.
    private var pendingMarker = false
    /// Newlines seen since the last text, in line-keeping mode.
    private var newlineRun = 0
    private var wroteLessThan = false

    /// For each byte value, how appendText's fast path treats it.
    private let byteClasses = ByteClasses.table

    init(capacity: Int, keepsLineStructure: Bool) {
        output = ByteWriter(capacity: capacity + 16)
        self.keepsLineStructure = keepsLineStructure
    }

    /// Walks the whole document with the parent pointers (no recursion, so any depth is fine).
    mutating func render(_ document: htmlDocPtr) {
        let documentNode = UnsafeMutableRawPointer(document)
        var current = document.pointee.children
        while let node = current {
            var descended = false
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                descended = enter(node)
            case XML_TEXT_NODE:
                if let content = node.pointee.content { appendText(UnsafePointer(content)) }
            default:
                break  // comments, processing instructions, DTD, CDATA (only ever inside script/style)
            }
            if descended {
                if let child = node.pointee.children {
                    current = child
                    continue
                }
                leave(node)
            }
            var climbing = node
            current = nil
            while true {
                if let next = climbing.pointee.next {
                    current = next
                    break
                }
                guard let parent = climbing.pointee.parent, UnsafeMutableRawPointer(parent) != documentNode else {
                    break
                }
                leave(parent)
                climbing = parent
            }
        }
    }

    /// The text, with anything that could read as a tag defused.
    mutating func finish() -> String {
        if wroteLessThan { defuseTags() }
        return output.string()
    }

    // MARK: - Elements

    /// Handles an element's start; returns whether to walk into it.
    private mutating func enter(_ node: xmlNodePtr) -> Bool {
        guard let name = node.pointee.name else { return true }
        switch ElementRole.of(name) {
        case .inline: break
        case .block: requestBreak(2)
        case .preformatted:
            requestBreak(2)
            preformattedDepth += 1
        case .lineBreak:
            requestBreak(min(pendingBreak + 1, 2))
            return false
        case .line: requestBreak(1)
        case .cell: requestSpace()
        case .orderedList: enterList(node, ordered: true)
        case .unorderedList: enterList(node, ordered: false)
        case .listItem: enterItem()
        case .dropped: return false
        }
        return true
    }

    /// Handles the end of an element that ``enter(_:)`` walked into.
    private mutating func leave(_ node: xmlNodePtr) {
        guard let name = node.pointee.name else { return }
        switch ElementRole.of(name) {
        case .inline, .lineBreak, .dropped: break
        case .block: requestBreak(2)
        case .preformatted:
            preformattedDepth -= 1
            requestBreak(2)
        case .line: requestBreak(1)
        case .cell: requestSpace()
        case .orderedList, .unorderedList: leaveList()
        case .listItem: leaveItem()
        }
    }

    private mutating func enterList(_ node: xmlNodePtr, ordered: Bool) {
        requestBreak(2)
        if pendingMarker, let outer = lists.last {
            // The enclosing item has no text yet: its list takes this list's items.
            pendingMarker = false
            var merged = outer
            merged.merged = true
            merged.implicit = false
            merged.continuation = outer.indent
            lists.append(merged)
            return
        }
        let level = (lists.last?.level ?? 0) + 1
        let indent = 2 * (min(level, HTMLSanitizer.maximumIndentLevel + 1) - 1)
        lists.append(
            ListFrame(
                ordered: ordered, next: ordered ? Self.startNumber(of: node) : 1, indent: indent,
                continuation: indent, level: level, merged: false, implicit: false
            )
        )
    }

    private mutating func leaveList() {
        guard let frame = lists.popLast() else { return }
        if frame.merged, !lists.isEmpty {
            // Back in the enclosing item, which still has no text of its own.
            lists[lists.count - 1].next = frame.next
            pendingMarker = true
            pending = true
            requestBreak(1)
        } else {
            pendingMarker = false
            requestBreak(2)
        }
    }

    private mutating func enterItem() {
        if lists.isEmpty {
            lists.append(
                ListFrame(
                    ordered: false, next: 1, indent: 0, continuation: 0, level: 1, merged: false, implicit: true
                )
            )
        }
        requestBreak(1)
        pendingMarker = true
        pending = true
    }

    private mutating func leaveItem() {
        pendingMarker = false
        guard !lists.isEmpty else { return }
        let top = lists.count - 1
        lists[top].continuation = lists[top].indent
        if lists[top].implicit {
            lists.removeLast()
            requestBreak(2)
        } else {
            requestBreak(1)
        }
    }

    /// The `start` attribute of an `<ol>`, or 1.
    private static func startNumber(of node: xmlNodePtr) -> Int {
        guard let value = xmlGetProp(node, "start") else { return 1 }
        defer { fittoday_xml_free(value) }
        var index = 0
        while value[index] == 0x20 || (value[index] >= 0x09 && value[index] <= 0x0D) { index += 1 }
        var negative = false
        if value[index] == 0x2D || value[index] == 0x2B {
            negative = value[index] == 0x2D
            index += 1
        }
        var number = 0
        var digits = 0
        while value[index] >= 0x30 && value[index] <= 0x39 {
            if number < 1_000_000_000 { number = number * 10 + Int(value[index] - 0x30) }
            digits += 1
            index += 1
        }
        guard digits > 0 else { return 1 }
        return negative ? -number : number
    }

    // MARK: - Separators

    private mutating func requestBreak(_ level: Int) {
        let effective = lists.isEmpty ? level : min(level, 1)
        if effective > pendingBreak { pendingBreak = effective }
        pending = true
    }

    private mutating func requestSpace() {
        pendingSpace = true
        pending = true
    }

    /// Writes what is pending before the next text.
    private mutating func flush() {
        pending = false
        newlineRun = 0
        if output.isEmpty {
            if pendingMarker { writeMarker() }
        } else if pendingBreak > 0 || pendingMarker {
            output.append(0x0A)
            if pendingBreak == 2 { output.append(0x0A) }
            if pendingMarker {
                writeSpaces(lists.last?.indent ?? 0)
                writeMarker()
            } else {
                writeSpaces(lists.last?.continuation ?? 0)
            }
        } else if pendingSpace {
            output.append(0x20)
        }
        pendingSpace = false
        pendingBreak = 0
        pendingMarker = false
    }

    private mutating func writeSpaces(_ count: Int) {
        output.append(0x20, times: count)
    }

    /// Writes the current item's marker ("3. " or the bullet) and lines its later lines up with its text.
    private mutating func writeMarker() {
        guard !lists.isEmpty else { return }
        let top = lists.count - 1
        let start = output.count
        if lists[top].ordered {
            writeNumber(lists[top].next)
            lists[top].next += 1
            output.append(0x2E)  // "."
            output.append(0x20)
        } else {
            output.append(0x2D)  // "-"
            output.append(0x20)
        }
        lists[top].continuation = lists[top].indent + (output.count - start)
    }

    private mutating func writeNumber(_ number: Int) {
        if number < 0 { output.append(0x2D) }
        let magnitude = number.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            output.append(0x30 + UInt8((magnitude / divisor) % 10))
            divisor /= 10
        }
    }

    // MARK: - Text

    /// Appends a text node's bytes (NUL-terminated UTF-8), folding white space and dropping invisible characters.
    private mutating func appendText(_ text: UnsafePointer<UInt8>) {
        let linesAreBreaks = keepsLineStructure || preformattedDepth > 0
        var index = 0
        while true {
            // Fast path: from a plain byte on, copy plain bytes and spaces, folding runs of spaces.
            if byteClasses[Int(text[index])] == ByteClasses.plain {
                if pending { flush() }
                let (end, endsWithSpace) = output.appendRun(from: text, at: index, classes: byteClasses)
                if endsWithSpace { requestSpace() }
                index = end
            }
            // One byte (or sequence) that needs a decision.
            let byte = text[index]
            if byte > 0x20 && byte < 0x7F {
                if byte == 0x2A || byte == 0x5F {  // "*" or "_": drop runs of two or more
                    var end = index + 1
                    while text[end] == byte { end += 1 }
                    if end - index >= 2 {
                        index = end
                        continue
                    }
                } else if byte == 0x3C {
                    wroteLessThan = true
                }
                if pending { flush() }
                output.append(byte)
                index += 1
                continue
            }
            if byte == 0 { return }
            if byte < 0x80 {
                // White space and control characters.
                if byte == 0x0A && linesAreBreaks {
                    newlineRun += 1
                    requestBreak(min(newlineRun, 2))
                } else if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                    requestSpace()
                }
                index += 1
                continue
            }
            // Non-ASCII: a few sequences are spaces or invisible; everything else is copied byte by byte.
            let second = text[index + 1]
            switch byte {
            case 0xC2:
                if second == 0xA0 {  // NBSP
                    requestSpace()
                    index += 2
                    continue
                }
                if second == 0xAD || (second >= 0x80 && second <= 0x9F) {  // soft hyphen, C1 controls
                    index += 2
                    continue
                }
            case 0xE2:
                let third = second == 0 ? 0 : text[index + 2]
                if second == 0x80 {
                    if (third >= 0x80 && third <= 0x8A) || third == 0xA8 || third == 0xA9 || third == 0xAF {
                        requestSpace()  // U+2000–U+200A, line/paragraph separators, narrow NBSP
                        index += 3
                        continue
                    }
                    if third >= 0x8B && third <= 0x8D {  // U+200B–U+200D zero-width
                        index += 3
                        continue
                    }
                } else if second == 0x81 {
                    if third == 0x9F {  // U+205F medium mathematical space
                        requestSpace()
                        index += 3
                        continue
                    }
                    if third == 0xA0 {  // U+2060 word joiner
                        index += 3
                        continue
                    }
                }
            case 0xE3:
                if second == 0x80 && text[index + 2] == 0x80 {  // U+3000 ideographic space
                    requestSpace()
                    index += 3
                    continue
                }
            case 0xEF:
                if second == 0xBB && text[index + 2] == 0xBF {  // U+FEFF
                    index += 3
                    continue
                }
            default:
                break
            }
            if pending { flush() }
            output.append(byte)
            index += 1
        }
    }

    /// Replaces each "<" that is followed by a letter, "/", "!" or "?" with "‹" (U+2039).
    private mutating func defuseTags() {
        var defused = ByteWriter(capacity: output.count + 16)
        let bytes = output.base
        let count = output.count
        for index in 0..<count {
            let byte = bytes[index]
            if byte == 0x3C, index + 1 < count {
                let next = bytes[index + 1]
                let lower = next | 0x20
                if (lower >= 0x61 && lower <= 0x7A) || next == 0x2F || next == 0x21 || next == 0x3F {
                    defused.append(0xE2)
                    defused.append(0x80)
                    defused.append(0xB9)
                    continue
                }
            }
            defused.append(byte)
        }
        output = defused
    }
}
