public import Foundation
import Testing

/// A running `fittoday session apply`, driven a line at a time: each `send` writes one command and waits (polling
/// the non-blocking pipe with `Task.sleep`, up to a deadline) for its reply line.
public final class ApplyProcess {
    public let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let exit: ProcessExit
    private var buffer = Data()
    private var inputClosed = false

    public init(db: String, scratch: Scratch, arguments: [String] = [], environment extra: [String: String] = [:]) throws {
        let binary = try #require(CLI.executable)
        var environment = ProcessInfo.processInfo.environment
        environment["FITTODAY_HOME"] = CLI.packageRoot.path
        environment["XDG_DATA_HOME"] = scratch.url("xdg").path
        environment["XDG_CACHE_HOME"] = scratch.url("xdg-cache").path
        for name in ["LC_ALL", "LC_MESSAGES", "LANG", "COLUMNS", "OPENAI_API_KEY", "OPENAI_BASE_URL"] {
            environment.removeValue(forKey: name)
        }
        for (key, value) in extra { environment[key] = value }
        process.executableURL = binary
        process.arguments = ["session", "apply", "--db", db] + arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        exit = ProcessExit(watching: process)
        try process.run()
        let fd = output.fileHandleForReading.fileDescriptor
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// Writes one line; does not wait.
    public func write(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// The next reply line, or nil if none came before the deadline (or the process ended).
    public func readLine(timeout: TimeInterval = 20) async -> String? {
        let fd = output.fileHandleForReading.fileDescriptor
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[(newline + 1)...])
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(fd, &chunk, chunk.count)
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
            } else if count < 0, errno == EAGAIN || errno == EINTR, Date() < deadline {
                try? await Task.sleep(for: .milliseconds(2))
            } else {
                return nil
            }
        }
    }

    public func send(_ line: String) async -> String? {
        write(line)
        return await readLine()
    }

    /// Ends the process the hard way, as a crash would.
    public func kill() async {
        Foundation.kill(process.processIdentifier, SIGKILL)
        _ = await exit.status()
    }

    /// Closes its input (the process then ends by itself); does not wait. For `defer`.
    public func closeInput() {
        guard !inputClosed else { return }
        inputClosed = true
        try? input.fileHandleForWriting.close()
    }

    /// Closes its input and waits for it to end.
    public func finish() async {
        closeInput()
        _ = await exit.status()
    }
}

/// A reply line's fields.
public struct ReplyJSON: Decodable, Equatable, Sendable {
    public var commandId: String?
    public var ok: Bool
    public var revision: Int
    public var reasonCode: String?
    public var message: String?
    public var sessionId: String?

    public init(_ line: String) throws {
        self = try JSONDecoder().decode(ReplyJSON.self, from: Data(line.utf8))
    }
}

/// A command line with an explicit time (`at`, seconds after a fixed start), so every run is the same.
public func commandLine(_ id: String, _ type: String, device: String = "phone", at seconds: Int, _ extra: [String: Any] = [:]) -> String {
    var object: [String: Any] = ["commandId": id, "deviceId": device, "type": type]
    let start = Date(timeIntervalSince1970: 1_795_000_000).addingTimeInterval(Double(seconds))
    object["at"] = ISO8601DateFormatter().string(from: start)
    for (key, value) in extra { object[key] = value }
    let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
}
