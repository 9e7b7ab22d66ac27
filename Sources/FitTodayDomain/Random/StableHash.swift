/// Stable 64-bit FNV-1a hash: the same text gives the same number on every run and machine,
/// unlike `Hasher`, which is seeded per process.
public enum StableHash {
    public static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// A seed that JSON readers in any language can hold exactly (below 2^53).
    public static func seed(_ parts: String...) -> UInt64 {
        fnv1a(parts.joined(separator: "|")) & ((1 << 53) - 1)
    }
}
