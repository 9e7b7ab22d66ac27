/// How the text fast path treats each byte value: `plain` bytes are copied as they are (printable ASCII other than
/// "*", "_" and "<", and UTF-8 bytes other than the lead bytes C2, E2, E3, EF of the sequences that are spaces or
/// invisible), `space` (0x20) is copied but folded with a space before it, `special` bytes need a decision.
final class ByteClasses: @unchecked Sendable {
    static let plain: UInt8 = 0
    static let space: UInt8 = 1
    static let special: UInt8 = 2

    /// Written once in `init`, only read afterwards.
    private let storage: UnsafeMutableBufferPointer<UInt8>

    private init() {
        storage = .allocate(capacity: 256)
        for byte in 0...255 {
            let plain =
                byte < 0x80
                ? byte > 0x20 && byte != 0x7F && byte != 0x2A && byte != 0x5F && byte != 0x3C
                : byte != 0xC2 && byte != 0xE2 && byte != 0xE3 && byte != 0xEF
            storage.initializeElement(at: byte, to: byte == 0x20 ? Self.space : plain ? Self.plain : Self.special)
        }
    }

    private static let shared = ByteClasses()

    /// The table, indexed by byte value; lives as long as the process.
    static var table: UnsafePointer<UInt8> { UnsafePointer(shared.storage.baseAddress!) }
}
