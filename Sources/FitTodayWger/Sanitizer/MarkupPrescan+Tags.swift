extension MarkupPrescan {
    // MARK: - Reading a tag

    /// The tag name from `start` (a letter) up to white space, "/" or ">"; nil when the input ends first.
    func tagName(from start: Int) -> (name: TagName, end: Int)? {
        var name = TagName()
        name.start = start
        var index = start
        while index < count {
            let byte = base[index]
            if Self.isWhiteSpace(byte) || byte == 0x2F || byte == 0x3E { return (name, index) }
            name.add(byte)
            index += 1
        }
        return nil
    }

    /// Reads attributes from `start` as HTML5's tokenizer does, up to the ">" that ends the tag. Returns the index
    /// after it (nil when the input ends first, which drops the tag) and the value of the first `start` attribute.
    func attributes(from start: Int) -> (end: Int, startValue: Range<Int>?)? {
        var index = start
        var startValue: Range<Int>?
        while true {
            while index < count && (Self.isWhiteSpace(base[index]) || base[index] == 0x2F) { index += 1 }
            guard index < count else { return nil }
            if base[index] == 0x3E { return (index + 1, startValue) }
            let nameStart = index
            index += 1  // the first byte belongs to the name, even "="
            while index < count {
                let byte = base[index]
                if Self.isWhiteSpace(byte) || byte == 0x2F || byte == 0x3E || byte == 0x3D { break }
                index += 1
            }
            let nameEnd = index
            while index < count && Self.isWhiteSpace(base[index]) { index += 1 }
            guard index < count, base[index] == 0x3D else { continue }
            index += 1
            while index < count && Self.isWhiteSpace(base[index]) { index += 1 }
            guard index < count else { return nil }
            let quote = base[index]
            var value = index..<index
            if quote == 0x22 || quote == 0x27 {
                var closing = index + 1
                while closing < count && base[closing] != quote { closing += 1 }
                guard closing < count else { return nil }
                value = (index + 1)..<closing
                index = closing + 1
            } else {
                while index < count && !Self.isWhiteSpace(base[index]) && base[index] != 0x3E { index += 1 }
                value = value.lowerBound..<index
            }
            if startValue == nil && isStart(nameStart, nameEnd) { startValue = value }
        }
    }

    /// Whether the attribute name at `start..<end` is `start`, in any case.
    private func isStart(_ start: Int, _ end: Int) -> Bool {
        guard end - start == 5 else { return false }
        let word: [UInt8] = [0x73, 0x74, 0x61, 0x72, 0x74]
        for offset in 0..<5 where base[start + offset] | 0x20 != word[offset] { return false }
        return true
    }

    // MARK: - Writing tags

    mutating func writeName(_ name: TagName) {
        if name.plain && name.length <= 16 {
            for offset in 0..<name.length { output.append(name.byte(at: offset)) }
        } else if name.plain {
            for index in name.start..<(name.start + name.length) { output.append(Self.lowered(base[index])) }
        } else {
            // A stand-in libxml2 can read: "x" and the name's hash.
            output.append(0x78)
            var hash = name.hash
            for _ in 0..<16 {
                let digit = UInt8(hash >> 60)
                output.append(digit < 10 ? 0x30 + digit : 0x57 + digit)
                hash <<= 4
            }
        }
    }

    mutating func writeTag(_ name: TagName, end: Bool, startValue: Range<Int>? = nil) {
        willWriteTag(layout: name.role.isLayout)
        output.append(0x3C)
        if end { output.append(0x2F) }
        writeName(name)
        if let value = startValue {
            output.append(" start=\"" as StaticString)
            for index in value where base[index] != 0x22 && base[index] != 0x26 && base[index] != 0x3C {
                output.append(base[index])
            }
            output.append(0x22)
        }
        output.append(0x3E)
        didWriteTag()
    }

    mutating func writeLineBreak() {
        willWriteTag(layout: true)
        output.append("<br>" as StaticString)
        didWriteTag()
    }

    // MARK: - Start and end tags

    /// A start tag at `start` ("<" and a letter); returns where to go on.
    mutating func startTag(at start: Int) -> Int {
        guard let (name, nameEnd) = tagName(from: start + 1), let (end, startValue) = attributes(from: nameEnd) else {
            return count  // the input ends inside the tag: HTML5 drops it
        }
        let role = name.role
        if role.isLayout { hasLayoutTags = true }
        let kind = name.kind
        switch kind {
        case .ordinary:
            break
        case .headOnly:
            return end
        case .void(let libXML2Knows):
            writeTag(name, end: false)
            if !libXML2Knows { writeTag(name, end: true) }
            return end
        case .script, .rawText, .escapableRawText, .plaintext:
            return rawText(name, kind: kind, from: end)
        }
        if name.is("pre") || name.is("listing") { squeezing = false }
        if model.depth >= OpenElementModel.flatteningDepth && role != .dropped {
            if role.isLayout { writeLineBreak() }
            return end
        }
        let closesSame = name.is("p") || name.is("li") || name.is("dt") || name.is("dd")
        model.push(name.hash, closesSameNameOnTop: closesSame)
        writeTag(name, end: false, startValue: name.is("ol") ? startValue : nil)
        return end
    }

    /// An end tag at `start` ("</" and a letter); returns where to go on.
    mutating func endTag(at start: Int) -> Int {
        guard let (name, nameEnd) = tagName(from: start + 2), let (end, _) = attributes(from: nameEnd) else {
            return count
        }
        let role = name.role
        if role.isLayout { hasLayoutTags = true }
        switch name.kind {
        case .void:
            if name.is("br") { writeLineBreak() }  // HTML5 reads "</br>" as "<br>"
            return end
        case .headOnly:
            return end
        default:
            break
        }
        if model.pop(to: name.hash) || role == .dropped {
            writeTag(name, end: true)
        } else if model.depth >= OpenElementModel.flatteningDepth {
            if role.isLayout { writeLineBreak() }
        } else if name.is("p") {
            writeTag(name, end: false)  // HTML5 makes an empty paragraph of a "</p>" with none open
            writeTag(name, end: true)
        }
        return end
    }
}
