import FitTodayHTTP
import Foundation
import TestHTTPServer
import Testing

@Suite("HTTP transport over libcurl")
struct HTTPTransportTests {
    let transport = HTTPTransport()

    @Test func getReturnsStatusHeadersAndBody() async throws {
        let server = try await ScriptedServer.start()
        server.enqueue(.json(#"{"ok":true}"#, status: 201, headers: [("X-Thing", "42")]))
        let response = try await transport.send(HTTPRequest(url: server.baseURL + "/hello?x=1"))
        #expect(response.status == 201)
        #expect(response.headers["x-thing"] == "42")
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok":true}"#)
        #expect(server.requests.first?.target == "/hello?x=1")
        #expect(server.requests.first?.headers["user-agent"] == "fittoday")
    }

    @Test func postSendsBodyAndHeadersWithoutExpectContinue() async throws {
        let server = try await ScriptedServer.start { _ in .json("{}") }
        let body = Data(String(repeating: "x", count: 200_000).utf8)
        _ = try await transport.send(
            HTTPRequest(method: .post, url: server.baseURL + "/p", headers: ["Content-Type": "text/plain"], body: body))
        let recorded = try #require(server.requests.first)
        #expect(recorded.method == "POST")
        #expect(recorded.body == body)
        #expect(recorded.headers["content-type"] == "text/plain")
        #expect(recorded.headers["expect"] == nil)
    }

    @Test func sequentialRequestsToOneHostShareOneConnection() async throws {
        let server = try await ScriptedServer.start { _ in .json("{}") }
        var reused: [Bool] = []
        for _ in 0..<8 {
            let response = try await transport.send(
                HTTPRequest(method: .post, url: server.baseURL + "/v1/chat/completions", body: Data("{}".utf8)))
            reused.append(response.reusedConnection)
        }
        #expect(server.requests.count == 8)
        #expect(server.connectionCount == 1)
        #expect(reused.dropFirst().allSatisfy { $0 })
    }

    @Test func perRequestTimeoutEndsASlowTransfer() async throws {
        let server = try await ScriptedServer.start { _ in .json("{}", delay: .seconds(20)) }
        let clock = ContinuousClock()
        let start = clock.now
        await #expect(throws: HTTPError.timedOut(host: "127.0.0.1")) {
            try await transport.send(HTTPRequest(url: server.baseURL + "/slow", timeout: .milliseconds(200)))
        }
        #expect(clock.now - start < .seconds(5))
    }

    @Test func cancellingTheTaskAbortsTheTransfer() async throws {
        let server = try await ScriptedServer.start { _ in .json("{}", delay: .seconds(20)) }
        let transport = self.transport
        let clock = ContinuousClock()
        let start = clock.now
        let task = Task { try await transport.send(HTTPRequest(url: server.baseURL + "/slow")) }
        try await Task.sleep(for: .milliseconds(150))
        task.cancel()
        let result = await task.result
        #expect(throws: HTTPError.cancelled) { try result.get() }
        #expect(clock.now - start < .seconds(5))
    }

    @Test func alreadyCancelledTaskSendsNothing() async throws {
        let server = try await ScriptedServer.start { _ in .json("{}") }
        let transport = self.transport
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await transport.send(HTTPRequest(url: server.baseURL + "/x"))
        }
        let result = await task.result
        #expect(throws: HTTPError.cancelled) { try result.get() }
    }

    @Test func concurrentTransfersDoNotHoldTheCooperativePool() async throws {
        // Sixteen two-second answers at once: a transport that blocked pool threads (two on two cores) would
        // need at least sixteen seconds; one transfer thread multiplexing them needs about two.
        let server = try await ScriptedServer.start { _ in .json("{}", delay: .seconds(2)) }
        let transport = self.transport
        let clock = ContinuousClock()
        let start = clock.now
        try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<16 {
                group.addTask { try await transport.send(HTTPRequest(url: server.baseURL + "/c\(index)")).status }
            }
            for try await status in group { #expect(status == 200) }
        }
        #expect(clock.now - start < .seconds(8))
    }

    @Test func requestsMadeOnTheTransferExecutorWorkAlikeAndStillOverlap() async throws {
        let server = try await ScriptedServer.start { _ in .json("{}", delay: .seconds(1)) }
        let transport = self.transport
        let clock = ContinuousClock()
        let start = clock.now
        let statuses = try await HTTPTransport.withTransferExecutor {
            () async throws -> [Int] in
            var statuses: [Int] = []
            for index in 0..<3 {
                statuses.append(try await transport.send(HTTPRequest(url: server.baseURL + "/seq\(index)")).status)
            }
            // Tasks started here inherit the preference; their transfers still run side by side.
            try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<6 {
                    group.addTask { try await transport.send(HTTPRequest(url: server.baseURL + "/par\(index)")).status }
                }
                for try await status in group { statuses.append(status) }
            }
            return statuses
        }
        #expect(statuses == Array(repeating: 200, count: 9))
        #expect(server.requests.count == 9)
        // Three sequential (3 s) then six at once (1 s), not nine in a row (9 s); margin for a loaded machine.
        #expect(clock.now - start < .seconds(7))
    }

    @Test func plainHTTPIsRefusedForNonLoopbackHosts() async throws {
        await #expect(throws: HTTPError.insecureURL(host: "api.example.com")) {
            try await transport.send(HTTPRequest(url: "http://api.example.com/v1/chat/completions"))
        }
        #expect(throws: Never.self) { try HTTPTransport(allowInsecureHTTP: true).checkedHost(of: "http://example.com/") }
        #expect(try transport.checkedHost(of: "http://localhost:8080/v1") == "localhost")
        #expect(try transport.checkedHost(of: "http://127.0.0.1:8080/v1") == "127.0.0.1")
        #expect(try transport.checkedHost(of: "http://[::1]:8080/v1") == "[::1]" || transport.checkedHost(of: "http://[::1]:8080/v1") == "::1")
        #expect(try transport.checkedHost(of: "https://api.openai.com/v1") == "api.openai.com")
        #expect(throws: HTTPError.invalidURL("ftp://example.com/")) { try transport.checkedHost(of: "ftp://example.com/") }
        #expect(throws: HTTPError.self) { try transport.checkedHost(of: "http://127.0.0.1.example.com/") }
    }

    @Test func refusedConnectionIsAConnectionFailure() async throws {
        let url = try ScriptedServer.closedPort().baseURL + "/gone"
        await #expect {
            try await transport.send(HTTPRequest(url: url, timeout: .seconds(2)))
        } throws: { error in
            if case .connectionFailed = error as? HTTPError { return true }
            return false
        }
    }
}
