import CLibXML2

/// The libxml2 side: one-time initialisation, the parse options, the parse and the walk.
package enum LibXML2Parser {
    /// `HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET`, and `XML_PARSE_HUGE`
    /// (which libxml2 2.9's HTML parser honours too), so that it does not stop at 256 nested elements and drop the
    /// rest of the document: ``MarkupPrescan`` bounds the nesting libxml2 sees instead. Also
    /// `HTML_PARSE_NODEFDTD`, which only spares libxml2 the default DOCTYPE node that the walk skips anyway (a few
    /// per cent of the parse time of a short description). `HTML_PARSE_NOIMPLIED` is left out: without the
    /// implied `<body>`, text after a top-level inline element (`<b>Chest</b>, shoulders`) gets an implied `<p>`
    /// of its own. `HTML_PARSE_NOBLANKS` is left out too: its blank-node heuristic drops the space in
    /// `x<sup>2</sup> <b>y</b>` and after `<img>`.
    package static let parseOptions: Int32 = Int32(
        bitPattern: HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_NONET.rawValue | HTML_PARSE_NODEFDTD.rawValue | XML_PARSE_HUGE.rawValue
    )

    private static let initialized: Bool = {
        fittoday_xml_init_parser()
        return true
    }()

    /// Parser contexts kept between documents: `htmlCtxtReadMemory` on a reused context is `htmlReadMemory`
    /// without building and tearing down a context per call, which costs more than parsing a short description.
    private static let contexts = ParserContextPool()

    /// Runs `xmlInitParser()` the first time it is called in the process, and never again.
    package static func initializeOnce() {
        _ = initialized
    }

    /// Parses `html` (valid UTF-8) and renders its tree as plain text. `squeezingWhiteSpace: false` keeps every
    /// white space the prescan could take out (for tests: the result must not differ).
    static func plainText(
        fromValidUTF8 html: UnsafeBufferPointer<UInt8>, squeezingWhiteSpace: Bool = true
    ) -> String {
        initializeOnce()
        guard !html.isEmpty else { return "" }
        let prescan = MarkupPrescan(html, squeeze: squeezingWhiteSpace)
        let input = UnsafeBufferPointer(start: prescan.output.base, count: prescan.output.count)
        guard let base = input.baseAddress, !input.isEmpty else { return "" }
        let size = Int32(clamping: input.count)
        let document = contexts.withContext { context in
            base.withMemoryRebound(to: CChar.self, capacity: Int(size)) {
                fittoday_html_context_read_memory(context, $0, size, nil, "UTF-8", parseOptions)
            }
        }
        guard let document = document ?? nil else { return "" }
        defer { fittoday_xml_free_document(document) }
        var renderer = PlainTextRenderer(capacity: input.count, keepsLineStructure: !prescan.hasLayoutTags)
        renderer.render(document)
        return renderer.finish()
    }
}
