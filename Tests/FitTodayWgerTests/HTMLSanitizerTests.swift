import Testing

@testable import FitTodayWger

/// Hand-written HTML modelled on the quirks of Wger's exercise descriptions (none of it is Wger's own text).
@Suite struct HTMLSanitizerTests {
    let sanitizer = HTMLSanitizer()

    private func text(_ html: String) -> String {
        sanitizer.plainText(fromHTML: html)
    }

    // MARK: - Paragraphs and blocks

    @Test func paragraphsAreSeparatedByExactlyOneBlankLine() {
        #expect(text("<p>Stand tall.</p>\n\n\n<p>Brace your core.</p>") == "Stand tall.\n\nBrace your core.")
        #expect(text("<p>One</p><p>Two</p><div>Three</div><h2>Four</h2>") == "One\n\nTwo\n\nThree\n\nFour")
        #expect(text("<blockquote>Quote</blockquote><pre>Code</pre><section>Five</section>") == "Quote\n\nCode\n\nFive")
        #expect(text("<div><div><p>Deep</p></div></div><p>Next</p>") == "Deep\n\nNext")
    }

    @Test func emptyParagraphsVanish() {
        #expect(text("<p style=\"\">Pull the rope.</p><p style=\"\"></p><p>   </p><p>&nbsp;</p><p>Slowly return.</p><p></p>")
            == "Pull the rope.\n\nSlowly return.")
        #expect(text("<p>\u{00A0}</p><p>Only this.</p><div><br></div>") == "Only this.")
    }

    @Test func headingAtTopLevelOutsideAnyParagraph() {
        #expect(text("<strong>Technique</strong>\n<ol>\n<li>Sit down.</li>\n</ol>\n") == "Technique\n\n1. Sit down.")
    }

    @Test func inlineElementsKeepTheirSpacing() {
        #expect(text("<p>Keep your <b>back</b> <em>straight</em>, <span style=\"color:red\">always</span>.</p>")
            == "Keep your back straight, always.")
        #expect(text("<p>x<sup>2</sup> <b>y</b> and a<img src=\"a.png\"> <i>b</i></p>") == "x2 y and a b")
        #expect(text("<p>no<b>space</b>here</p>") == "nospacehere")
    }

    @Test func lineBreaks() {
        #expect(text("<p>First line<br>Second line<br/>Third</p>") == "First line\nSecond line\nThird")
        #expect(text("<p>Above<br><br>Below</p>") == "Above\n\nBelow")
        #expect(text("<p><br>Leading break</p><p>Trailing break<br></p>") == "Leading break\n\nTrailing break")
    }

    @Test func bareNewlinesInsideAParagraphFoldToOneSpace() {
        #expect(text("<p>Grip the bar with both hands.\nPause at the top,\n\n   then lower it.</p>\n")
            == "Grip the bar with both hands. Pause at the top, then lower it.")
    }

    @Test func tablesBecomeLines() {
        #expect(text("<table><tr><th>Set</th><th>Reps</th></tr><tr><td>1</td><td>12</td></tr></table><p>After</p>")
            == "Set Reps\n1 12\n\nAfter")
    }

    @Test func preformattedTextKeepsItsLines() {
        #expect(text("<p>Plan:</p><pre>Day 1   squat\nDay 2   rest\n\nDay 3   bench</pre>")
            == "Plan:\n\nDay 1 squat\nDay 2 rest\n\nDay 3 bench")
    }

    // MARK: - Lists

    @Test func orderedListsAreNumbered() {
        #expect(text("<p>Steps:</p>\n<ol>\n<li>Lie down.</li>\n<li>Lift your legs.</li>\n<li>Lower them.</li>\n</ol>\n")
            == "Steps:\n\n1. Lie down.\n2. Lift your legs.\n3. Lower them.")
    }

    @Test func orderedListsHonourStart() {
        #expect(text("<ol start=\"3\"><li>Third</li><li>Fourth</li></ol>") == "3. Third\n4. Fourth")
        #expect(text("<ol start=\" 10 \"><li>Ten</li><li>Eleven</li></ol>") == "10. Ten\n11. Eleven")
        #expect(text("<ol start=\"-1\"><li>Minus one</li><li>Zero</li></ol>") == "-1. Minus one\n0. Zero")
        #expect(text("<ol start=\"abc\"><li>One</li></ol>") == "1. One")
    }

    @Test func unorderedListsUseTheBullet() {
        #expect(HTMLSanitizer.bullet == "- ")
        #expect(text("<ul><li>Dumbbells</li><li>Bench</li></ul><p>Rest 60 s.</p>") == "- Dumbbells\n- Bench\n\nRest 60 s.")
    }

    @Test func nestedListsAreIndentedTwoSpacesPerLevel() {
        let html = """
            <ol>
            <li>
            <p><strong>Start:</strong>&nbsp;Arms out to the sides.</p>
            </li>
            <li>
            <p><strong>Move:</strong>&nbsp;Bring the hands together.</p>
            <ul>
            <li>Squeeze at the centre.</li>
            <li>Do&nbsp;<strong>not lock</strong>&nbsp;the elbows.
            <ol><li>Really.</li></ol></li>
            </ul>
            </li>
            <li><p>Return.</p></li>
            </ol>
            """
        #expect(text(html) == """
            1. Start: Arms out to the sides.
            2. Move: Bring the hands together.
              - Squeeze at the centre.
              - Do not lock the elbows.
                1. Really.
            3. Return.
            """)
    }

    @Test func secondLinesOfAnItemLineUpWithItsText() {
        #expect(text("<ol><li><p>Title</p><p>More about it.</p></li><li>Next<br>and more</li></ol>")
            == "1. Title\n   More about it.\n2. Next\n   and more")
        #expect(text("<ul><li>Outer<ul><li>inner</li></ul>tail of outer</li></ul>")
            == "- Outer\n  - inner\n  tail of outer")
    }

    @Test func emptyListItemsVanishWithoutUsingANumber() {
        #expect(text("<ol><li>First</li><li></li><li> &nbsp; </li><li>Second</li></ol>") == "1. First\n2. Second")
        #expect(text("<ul><li></li></ul><p>Text</p><ol><li><b></b></li></ol>") == "Text")
    }

    @Test func listWrappedInAnItemWithoutTextJoinsTheOuterList() {
        // The migration artefact: an <li> holding only a nested <ol>.
        let html = "<ol>\n<li>Bend.</li>\n<li>Stretch.</li>\n<li>\n<ol>\n<li>Lift again.</li>\n</ol>\n</li>\n<li>Repeat.</li>\n</ol>\n"
        #expect(text(html) == "1. Bend.\n2. Stretch.\n3. Lift again.\n4. Repeat.")
        let withStart = "<ol><li>Bend.</li><li>Stretch.</li><li><ol start=\"3\"><li>Lift again.</li></ol></li><li>Repeat.</li></ol>"
        #expect(text(withStart) == "1. Bend.\n2. Stretch.\n3. Lift again.\n4. Repeat.")
        #expect(text("<ul><li><ul><li>a</li><li>b</li></ul>c</li><li>d</li></ul>") == "- a\n- b\n- c\n- d")
    }

    @Test func listItemOutsideAnyList() {
        #expect(text("<p>Intro</p><li>Stray item</li><p>Outro</p>") == "Intro\n\n- Stray item\n\nOutro")
    }

    @Test func deeplyNestedListsStopIndentingAtTheMaximum() {
        let depth = 30
        let html = String(repeating: "<ul><li>x", count: depth) + String(repeating: "</li></ul>", count: depth)
        let lines = text(html).split(separator: "\n")
        #expect(lines.count == depth)
        #expect(lines.first == "- x")
        #expect(lines[2] == "    - x")
        #expect(lines.last.map(String.init) == String(repeating: " ", count: 2 * HTMLSanitizer.maximumIndentLevel) + "- x")
    }

    // MARK: - Characters

    @Test func entitiesAreDecoded() {
        #expect(text("<p>Kn&uuml;ppel &szlig; &auml;&ouml; &amp; Co &eacute;l&egrave;ve &#233; &#x41; &quot;q&quot;</p>")
            == "Knüppel ß äö & Co élève é A \"q\"")
        #expect(text("<p>Unknown &bogus; stays</p>") == "Unknown &bogus; stays")
    }

    @Test func nonBreakingSpacesFoldIntoOrdinarySpaces() {
        #expect(text("<p>Put&nbsp; the&nbsp;&nbsp;bar down.&nbsp;Then rest.</p>") == "Put the bar down. Then rest.")
        #expect(text("<p>Shown here:\u{00A0}https://example.org/v</p>") == "Shown here: https://example.org/v")
        #expect(text("<p>Done.&nbsp;(picture 1)<b>&nbsp;</b>Next&nbsp;</p>") == "Done. (picture 1) Next")
        #expect(text("<p>a\u{2003}b\u{202F}c\u{3000}d\u{2009} \u{00A0}e</p>") == "a b c d e")
    }

    @Test func zeroWidthCharactersAreRemoved() {
        #expect(text("<p>mi\u{200C}khaham \u{200B}two\u{200D}three\u{2060}four\u{FEFF}five</p>")
            == "mikhaham twothreefourfive")
        #expect(text("\u{FEFF}<p>Byte order mark first</p>") == "Byte order mark first")
        #expect(text("<p>\u{200B}</p><p>soft\u{00AD}hyphen</p>") == "softhyphen")
        #expect(text("<p>a \u{200B} b</p>") == "a b")
    }

    @Test func strayMarkdownEmphasisIsRemoved() {
        #expect(text("<p>**Position:** stand __upright__ and ***breathe***.</p>") == "Position: stand upright and breathe.")
        #expect(text("<p>3 * 10 reps, snake_case stays, *single* too</p>") == "3 * 10 reps, snake_case stays, *single* too")
        #expect(text("<p>** </p><p>a ** b</p>") == "a b")
    }

    @Test func lessThanNeverStartsATag() {
        #expect(text("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>") == "\u{2039}script>alert(1)\u{2039}/script>")
        #expect(text("<p>a &lt; b and x&lt;5 and &lt;!-- and &lt;?php</p>") == "a < b and x<5 and \u{2039}!-- and \u{2039}?php")
        #expect(text("<p>&lt;</p><p>b</p>") == "<\n\nb")
        #expect(text("<p>&lt;<b>img</b></p>") == "\u{2039}img")
    }

    @Test func controlCharactersAreDropped() {
        #expect(text("<p>a\u{0001}b\u{007F}c\u{0085}d\tf</p>") == "abcd f")
    }

    // MARK: - Dangerous content

    @Test func scriptsStylesAndEmbeddedContentAreDroppedWithTheirContent() {
        let html = """
            <p>Before</p><script>alert("x")</script><style>p { color: red }</style>
            <iframe src="https://example.org">frame text</iframe><object data="x.swf">object text</object>
            <embed src="y.swf"><p>Between</p><noscript>no script text</noscript><template><p>template text</p></template>
            <p>After<script type="text/javascript">document.write("<b>x</b>")</script></p>
            """
        #expect(text(html) == "Before\n\nBetween\n\nAfter")
        #expect(text("<p>a<embed src=x></p><p>b</p>") == "a\n\nb")
    }

    @Test func commentsAndProcessingInstructionsAreDropped() {
        #expect(text("<p>Keep<!-- hidden <b>text</b> --> this<?php echo 'x'; ?></p><!--[if IE]><p>ie</p><![endif]-->")
            == "Keep this")
    }

    @Test func attributesNeverReachTheText() {
        #expect(text("<p onclick=\"steal()\" title=\"secret\" style=\"font-weight:bold\">Click <a href=\"javascript:x()\" onmouseover=\"y()\">here</a></p><img src=x onerror=\"alert(1)\" alt=\"alt text\">")
            == "Click here")
    }

    @Test func unclosedAndMisnestedTagsAreRecovered() {
        #expect(text("<p>Open paragraph<p>Another <b>bold <i>both</b> italic") == "Open paragraph\n\nAnother bold both italic")
        #expect(text("<ul><li>one<li>two</ul>after") == "- one\n- two\n\nafter")
        #expect(text("<div>unclosed <span>span") == "unclosed span")
        #expect(text("<p>broken <b") == "broken")
    }

    @Test func wholeDocumentsDropTheHead() {
        #expect(text("<!DOCTYPE html><html><head><title>Title</title><meta charset=\"utf-8\"></head><body><p>Body</p></body></html>")
            == "Body")
    }

    @Test func metaCharsetDoesNotOverrideUTF8() {
        #expect(text("<meta charset=\"iso-8859-1\"><p>Müller übt Kniebeugen</p>") == "Müller übt Kniebeugen")
        #expect(text("<meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1252\"><p>ação</p>") == "ação")
    }

    // MARK: - Plain text

    @Test func textWithoutTagsKeepsItsLines() {
        #expect(text("1. Stand with feet apart.\n2. Bend the knees.\n3. Stand up again.\n\nBreathe out on the way up.\n\n")
            == "1. Stand with feet apart.\n2. Bend the knees.\n3. Stand up again.\n\nBreathe out on the way up.")
        #expect(text("  Line with   spaces  \r\n\r\n\r\n  next   ") == "Line with spaces\n\nnext")
        #expect(text("Fish &amp; chips &lt;3") == "Fish & chips <3")
    }

    @Test func textWithOnlyInlineTagsKeepsItsLines() {
        #expect(text("<b style=\"\">Chest</b>, shoulders\nand triceps") == "Chest, shoulders\nand triceps")
        // Tags inside comments or attribute values are not tags.
        #expect(text("<!-- <p>old</p> -->first\nsecond") == "first\nsecond")
        #expect(text("<span title=\"<p>\">first</span>\nsecond") == "first\nsecond")
    }

    @Test func emptyAndBlankInputGiveEmptyText() {
        #expect(text("") == "")
        #expect(text("   \n\t ") == "")
        #expect(text("<p></p><div> </div>") == "")
        #expect(text("<!-- only a comment -->") == "")
        #expect(text("<script>x()</script>") == "")
    }

    // MARK: - Bytes

    @Test func invalidUTF8NeverCrashesAndGivesValidText() {
        let bytes: [UInt8] = Array("<p>a".utf8) + [0xFF, 0xC3, 0x28] + Array("b</p><p>c".utf8) + [0xE2, 0x82] + Array("</p>".utf8)
        #expect(sanitizer.plainText(fromHTML: bytes) == "a\u{FFFD}\u{FFFD}(b\n\nc\u{FFFD}")
        let lone: [UInt8] = [0xC0, 0x80, 0xED, 0xA0, 0x80, 0xF8]
        let result = sanitizer.plainText(fromHTML: lone)
        #expect(!result.isEmpty)
        #expect(result.unicodeScalars.allSatisfy { $0 == "\u{FFFD}" })
    }

    @Test func bytesAndStringsGiveTheSameText() {
        let html = "<p>Kniebeuge mit Hantel: <b>Füße</b> schulterbreit.</p><ol><li>Eins</li></ol>"
        let expected = "Kniebeuge mit Hantel: Füße schulterbreit.\n\n1. Eins"
        #expect(sanitizer.plainText(fromHTML: Array(html.utf8)) == expected)
        Array(html.utf8).withUnsafeBytes { #expect(sanitizer.plainText(fromHTML: $0) == expected) }
        #expect(text(html) == expected)
    }

    @Test func utf8CheckAcceptsWellFormedAndRejectsMalformedSequences() {
        func valid(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { UTF8Check.isValid($0) } }
        #expect(valid(Array("plain ascii that is longer than eight bytes".utf8)))
        #expect(valid(Array("Füße, ação, Жим, 深蹲, 💪🏽 and more text after them".utf8)))
        #expect(valid([]))
        #expect(!valid([0xC0, 0x80]))  // overlong
        #expect(!valid([0xE0, 0x9F, 0xBF]))  // overlong
        #expect(!valid([0xED, 0xA0, 0x80]))  // surrogate
        #expect(!valid([0xF4, 0x90, 0x80, 0x80]))  // above U+10FFFF
        #expect(!valid(Array("12345678ab".utf8) + [0xC3]))  // cut short at the end
        #expect(!valid(Array("1234567".utf8) + [0xFF] + Array("12345678".utf8)))
        #expect(sanitizer.plainText(fromHTML: Array("<p>Força 💪</p>".utf8)) == "Força 💪")
    }

    @Test func nulBytesDoNotCrash() {
        let result = sanitizer.plainText(fromHTML: Array("<p>a".utf8) + [0] + Array("b</p>".utf8))
        #expect(result.hasPrefix("a"))
    }

    // MARK: - Size, depth, concurrency

    @Test func oneMegabyteDocument() {
        var html = ""
        var expected: [String] = []
        var index = 0
        while html.utf8.count < 1_000_000 {
            html += "<p>Paragraph \(index) with <b>bold</b>&nbsp;text and an entity &amp; more.</p>\n"
            expected.append("Paragraph \(index) with bold text and an entity & more.")
            index += 1
        }
        #expect(html.utf8.count >= 1_000_000)
        #expect(text(html) == expected.joined(separator: "\n\n"))
    }

    @Test func deepNestingBelowLibXML2sLimitIsWalkedCompletely() {
        let depth = 250
        let html = String(repeating: "<div>", count: depth) + "core" + String(repeating: "</div>", count: depth) + "<p>end</p>"
        #expect(text(html) == "core\n\nend")
        let lists = String(repeating: "<ol><li>s", count: 120)
        let lines = text(lists).split(separator: "\n")
        #expect(lines.count == 120)
        #expect(lines.last.map(String.init) == String(repeating: " ", count: 2 * HTMLSanitizer.maximumIndentLevel) + "1. s")
    }

    @Test func manyTasksAtOnceGiveTheSameTextAsOneAtATime() async {
        let documents = (0..<64).map { index in
            "<h3>Exercise \(index)</h3><p>Set&nbsp;up **now**.</p><ol start=\"\(index)\"><li>Go</li><li><ul><li>deep \(index)</li></ul></li></ol><script>x()</script>"
        }
        let expected = documents.map { text($0) }
        #expect(expected[5] == "Exercise 5\n\nSet up now.\n\n5. Go\n6. deep 5")
        let results = await withTaskGroup(of: (Int, [String]).self) { group in
            for worker in 0..<8 {
                group.addTask {
                    let sanitizer = HTMLSanitizer()
                    var outputs: [String] = []
                    for round in 0..<20 {
                        for document in documents { outputs.append(sanitizer.plainText(fromHTML: document)) }
                        if round % 5 == 0 { await Task.yield() }
                    }
                    return (worker, outputs)
                }
            }
            var all: [(Int, [String])] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for (_, outputs) in results {
            #expect(outputs.count == 20 * documents.count)
            for (offset, output) in outputs.enumerated() where output != expected[offset % documents.count] {
                Issue.record("task output differs for document \(offset % documents.count)")
                break
            }
        }
    }

    // MARK: - White space taken out before parsing

    /// White space next to layout tags is taken out before libxml2 parses; the text must be the same as without.
    @Test(arguments: [
        "<p>One</p>\n<p>Two</p>\n<ol>\n<li>A</li>\n<li>\n<ol>\n<li>B</li>\n</ol>\n</li>\n</ol>\n\n",
        "<p><b>bold</b> <i>italic</i> <span>x</span>\n<a href=\"y\">link</a></p>  \n ",
        "<b>Title</b>\n<ul> <li> one </li> <li>two</li> </ul> tail",
        "<div>a</div> <span>b</span> <div>c</div>",
        "<p title=\"x > y\"> <b>kept</b></p><p class=it's> <i>also</i> 'quoted' > <b>here</b></p>",
        "<p>a > <b>b</b> and a &gt; <i>c</i></p>",
        "<p>Intro</p>\n<pre>  code\n<b>bold</b>\n\n  <i>it</i>\n</pre>\n<p>After</p>",
        "<p>x</p>\n<textarea>\n <b>a</b>\n</textarea>",
        "<!-- c --> <p>a</p> <!-- d --> <b>b</b> <?pi x?> <br> <i>c</i>",
        "<table>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</table>",
        "Plain text\nwith <b>bold</b>\n\nand lines   \n\n",
        "<p>a<br>\n<br>\nb</p>",
        "<script>var s = '<p>';</script> <b>x</b>\n<i>y</i>",
        "<p>unclosed <b attr=\"open",
        "<b title=\"never closed>text</b>\n<p>para</p>\n<p>b</p>",
        "<!-- unclosed comment <p>a</p>\n<p>b</p>",
        "<ol start=\"2\">\n  <li>two</li>\n  <li>three</li>\n</ol>\n<p>\n  text\n</p>\n",
    ])
    func squeezingWhiteSpaceDoesNotChangeTheText(html: String) {
        var html = html
        let (squeezed, exact) = html.withUTF8 {
            (
                LibXML2Parser.plainText(fromValidUTF8: $0, squeezingWhiteSpace: true),
                LibXML2Parser.plainText(fromValidUTF8: $0, squeezingWhiteSpace: false)
            )
        }
        #expect(squeezed == exact)
    }

    @Test func whiteSpaceMattersAfterPre() {
        // The blank line after <br> inside <pre> is kept (taken out, it would be a single line break).
        #expect(text("<p>Intro</p>\n<pre>a<br>\n\n<b>x</b></pre>") == "Intro\n\na\n\nx")
        #expect(text("<div>a</div>\n<span>b</span>\n<span>c</span>") == "a\n\nb c")
    }

    // MARK: - Element roles

    @Test func elementNamesAreClassified() {
        let expected: [String: ElementRole] = [
            "p": .block, "div": .block, "h1": .block, "h6": .block, "blockquote": .block, "figcaption": .block,
            "section": .block, "article": .block, "fieldset": .block, "table": .block, "hr": .block,
            "pre": .preformatted, "br": .lineBreak, "tr": .line, "dt": .line, "dd": .line, "td": .cell, "th": .cell,
            "ol": .orderedList, "ul": .unorderedList, "menu": .unorderedList, "li": .listItem,
            "script": .dropped, "style": .dropped, "iframe": .dropped, "object": .dropped, "embed": .inline,
            "noscript": .dropped, "template": .dropped, "head": .dropped, "title": .dropped, "svg": .dropped,
            "b": .inline, "span": .inline, "strong": .inline, "a": .inline, "h7": .inline, "blockquotes": .inline,
            "figcaptio": .inline, "scripts": .inline, "o:p": .inline, "": .inline,
        ]
        for (name, role) in expected {
            let actual = name.withCString { $0.withMemoryRebound(to: UInt8.self, capacity: name.utf8.count + 1) { ElementRole.of($0) } }
            #expect(actual == role, "\(name)")
        }
    }
}
