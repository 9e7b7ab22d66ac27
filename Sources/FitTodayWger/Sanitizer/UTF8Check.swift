/// UTF-8 validation of raw bytes, so that valid input (nearly all of it) needs no copy.
enum UTF8Check {
    /// Whether `bytes` is well-formed UTF-8 (no overlong forms, surrogates or values above U+10FFFF).
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count {
                // Skip ASCII 8 bytes at a time, and up to the first non-ASCII byte of a mixed word.
                let high = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080
                if high == 0 {
                    index += 8
                    continue
                }
                index += UInt64(littleEndian: high).trailingZeroBitCount / 8
            }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            if index + 4 <= count {
                // Away from the end: check the continuation bytes of one sequence with one load.
                let word = UInt32(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self))
                let second = UInt8(truncatingIfNeeded: word >> 8)
                if lead & 0xE0 == 0xC0 {
                    guard lead >= 0xC2, word & 0xC000 == 0x8000 else { return false }
                    index += 2
                } else if lead & 0xF0 == 0xE0 {
                    guard word & 0xC0_C000 == 0x80_8000 else { return false }
                    if lead == 0xE0 && second < 0xA0 { return false }  // overlong
                    if lead == 0xED && second > 0x9F { return false }  // surrogate
                    index += 3
                } else {
                    guard lead >= 0xF0, lead <= 0xF4, word & 0xC0C0_C000 == 0x8080_8000 else { return false }
                    if lead == 0xF0 && second < 0x90 { return false }  // overlong
                    if lead == 0xF4 && second > 0x8F { return false }  // above U+10FFFF
                    index += 4
                }
                continue
            }
            @inline(__always) func continuation(_ offset: Int) -> Bool {
                index + offset < count && base[index + offset] & 0xC0 == 0x80
            }
            switch lead {
            case 0xC2...0xDF:
                guard continuation(1) else { return false }
                index += 2
            case 0xE0...0xEF:
                guard continuation(1), continuation(2) else { return false }
                let second = base[index + 1]
                if lead == 0xE0 && second < 0xA0 { return false }  // overlong
                if lead == 0xED && second > 0x9F { return false }  // surrogate
                index += 3
            case 0xF0...0xF4:
                guard continuation(1), continuation(2), continuation(3) else { return false }
                let second = base[index + 1]
                if lead == 0xF0 && second < 0x90 { return false }  // overlong
                if lead == 0xF4 && second > 0x8F { return false }  // above U+10FFFF
                index += 4
            default:
                return false
            }
        }
        return true
    }
}
