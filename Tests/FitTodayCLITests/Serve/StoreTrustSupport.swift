import Foundation
import Synchronization
import FitTodayTestSupport
import Testing

/// Sends healthSample commands to a server one after another, from a task of its own (the socket calls poll),
/// recording each acknowledged one (command id → the reply's revision), until told to stop.
final class CommandSender: Sendable {
    let port: Int
    let token: String
    let acknowledged = Mutex<[String: Int]>([:])
    let stop = Atomic<Bool>(false)
    let finished = Atomic<Bool>(false)

    init(port: Int, token: String) {
        self.port = port
        self.token = token
    }

    /// The command sent under `id` ("sample-N"): a retry must send the same one, or it is `commandIdReused`.
    static func body(of id: String) -> String {
        let index = Int(id.split(separator: "-").last ?? "") ?? 0
        return #"{"commandId":"\#(id)","deviceId":"phone","type":"healthSample","heartRateBpm":\#(90 + index % 50)}"#
    }

    func start() {
        Task { [self] in
            defer { finished.store(true, ordering: .releasing) }
            for index in 0..<100_000 where !stop.load(ordering: .acquiring) {
                let id = "sample-\(index)"
                let body = Self.body(of: id)
                guard let reply = await ServeProcess.request(port: port, "POST", "/v1/sessions/commands", token: token, body: body),
                      reply.status == 200,
                      let object = (try? JSONSerialization.jsonObject(with: Data(reply.body.utf8))) as? [String: Any],
                      let revision = object["revision"] as? Int
                else { return }
                acknowledged.withLock { $0[id] = revision }
            }
        }
    }
}

/// A `fittoday` run that may not end by itself (a server that should have refused to start): awaited through its
/// termination handler, stopped with SIGKILL past `seconds` (status -1 then).
enum ServeRun {
    static func run(_ arguments: [String], scratch: Scratch, seconds: Int = 30) async throws -> CLIResult {
        let binary = try #require(CLI.executable)
        var environment = ProcessInfo.processInfo.environment
        environment["FITTODAY_HOME"] = CLI.packageRoot.path
        environment["XDG_DATA_HOME"] = scratch.url("xdg").path
        environment["XDG_CACHE_HOME"] = scratch.url("xdg-cache").path
        for name in ["LC_ALL", "LC_MESSAGES", "LANG", "OPENAI_API_KEY", "OPENAI_BASE_URL", "FITTODAY_POSTGRES_URL"] {
            environment.removeValue(forKey: name)
        }
        let name = UUID().uuidString
        let (out, err) = (scratch.url("\(name).out"), scratch.url("\(name).err"))
        try Data().write(to: out)
        try Data().write(to: err)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        let ended = Atomic<Bool>(false)
        let status = Mutex<Int32>(-1)
        process.terminationHandler = { finished in
            status.withLock { $0 = finished.terminationStatus }
            ended.store(true, ordering: .releasing)
        }
        try process.run()
        let deadline = ContinuousClock.now.advanced(by: .seconds(seconds))
        while !ended.load(ordering: .acquiring), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        var killed = false
        if !ended.load(ordering: .acquiring) {
            kill(process.processIdentifier, SIGKILL)
            killed = true
            while !ended.load(ordering: .acquiring) { try await Task.sleep(for: .milliseconds(20)) }
        }
        return CLIResult(
            status: killed ? -1 : status.withLock { $0 },
            stdoutData: try Data(contentsOf: out), stderrData: try Data(contentsOf: err))
    }
}
