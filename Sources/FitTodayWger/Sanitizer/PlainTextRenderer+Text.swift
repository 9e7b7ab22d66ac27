extension PlainTextRenderer {
    // MARK: - Text

    /// Appends a text node's bytes (NUL-terminated UTF-8), folding white space and dropping invisible characters.
    mutating func appendText(_ text: UnsafePointer<UInt8>) {
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
    mutating func defuseTags() {
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
