import CLibXML2

extension PlainTextRenderer {
    // MARK: - Elements

    /// Handles an element's start; returns whether to walk into it.
    mutating func enter(_ node: xmlNodePtr) -> Bool {
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
    mutating func leave(_ node: xmlNodePtr) {
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
        guard let value = fittoday_xml_get_property(node, "start") else { return 1 }
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
}
