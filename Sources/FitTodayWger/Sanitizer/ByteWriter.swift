/// A growable byte buffer without Array's per-append uniqueness check.
struct ByteWriter: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always) mutating func append(_ byte: UInt8) {
        if count == capacity { grow() }
        base[count] = byte
        count += 1
    }

    mutating func append(_ byte: UInt8, times: Int) {
        for _ in 0..<times { append(byte) }
    }

    /// Appends `length` bytes from `bytes`.
    @inline(__always) mutating func append(_ bytes: UnsafePointer<UInt8>, count length: Int) {
        if capacity - count < length { grow(toAtLeast: count + length) }
        (base + count).update(from: bytes, count: length)
        count += length
    }

    mutating func append(_ literal: StaticString) {
        append(literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    /// Drops everything from `newCount` on.
    mutating func truncate(to newCount: Int) {
        count = min(count, max(newCount, 0))
    }

    /// Copies the NUL-terminated `text` from `start` (a plain byte) up to its first special byte, writing one space
    /// for each run of spaces, with no branch on the data but the one that ends the run. Returns where the copy
    /// stopped, and whether the copied text ended with a space, which is then taken back off.
    mutating func appendRun(
        from text: UnsafePointer<UInt8>, at start: Int, classes: UnsafePointer<UInt8>
    ) -> (end: Int, endsWithSpace: Bool) {
        var index = start
        var written = count
        var previousSpace: UInt8 = 0
        while true {
            let byte = text[index]
            let byteClass = classes[Int(byte)]
            if byteClass > ByteClasses.space { break }
            if written == capacity {
                count = written
                grow()
            }
            base[written] = byte
            // Advance unless this space follows a space.
            written &+= 1 &- Int(byteClass & previousSpace)
            previousSpace = byteClass
            index &+= 1
        }
        count = written - Int(previousSpace)
        return (index, previousSpace != 0)
    }

    private mutating func grow(toAtLeast minimum: Int = 0) {
        let larger = max(capacity * 2, minimum)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        storage.update(from: base, count: count)
        base.deallocate()
        base = storage
        capacity = larger
    }

    /// The bytes as a String (invalid UTF-8, which a walk of valid input cannot produce, would become U+FFFD).
    func string() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }
}
