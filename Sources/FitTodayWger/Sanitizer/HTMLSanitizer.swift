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
///   and so are comments and processing instructions. Void elements (`br`, `img`, `embed`, `wbr`, `source`…)
///   hold nothing, as in HTML5. Attributes never reach the text.
/// - Entities are decoded (`&uuml;` → `ü`, `&nbsp;` → a space, `&amp;` → `&`). A decoded `<` stays when it
///   cannot be read as a tag (`a < b`, `x<5`), but a `<` followed by a letter, `/`, `!` or `?` becomes `‹`
///   (U+2039), so the output never contains anything that looks like a tag (`&lt;script&gt;` → `‹script>`).
/// - Input with no layout tag at all (plain text, or text with only inline tags such as `<b>`) keeps its own
///   line structure: a newline is a line break and a blank line a paragraph break; spaces still fold.
/// - Leading and trailing white space is trimmed; lines never end with a space.
/// - Bytes that are not valid UTF-8 are replaced by U+FFFD before parsing, so the result is always valid text.
/// - Markup is read as HTML5 reads it, so the text is what a browser's parser shows: comments end where HTML5
///   ends them (`<!-->` and `<!--->` are whole comments); CDATA sections, `<!…>`, `<?…>` and `</ x>` are
///   comments up to the next ">"; `script`, `style`, `iframe`, `title`… end only at their own end tag;
///   `xmp`, `textarea` and `plaintext` hold text, not tags; a tag cut off by the end of the input drops the
///   rest. No nesting depth loses text (past 512 nested elements, inline tags are ignored and layout tags
///   become line breaks). The walk itself is iterative and has no depth limit.
///
/// How: a byte pass (``MarkupPrescan``) tokenizes the input as HTML5 does and writes it again in a form libxml2
/// 2.9 reads the same way, notes whether there are layout tags and takes out white space that cannot change the
/// text (between block tags); libxml2 parses with explicit UTF-8 (`htmlCtxtReadMemory` on a pooled
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
