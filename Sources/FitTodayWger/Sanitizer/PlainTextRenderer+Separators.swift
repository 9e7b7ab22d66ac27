extension PlainTextRenderer {
    // MARK: - Separators

    mutating func requestBreak(_ level: Int) {
        let effective = lists.isEmpty ? level : min(level, 1)
        if effective > pendingBreak { pendingBreak = effective }
        pending = true
    }

    mutating func requestSpace() {
        pendingSpace = true
        pending = true
    }

    /// Writes what is pending before the next text.
    mutating func flush() {
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
}
