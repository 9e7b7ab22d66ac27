public import FitTodayComposition
import FitTodayDomain
public import FitTodayResources
public import FitTodayServer
import FitTodayStorage
public import Foundation
public import HTTPTypes
public import Hummingbird
public import HummingbirdTesting
public import NIOCore
import Testing

/// One service in memory with two people, Ana and Bia, and their tokens; a fixed clock.
public struct ServerFixture: Sendable {
    public static let root = TestProject.root
    public static var resources: LoadedResources { TestProject.resources }
    public static let now = Date(timeIntervalSince1970: 1_795_000_000)

    public let stores = MemoryStores()
    public let ana: String
    public let bia: String

    public init() async throws {
        ana = try await Self.person("ana", in: stores)
        bia = try await Self.person("bia", in: stores)
    }

    public static func person(_ name: String, in stores: any Stores) async throws -> String {
        var generator = SeededGenerator(seed: UInt64(name.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
        let token = AccessToken.issue(using: &generator)
        _ = try await stores.people.addPerson(name: name, token: token, at: now)
        return token.text
    }

    public func configuration(rate: Double = 0, burst: Double = 1, ping: Duration = .seconds(20)) -> ServerConfiguration {
        ServerConfiguration(
            port: 0, resources: Self.resources, offline: true, ratePerSecond: rate, rateBurst: burst,
            pingInterval: ping, now: { Self.now })
    }

    public func app(rate: Double = 0, burst: Double = 1, ping: Duration = .seconds(20)) throws -> some ApplicationProtocol {
        try buildApplication(configuration(rate: rate, burst: burst, ping: ping), stores: stores)
    }

    /// `token`'s plan for 2026-11-20 and a started session; its id.
    public static func startSession(_ client: some TestClientProtocol, token: String) async throws -> String {
        _ = try await client.execute(
            uri: "/v1/plans", method: .post, headers: .auth(token),
            body: .json(#"{"profile":"full-gym","date":"2026-11-20","seed":5}"#))
        let started = try await client.execute(
            uri: "/v1/sessions/commands", method: .post, headers: .auth(token),
            body: .json(#"{"commandId":"s","deviceId":"phone","type":"start","date":"2026-11-20"}"#))
        return try #require(started.object["sessionId"] as? String, "\(started.text)")
    }
}

extension HTTPFields {
    /// Bearer auth and JSON, optionally in English.
    public static func auth(_ token: String, english: Bool = false) -> HTTPFields {
        var fields: HTTPFields = [.authorization: "Bearer \(token)", .contentType: "application/json"]
        if english { fields[.acceptLanguage] = "en-US,en;q=0.9" }
        return fields
    }
}

extension TestResponse {
    public var text: String { String(buffer: body) }

    /// The body as a JSON object.
    public var object: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body.readableBytesView))) as? [String: Any] ?? [:] }

    public var array: [Any] { (try? JSONSerialization.jsonObject(with: Data(body.readableBytesView))) as? [Any] ?? [] }
}

extension ByteBuffer {
    public static func json(_ text: String) -> ByteBuffer { ByteBuffer(string: text) }
}
