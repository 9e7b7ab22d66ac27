import FitTodayDomain
import FitTodayPostgres
import FitTodayStorage
import Foundation
import TestHTTPServer
import FitTodayTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Replicas of `fittoday serve --postgres URL` behind nginx (`Scripts/nginx.sh`, a folder and port of its own),
/// for the fault tests. Requests go through nginx unless a test speaks to one replica.
final class ReplicaCluster {
    let url: String
    let scratch: Scratch
    let replicas: [ServeProcess]
    let nginxDirectory: URL
    let port: Int

    private init(url: String, replicas: [ServeProcess], scratch: Scratch, nginxDirectory: URL, port: Int) {
        self.url = url
        self.replicas = replicas
        self.scratch = scratch
        self.nginxDirectory = nginxDirectory
        self.port = port
    }

    /// Starts `count` replicas, then nginx in front of them.
    static func start(url: String, replicas count: Int, scratch: Scratch) async throws -> ReplicaCluster {
        var replicas: [ServeProcess] = []
        for index in 0..<count {
            replicas.append(try await ServeProcess(store: ["--postgres", url], scratch: scratch, name: "replica-\(index)"))
        }
        let cluster = ReplicaCluster(
            url: url, replicas: replicas, scratch: scratch, nginxDirectory: scratch.url("nginx"), port: try ScriptedServer.closedPort().port)
        do {
            _ = try await Script.run(
                "nginx.sh", ["start", String(cluster.port)] + replicas.map { String($0.port) },
                environment: ["FITTODAY_NGINX_DIR": cluster.nginxDirectory.path])
        } catch {
            await cluster.stop()
            throw error
        }
        return cluster
    }

    func stop() async {
        _ = try? await Script.run("nginx.sh", ["stop"], environment: ["FITTODAY_NGINX_DIR": nginxDirectory.path])
        for replica in replicas where replica.isRunning { _ = await replica.terminate() }
    }

    /// A person with a token, made in the database directly (as `fittoday users add` does).
    static func person(_ name: String, url: String, seed: UInt64) async throws -> String {
        var generator = SeededGenerator(seed: seed)
        let token = AccessToken.issue(using: &generator)
        let store = try await PostgresStore.open(url: url, maxConnections: 2, leaseTimeout: .seconds(20))
        _ = try await store.addPerson(name: name, token: token, at: Date(timeIntervalSince1970: 1_795_000_000))
        await store.close()
        return token.text
    }

    /// One request through nginx, with its head (for Retry-After).
    func request(_ method: String, _ path: String, token: String?, body: String? = nil) async -> (status: Int, body: String)? {
        await ServeProcess.request(port: port, method, path, token: token, body: body)
    }

    /// A command as a device sends it: on no answer (a replica killed mid-request: 502), 503 or 504 it is sent
    /// again, the same `commandId`, until it is answered (polling, at most `seconds`). Every attempt is counted.
    func send(_ body: String, token: String, seconds: Double = 30, attempts: inout Int) async -> (status: Int, body: String)? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            attempts += 1
            if let answer = await request("POST", "/v1/sessions/commands", token: token, body: body),
               ![502, 503, 504].contains(answer.status) {
                return answer
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }
}

/// The project's scripts (Scripts/), run to their end; their output, trimmed.
enum Script {
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ name: String, _ arguments: [String], environment extra: [String: String] = [:]) async throws -> String {
        let io = try Scratch()
        defer { io.remove() }
        let result = try await CLI.run(
            CLI.packageRoot.appendingPathComponent("Scripts/\(name)"), arguments,
            environment: ProcessInfo.processInfo.environment.merging(extra) { $1 }, stdin: nil, folder: io)
        guard result.status == 0 else {
            throw Failed(description: "Scripts/\(name) \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
