import FitTodayStorage
import Foundation
import Synchronization
import Testing

/// What the writer thread has done, read by the test's task.
final class WriterProgress: Sendable {
    let written = Atomic<Int>(0)
    let failed = Atomic<Bool>(false)
}

@Suite("the SQLite write-ahead log stays bounded under sustained writes")
struct WALBoundTests {
    /// The log file's size now (0 when there is none).
    static func walSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// A writer on a thread of its own (never the cooperative pool) commits back to back, as the server's command
    /// path does under load, while this task runs the owner's checkpoints as the server does. Passive checkpoints
    /// alone never catch up with such a writer, so the log used to grow with everything written (here ≈ 40 MiB).
    @Test("3,000 back-to-back commits of 8 KB: the log never passes 8 × its 1 MiB limit")
    func boundedUnderSustainedWrites() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-wal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("history.sqlite").path
        let limit = 1 << 20
        let store = try SQLiteStore(path: path, checkpoints: .byOwner, walLimit: limit)
        let commits = 3_000
        let text = String((0..<8_192).map { index in Character(UnicodeScalar(UInt8(97 + (index * 7) % 26))) })

        let progress = WriterProgress()
        let writer = Thread {
            for index in 0..<commits {
                do {
                    try store.storeTranslation(text, key: "key-\(index)")
                } catch {
                    progress.failed.store(true, ordering: .relaxed)
                }
                progress.written.add(1, ordering: .releasing)
            }
        }
        writer.start()

        var peak = 0
        let deadline = ContinuousClock.now.advanced(by: .seconds(300))
        while progress.written.load(ordering: .acquiring) < commits, ContinuousClock.now < deadline {
            // Busy (the writer held on past the checkpoint's short wait) is expected: the next one tries again.
            try? store.checkpoint()
            peak = max(peak, Self.walSize(path))
            try await Task.sleep(for: .milliseconds(5))
        }
        // Once more after the last commit (on a busy machine the writer may have finished before the first one):
        // what it left in the log is cut back too.
        try? store.checkpoint()
        peak = max(peak, Self.walSize(path))
        let (done, failed) = (progress.written.load(ordering: .acquiring), progress.failed.load(ordering: .relaxed))
        #expect(done == commits, "the writer did not finish in time")
        #expect(!failed, "a write failed")
        #expect(peak <= 8 * limit, "the log reached \(peak) bytes (limit \(limit))")
        #expect(try store.cachedTranslation(key: "key-\(commits - 1)") == text)
    }
}
