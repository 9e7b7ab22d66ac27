import Testing

@testable import FitTodayWger

/// The constructs where libxml2 (an HTML4-era parser) and HTML5 disagree about the visible text: the sanitizer
/// must show what an HTML5 parser shows (the peer test HTML5DifferentialTests compares with html5lib at large).
@Suite struct HTML5ConstructTests {
    let sanitizer = HTMLSanitizer()

    private func text(_ html: String) -> String {
        sanitizer.plainText(fromHTML: html)
    }

    @Test func emptyCommentsEndAtOnce() {
        #expect(text("<p>a<!-->b</p><p>c</p>") == "ab\n\nc")
        #expect(text("<p>a<!--->b</p><p>c</p>") == "ab\n\nc")
        #expect(text("a<!---->b") == "ab")
    }

    @Test func commentsEndWhereHTML5EndsThem() {
        #expect(text("x<!-- y --!>z") == "xz")
        #expect(text("<!-- a -- b -->c") == "c")
        #expect(text("x<!-- y --->z") == "xz")
        #expect(text("<p>a</p><!-- never closed <p>b</p>") == "a")
        #expect(text("x<!-- <!-- nested --> -->y") == "x -->y")
    }

    @Test func cdataAndBogusCommentsAreNotText() {
        #expect(text("<p>a<![CDATA[x]]>b</p>") == "ab")
        #expect(text("<p>a<![CDATA[x>y]]>b</p>") == "ay]]>b")
        #expect(text("<p>a<!bogus>b</p><p>c<!>d</p>") == "ab\n\ncd")
        #expect(text("<p>a<?php echo '>'; ?>b</p>") == "a'; ?>b")
        #expect(text("<p>x</p><!DOCTYPE html><p>y</p>") == "x\n\ny")
    }

    @Test func endTagsThatAreNotTagsAreHidden() {
        #expect(text("<p>a</ x>b</p>") == "ab")
        #expect(text("<p>a</>b</3>c</!x>d</p>") == "abcd")
        #expect(text("<p>a</p ><p>b</p x=\"1>2\">c") == "a\n\nb\n\nc")
    }

    @Test func aLessThanThatStartsNoTagIsText() {
        #expect(text("<p>a < b, <3, x<5 and <</p>") == "a < b, <3, x<5 and <")
        #expect(text("<p>1 </p>2</") == "1\n\n2\u{2039}/")
    }

    @Test func scriptEndsOnlyAtItsOwnEndTag() {
        #expect(text("<script>a</scripty>b</script>c") == "c")
        #expect(text("<script><!--<script>x</script>y</script>z") == "z")
        #expect(text("<script>x<!--y</script>w") == "w")
        #expect(text("<SCRIPT>x</Script >d") == "d")
        #expect(text("<script/>x</script>y") == "y")
        #expect(text("<style><!-- </style> -->x") == "-->x")
        #expect(text("<p>a</p><script>never closed") == "a")
    }

    @Test func rawTextThatIsShownStaysText() {
        #expect(text("<xmp><b>raw</b> &amp;</xmp>") == "\u{2039}b>raw\u{2039}/b> &amp;")
        #expect(text("<textarea><b>t</b> &amp;</textarea>") == "\u{2039}b>t\u{2039}/b> &")
        #expect(text("a<plaintext>b<p>&amp;</plaintext>") == "a\n\nb\u{2039}p>&amp;\u{2039}/plaintext>")
        #expect(text("<title>Title</title><p>x</p>") == "x")
    }

    @Test func selfClosingSlashIsIgnoredAsInHTML5() {
        #expect(text("<p>a<b/>b</p>") == "ab")
        #expect(text("<p>a</p><iframe/><p>hidden</p></iframe><p>b</p>") == "a\n\nb")
    }

    @Test func aTagCutOffByTheEndOfTheInputDropsTheRest() {
        #expect(text("<p>a</p><b title=\"never closed>text</b>") == "a")
        #expect(text("<p>a</p><b") == "a")
    }

    @Test func voidElementsHoldNoText() {
        #expect(text("<p>a<embed>b</embed>c</p><p>d</p>") == "abc\n\nd")
        #expect(text("<ul><li>a<wbr>b</li><li>c</li></ul>") == "- ab\n- c")
        #expect(text("<p>a</br>b</p>") == "a\nb")
    }

    @Test func characterReferencesAreReadAsHTML5ReadsThem() {
        #expect(text("<p>a&amp b &ampx &copy2 &nbspx&notit &lt3 &gt</p>") == "a& b &x ©2 x¬it <3 >")
        #expect(text("<p>&AMP; &COPY; &REG</p>") == "& © ®")
        #expect(text("<p>&#128;&#x99; &#0;&#55296;&#x110000; &#65&#x41b</p>") == "€™ \u{FFFD}\u{FFFD}\u{FFFD} AЛ")
        #expect(text("<p>&#x; &#; &bogus; &amp;</p>") == "&#x; &#; &bogus; &")
    }

    @Test func headElementsDoNotPullTheTextIntoTheHead() {
        #expect(text("<meta charset=utf-8><nobr>a</nobr>") == "a")
        #expect(text("<link rel=x><b>a</b><p>b</p>") == "a\n\nb")
        #expect(text("<head><b>a</b></head><p>b</p>") == "a\n\nb")
        #expect(text("<html><head><title>T</title><style>p{}</style></head><body><p>a</p></body></html>") == "a")
    }

    @Test func deepNestingKeepsTheTextAfterTheNest() {
        for depth in [255, 256, 257, 300, 1_000] {
            let html = String(repeating: "<div>", count: depth) + "core" + String(repeating: "</div>", count: depth) + "<p>end</p>"
            #expect(text(html) == "core\n\nend", "depth \(depth)")
            let inline = "<p>" + String(repeating: "<b>", count: depth) + "bold" + "</p><p>after</p>"
            #expect(text(inline) == "bold\n\nafter", "depth \(depth)")
        }
    }

    @Test func tenThousandNestedElementsKeepAllTheirText() {
        // libxml2 alone stops at 256 nested elements and drops the rest; HTML5 keeps everything.
        let depth = 10_000
        let divs = "<p>start</p>" + String(repeating: "<div>", count: depth) + "core" + String(repeating: "</div>", count: depth) + "<p>end</p>"
        #expect(text(divs) == "start\n\ncore\n\nend")
        let unclosed = "top" + String(repeating: "<div><span>", count: depth) + "tail"
        #expect(text(unclosed).split(whereSeparator: \.isWhitespace) == ["top", "tail"])
        let bold = "a" + String(repeating: "<b>", count: depth) + "b" + String(repeating: "</i>", count: depth) + "c"
        #expect(text(bold) == "abc")
        let lists = String(repeating: "<ol><li>s", count: depth)
        let lines = text(lists).split(separator: "\n")
        #expect(lines.count == depth)
        #expect(lines.allSatisfy { $0.hasSuffix("s") })
    }

    @Test func oddTagNamesAreReadAsUnknownElements() {
        #expect(text("<p>a<x<y>b</x<y>c</p>") == "abc")
        #expect(text("<p>a<o:p>b</o:p><foo-bar>c</foo-bar></p>") == "abc")
        #expect(text("<p>" + String(repeating: "n", count: 200).prefixTag + "x</p>") == "x")
    }
}

extension String {
    fileprivate var prefixTag: String { "<\(self)>" }
}
