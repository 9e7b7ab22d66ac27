/// Reads what `ArchiveWriter` wrote; every read returns nil past the end or on a value out of range, so a damaged
/// cache file is refused, never trusted.
struct ArchiveReader {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    mutating func byte() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func count() -> Int? {
        var value: UInt = 0
        var shift: UInt = 0
        while let next = byte() {
            value |= UInt(next & 0x7F) << shift
            if next & 0x80 == 0 { return value <= UInt(Int.max) ? Int(value) : nil }
            shift += 7
            if shift > 56 { return nil }
        }
        return nil
    }

    /// `Int??`: nil when unreadable, `.some(nil)` for an absent value.
    mutating func optionalCount() -> Int?? {
        guard let raw = count() else { return nil }
        return .some(raw == 0 ? nil : raw - 1)
    }

    mutating func string() -> String? {
        guard let length = count(), length <= bytes.count - index else { return nil }
        defer { index += length }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
    }

    mutating func optionalString() -> String?? {
        guard let flag = byte() else { return nil }
        if flag == 0 { return .some(nil) }
        guard let text = string() else { return nil }
        return .some(text)
    }

    mutating func strings() -> [String]? {
        guard let count = count(), count <= bytes.count else { return nil }
        var result: [String] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            guard let text = string() else { return nil }
            result.append(text)
        }
        return result
    }

    mutating func value<T: CaseIterable>() -> T? {
        guard let raw = byte(), Int(raw) < T.allCases.count else { return nil }
        return T.allCases[T.allCases.index(T.allCases.startIndex, offsetBy: Int(raw))]
    }

    mutating func values<T: CaseIterable>() -> [T]? {
        guard let count = count(), count <= bytes.count else { return nil }
        var result: [T] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            guard let item: T = value() else { return nil }
            result.append(item)
        }
        return result
    }
}
