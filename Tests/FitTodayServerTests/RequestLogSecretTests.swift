import FitTodayComposition
import FitTodayServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import FitTodayTestSupport
import Testing

/// Every line a logger is given, with its metadata, as text.
final class CapturedLog: Sendable {
    private let lines = Mutex<[String]>([])

    var text: String { lines.withLock { $0.joined(separator: "\n") } }

    func handler(label: String) -> some LogHandler { Handler(log: self) }

    struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { $1 }
            let fields = all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            log.lines.withLock { $0.append("\(event.level) \(event.message) \(fields)") }
        }
    }
}

/// A token or key sent where it should not be (a query string, a bad `Authorization`) reaches no log line, at
/// any level: the request line shows the path and `?***`.
@Suite("Request logs carry no secret")
struct RequestLogSecretTests {
    static let canaries = (1...5).map { "QueryCanary\($0)x7Rk2Lm9" }

    @Test func traceLevelLogOfQueryTokens() async throws {
        let fixture = try await ServerFixture()
        let captured = CapturedLog()
        var configuration = fixture.configuration()
        configuration.logLevel = .trace
        let logger = Logger(label: "fittoday-test", factory: captured.handler(label:))
        let app = try buildApplication(configuration, stores: fixture.stores, logger: logger)
        let c = Self.canaries
        try await app.test(.live) { client in
            let history = try await client.execute(
                uri: "/v1/history?token=\(c[0])&access_token=\(c[1])", method: .get, headers: .auth(fixture.ana))
            #expect(history.status == .ok)
            let refused = try await client.execute(
                uri: "/v1/history?\(c[2])", method: .get, headers: [.authorization: "Bearer \(c[3])"])
            #expect(refused.status == .unauthorized)
            _ = try await client.execute(uri: "/health?key=\(c[4])", method: .get)
        }
        let text = captured.text
        #expect(text.contains("/v1/history?***"), "the request lines are there: \(text)")
        for canary in c { #expect(!text.contains(canary), "\(canary) in: \(text)") }
        #expect(!text.contains(fixture.ana), "no bearer token either")
    }
}
