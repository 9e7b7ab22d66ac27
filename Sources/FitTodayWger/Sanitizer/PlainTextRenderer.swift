import CLibXML2

/// Walks a parsed libxml2 document and writes its text into a byte buffer, deciding separators lazily: a space,
/// line break, blank line or list marker is only written when text follows it, so empty blocks and items vanish
/// and the result needs no trimming.
struct PlainTextRenderer: ~Copyable {
    struct ListFrame {
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

    var output: ByteWriter
    /// Input without layout tags: newlines in text are line breaks.
    let keepsLineStructure: Bool
    var preformattedDepth = 0
    var lists: [ListFrame] = []

    /// Something is to be written before the next text: `pendingSpace`, `pendingBreak` or `pendingMarker`.
    var pending = false
    var pendingSpace = false
    /// 0 nothing, 1 a line break, 2 a blank line.
    var pendingBreak = 0
    /// The current item of the innermost list has not written its marker yet.
    var pendingMarker = false
    /// Newlines seen since the last text, in line-keeping mode.
    var newlineRun = 0
    var wroteLessThan = false

    /// For each byte value, how appendText's fast path treats it.
    let byteClasses = ByteClasses.table

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
}
