extension MarkupPrescan {
    // MARK: - Elements whose content is not markup

    /// The content of a `script`, raw text, escapable raw text or `plaintext` element whose start tag ends before
    /// `start`: hidden content is left out with its element; visible content becomes escaped text in a `<pre>`.
    /// Returns where to go on (after the element's end tag).
    mutating func rawText(_ name: TagName, kind: TagName.Kind, from start: Int) -> Int {
        let contentEnd: Int
        let resume: Int
        let visible: Bool
        let escapesAmpersand: Bool
        switch kind {
        case .script:
            (contentEnd, resume) = scriptEnd(from: start)
            visible = false
            escapesAmpersand = false
        case .rawText(let shown):
            (contentEnd, resume) = endTagOf(name, from: start)
            visible = shown
            escapesAmpersand = true
        case .escapableRawText(let shown):
            (contentEnd, resume) = endTagOf(name, from: start)
            visible = shown
            escapesAmpersand = false
        case .plaintext:
            (contentEnd, resume) = (count, count)
            visible = true
            escapesAmpersand = true
        default:
            return start
        }
        guard visible else { return resume }
        hasLayoutTags = true
        squeezing = false
        let pre = TagName.preformatted
        writeTag(pre, end: false)
        var index = start
        var copied = start
        while index < contentEnd {
            let byte = base[index]
            if byte == 0x3C || (byte == 0x26 && escapesAmpersand) {
                output.append(base + copied, count: index - copied)
                output.append(byte == 0x3C ? "&lt;" as StaticString : "&amp;")
                copied = index + 1
            }
            index += 1
        }
        output.append(base + copied, count: contentEnd - copied)
        blankSince = nil
        writeTag(pre, end: true)
        return resume
    }

    /// Where the end tag of `name` starts (`</name` and white space, "/" or ">", in any case) at or after `start`,
    /// and where it ends; the end of the input for both when there is none.
    func endTagOf(_ name: TagName, from start: Int) -> (contentEnd: Int, resume: Int) {
        var index = start
        while true {
            index = Self.nextLessThan(from: index, in: base, count: count)
            guard index < count else { return (count, count) }
            if let after = endTag(named: name, at: index) {
                return (index, attributes(from: after)?.end ?? count)
            }
            index += 1
        }
    }

    /// If `</name` followed by white space, "/" or ">" is at `start`, the index after the name.
    func endTag(named name: TagName, at start: Int) -> Int? {
        named(name, at: start + 2, slash: true, start: start)
    }

    /// If `<` (and "/" when `slash`) then `name` and white space, "/" or ">" is at `start`, the index after the name.
    private func named(_ name: TagName, at nameStart: Int, slash: Bool, start: Int) -> Int? {
        guard base[start] == 0x3C, !slash || (start + 1 < count && base[start + 1] == 0x2F) else { return nil }
        let after = nameStart + name.length
        guard after < count else { return nil }
        for offset in 0..<name.length where Self.lowered(base[nameStart + offset]) != name.byte(at: offset) {
            return nil
        }
        let byte = base[after]
        return Self.isWhiteSpace(byte) || byte == 0x2F || byte == 0x3E ? after : nil
    }

    /// The end of a `script` element's content as HTML5 finds it, through its escaped (`<!--`) and double-escaped
    /// (`<!--<script>`) states, and where its end tag ends.
    func scriptEnd(from start: Int) -> (contentEnd: Int, resume: Int) {
        enum State { case data, escaped, doubleEscaped }
        let script = TagName.script
        var state = State.data
        var dashes = 0
        var index = start
        while index < count {
            let byte = base[index]
            if state != .data {
                if byte == 0x2D {
                    dashes += 1
                    index += 1
                    continue
                }
                if byte == 0x3E && dashes >= 2 {
                    state = .data
                    dashes = 0
                    index += 1
                    continue
                }
                dashes = 0
            }
            guard byte == 0x3C else {
                index += 1
                continue
            }
            switch state {
            case .data, .escaped:
                if let after = named(script, at: index + 2, slash: true, start: index) {
                    return (index, attributes(from: after)?.end ?? count)
                }
                if state == .data {
                    if index + 3 < count && base[index + 1] == 0x21 && base[index + 2] == 0x2D && base[index + 3] == 0x2D {
                        state = .escaped
                        dashes = 2
                        index += 4
                        continue
                    }
                } else if let after = named(script, at: index + 1, slash: false, start: index) {
                    state = .doubleEscaped
                    index = after
                    continue
                }
            case .doubleEscaped:
                if let after = named(script, at: index + 2, slash: true, start: index) {
                    state = .escaped
                    index = after
                    continue
                }
            }
            index += 1
        }
        return (count, count)
    }
}
