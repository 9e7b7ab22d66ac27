public import Foundation
import TestHTTPServer
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A running `fittoday serve --port 0` on a database: waits (polling its stderr) for the line that says where it
/// listens; plain HTTP/1.1 requests to it over a socket, none of them holding a thread while it waits.
/// Sendable by hand: `port` is set once, in `init`; afterwards only `Process` (safe across threads) is used.
public final class ServeProcess: @unchecked Sendable {
    public let process = Process()
    public let errorLog: URL
    private let exit: ProcessExit
    public private(set) var port = 0

    public convenience init(db: String, scratch: Scratch, name: String = "serve") async throws {
        try await self.init(store: ["--db", db], scratch: scratch, name: name)
    }

    /// `store`: `--db PATH` or `--postgres URL`; `offline: false` lets an LLM in `environment` be asked.
    public init(
        store: [String], scratch: Scratch, name: String = "serve", environment extra: [String: String] = [:],
        offline: Bool = true
    ) async throws {
        let binary = try #require(CLI.executable)
        var environment = ProcessInfo.processInfo.environment
        environment["FITTODAY_HOME"] = CLI.packageRoot.path
        environment["XDG_DATA_HOME"] = scratch.url("xdg").path
        environment["XDG_CACHE_HOME"] = scratch.url("xdg-cache").path
        environment["FITTODAY_RATE_LIMIT"] = "0"
        // Each request's line (with its request id) is a debug line.
        environment["FITTODAY_LOG_LEVEL"] = "debug"
        for name in ["LC_ALL", "LC_MESSAGES", "LANG", "OPENAI_API_KEY", "OPENAI_BASE_URL"] {
            environment.removeValue(forKey: name)
        }
        errorLog = scratch.url("\(name)-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        process.executableURL = binary
        process.arguments = ["serve", "--port", "0"] + (offline ? ["--offline"] : []) + store
        process.environment = environment.merging(extra) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorLog)
        exit = ProcessExit(watching: process)
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        // The log is read once more after the deadline: on a busy pool a sleep can outlast it.
        while true {
            let log = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
            if let range = log.range(of: #"http://127\.0\.0\.1:(\d+)"#, options: .regularExpression) {
                port = Int(log[range].split(separator: ":").last!)!
                return
            }
            guard Date() < deadline, !exit.ended else { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        Foundation.kill(process.processIdentifier, SIGKILL)
        throw POSIXError(.ETIMEDOUT)
    }

    public var log: String { (try? String(contentsOf: errorLog, encoding: .utf8)) ?? "" }

    /// One request; nil when the server did not answer (killed, refused).
    public func request(_ method: String, _ path: String, token: String?, body: String? = nil) async -> (status: Int, body: String)? {
        await Self.request(port: port, method, path, token: token, body: body)
    }

    public static func request(port: Int, _ method: String, _ path: String, token: String?, body: String? = nil) async
        -> (status: Int, body: String)?
    {
        await exchange(port: port, method, path, token: token, body: body).map { ($0.status, $0.body) }
    }

    /// One request, and the whole answer (read until the server closes, at most `seconds`): status, head (its
    /// header lines) and body.
    public static func exchange(
        port: Int, _ method: String, _ path: String, token: String?, body: String? = nil, seconds: Double = 60
    ) async -> (status: Int, head: String, body: String)? {
        guard let fd = connectLoopback(port: port) else { return nil }
        defer { close(fd) }
        let payload = Array((body ?? "").utf8)
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n"
        if let token { head += "Authorization: Bearer \(token)\r\n" }
        head += "Content-Length: \(payload.count)\r\n\r\n"
        guard await sendAll(fd, Array(head.utf8) + payload) else { return nil }
        let response = await receive(fd, seconds: seconds)
        guard response.closed else { return nil }
        let text = response.text
        guard let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap({ Int($0) }),
              let split = text.range(of: "\r\n\r\n") else { return nil }
        return (status, String(text[..<split.lowerBound]), String(text[split.upperBound...]))
    }

    /// Whether the process is still running (its end not yet seen).
    public var isRunning: Bool { !exit.ended }

    public func kill() async {
        Foundation.kill(process.processIdentifier, SIGKILL)
        _ = await exit.status()
    }

    /// SIGTERM without waiting for the end: for `defer`, where nothing can be awaited.
    public func signalTerminate() {
        Foundation.kill(process.processIdentifier, SIGTERM)
    }

    /// SIGTERM, then waits up to `seconds` for the process to end; whether it did.
    public func terminate(within seconds: Double = 20) async -> Bool {
        Foundation.kill(process.processIdentifier, SIGTERM)
        return await exit.ended(within: seconds)
    }
}
