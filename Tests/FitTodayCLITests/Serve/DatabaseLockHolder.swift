import Foundation
import GRDB
import Synchronization

/// Another connection holding a database's write lock (`BEGIN EXCLUSIVE`) on a thread of its own until `release`.
/// The test meanwhile awaits whatever it runs against the locked database: GRDB's database closures are
/// synchronous, and one that waited on async work would hold a thread of the cooperative pool.
final class DatabaseLockHolder: Sendable {
    private struct State {
        var locked = false
        var released = false
        var ended = false
        var failure: String?
    }

    private let state = Mutex(State())
    private let wake = NSCondition()

    /// Runs `body` while the lock is held, and releases it whatever `body` does.
    static func whileLocked<T>(_ path: String, _ body: () async throws -> T) async throws -> T {
        let holder = try await hold(path)
        do {
            let value = try await body()
            await holder.release()
            return value
        } catch {
            await holder.release()
            throw error
        }
    }

    /// Takes the lock; returns once it is held.
    static func hold(_ path: String, seconds: Double = 60) async throws -> DatabaseLockHolder {
        let holder = DatabaseLockHolder()
        Thread { holder.keep(path) }.start()
        let deadline = Date().addingTimeInterval(seconds)
        // The state is read once more after the deadline: on a busy pool a sleep can outlast it.
        while true {
            let current = holder.state.withLock { $0 }
            if current.locked { return holder }
            if current.ended { throw Failed(description: current.failure ?? "the lock holder ended") }
            guard Date() < deadline else { break }
            try await Task.sleep(for: .milliseconds(5))
        }
        await holder.release()
        throw Failed(description: "the lock was not taken within \(seconds) s")
    }

    /// Rolls back and closes the holding connection; returns once it has.
    func release() async {
        wakeHolder()
        while !state.withLock({ $0.ended }) { try? await Task.sleep(for: .milliseconds(5)) }
    }

    private func wakeHolder() {
        wake.lock()
        state.withLock { $0.released = true }
        wake.signal()
        wake.unlock()
    }

    /// The holding thread: takes the lock, sleeps on the condition until released, rolls back.
    private func keep(_ path: String) {
        do {
            let queue = try DatabaseQueue(path: path)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN EXCLUSIVE")
                state.withLock { $0.locked = true }
                wake.lock()
                while !state.withLock({ $0.released }) { wake.wait() }
                wake.unlock()
                try db.execute(sql: "ROLLBACK")
            }
        } catch {
            state.withLock { $0.failure = "\(error)" }
        }
        state.withLock { $0.ended = true }
    }

    struct Failed: Error, CustomStringConvertible {
        var description: String
    }
}
