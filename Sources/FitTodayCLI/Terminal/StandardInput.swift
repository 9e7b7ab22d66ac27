import Foundation

/// Standard input, read on a thread of its own: a command waiting for input then holds no thread of Swift's
/// cooperative pool (a blocking read there stalls every task of the process that needs one).
enum StandardInput {
    /// Every byte until end of file.
    static func data() async -> Data {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: FileHandle.standardInput.readDataToEndOfFile()) }.start()
        }
    }

    /// The lines as they arrive (without their line ends), until end of file.
    static func lines() -> AsyncStream<String> {
        AsyncStream { continuation in
            Thread {
                while let line = readLine(strippingNewline: true) { continuation.yield(line) }
                continuation.finish()
            }.start()
        }
    }
}
