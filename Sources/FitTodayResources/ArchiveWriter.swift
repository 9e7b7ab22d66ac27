/// Appends the archive's primitives: bytes, unsigned LEB128 counts, length-prefixed UTF-8 strings, and vocabulary
/// values as their index in `allCases`.
struct ArchiveWriter {
    private(set) var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1 << 19) }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func count(_ value: Int) {
        var rest = UInt(value)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// 0 for nil, else the value plus one.
    mutating func optionalCount(_ value: Int?) { count(value.map { $0 + 1 } ?? 0) }

    mutating func string(_ text: String) {
        count(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    mutating func optionalString(_ text: String?) {
        byte(text == nil ? 0 : 1)
        if let text { string(text) }
    }

    mutating func strings(_ texts: [String]) {
        count(texts.count)
        for text in texts { string(text) }
    }

    mutating func value<T: CaseIterable & Equatable>(_ item: T) {
        byte(UInt8(T.allCases.firstIndex(of: item).map { T.allCases.distance(from: T.allCases.startIndex, to: $0) }!))
    }

    mutating func values<T: CaseIterable & Equatable>(_ items: [T]) {
        count(items.count)
        for item in items { value(item) }
    }
}
