package import Foundation

/// Reads JSON text (RFC 8259) into a `JSONValue`. Every response body and every model answer goes through it;
/// going through `Decoder` cost several times more CPU per request than the HTTP exchange itself. Strict: no
/// trailing commas, comments, leading zeros or bare words, and a number too large for a `Double` is refused,
/// not read as infinity. `uniqueNames` also refuses an object naming one member twice (RFC 8259 leaves it to the
/// reader, and two readers of one client body must not see two different commands).
package struct JSONParser {
    package struct SyntaxError: Error, CustomStringConvertible {
        package var offset: Int
        package var problem: String
        package var description: String { "invalid JSON at byte \(offset): \(problem)" }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    private var uniqueNames = false
    private static let maxDepth = 512

    package static func parse(_ data: Data, uniqueNames: Bool = false) throws(SyntaxError) -> JSONValue {
        let result: Result<JSONValue, SyntaxError> = data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self))
            parser.uniqueNames = uniqueNames
            do throws(SyntaxError) {
                parser.skipSpace()
                let value = try parser.value()
                parser.skipSpace()
                guard parser.index == parser.bytes.count else { throw parser.error("text after the value") }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private func error(_ problem: String) -> SyntaxError { SyntaxError(offset: index, problem: problem) }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    private mutating func expect(_ word: StaticString) throws(SyntaxError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw error("unexpected end") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            throw error("unexpected character")
        }
        index += count
    }

    private mutating func value() throws(SyntaxError) -> JSONValue {
        guard let byte = current else { throw error("unexpected end") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character")
        }
    }

    private mutating func nest() throws(SyntaxError) {
        depth += 1
        guard depth <= Self.maxDepth else { throw error("nested too deeply") }
        index += 1
        skipSpace()
    }

    private mutating func object() throws(SyntaxError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        var members: [String: JSONValue] = [:]
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            guard current == UInt8(ascii: "\"") else { throw error("expected a member name") }
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':'") }
            index += 1
            skipSpace()
            let member = try value()
            if uniqueNames, members[key] != nil { throw error("member named twice") }
            members[key] = member
            skipSpace()
            switch current {
            case UInt8(ascii: ","): index += 1; skipSpace()
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func array() throws(SyntaxError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        var values: [JSONValue] = []
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            values.append(try value())
            skipSpace()
            switch current {
            case UInt8(ascii: ","): index += 1; skipSpace()
            case UInt8(ascii: "]"): index += 1; return .array(values)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func string() throws(SyntaxError) -> String {
        index += 1  // the opening quote
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = try validated(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw error("control character in a string") }
            index += 1
        }
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: buffer, as: UTF8.self) else { throw error("invalid UTF-8") }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = current else { throw error("unexpected end") }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escaped)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        // A high surrogate must be followed by a low one.
                        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                        else { throw error("lone surrogate") }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("lone surrogate") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    buffer.append(contentsOf: String(Character(unicode)).utf8)
                default: throw error("invalid escape")
                }
            default:
                guard byte >= 0x20 else { throw error("control character in a string") }
                buffer.append(byte)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    private func validated(_ slice: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> String {
        guard let text = String(validating: slice, as: UTF8.self) else { throw error("invalid UTF-8") }
        return text
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("unexpected end") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func number() throws(SyntaxError) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            throw error("invalid number")
        }
        // Integers without a fraction or exponent, the common case, need no float parsing.
        var integer: UInt64 = 0
        var simple = true
        if first == UInt8(ascii: "0") {
            index += 1
        } else {
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                let (times, overflow1) = integer.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
                if overflow1 || overflow2 { simple = false } else { integer = sum }
                index += 1
            }
        }
        if current == UInt8(ascii: ".") {
            simple = false
            index += 1
            guard let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                throw error("invalid number")
            }
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            simple = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                throw error("invalid number")
            }
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        }
        if simple {
            return bytes[start] == UInt8(ascii: "-") ? -Double(integer) : Double(integer)
        }
        guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self),
            let value = Double(text), value.isFinite
        else { throw error("invalid number") }
        return value
    }
}
