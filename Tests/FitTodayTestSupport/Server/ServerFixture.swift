import FitTodayDomain
import FitTodayResources
import FitTodayServer
import FitTodayStorage
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore

/// One service in memory with two people, Ana and Bia, and their tokens; a fixed clock.
struct ServerFixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let resources: LoadedResources = {
        do { return try ResourceLoader(files: ProjectFiles(root: root)).load() } catch {
            fatalError("project data does not load: \(error)")
        }
    }()
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    let stores = MemoryServiceStores()
    let ana: String
    let bia: String

    init() async throws {
        ana = try await Self.person("ana", in: stores)
        bia = try await Self.person("bia", in: stores)
    }

    static func person(_ name: String, in stores: any ServiceStores) async throws -> String {
        var generator = SeededGenerator(seed: UInt64(name.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
        let token = AccessToken.issue(using: &generator)
        _ = try await stores.people.addPerson(name: name, token: token, at: now)
        return token.text
    }

    func configuration(rate: Double = 0, burst: Double = 1, ping: Duration = .seconds(20)) -> ServerConfiguration {
        ServerConfiguration(
            port: 0, databasePath: nil, resources: Self.resources, offline: true, ratePerSecond: rate, rateBurst: burst,
            pingInterval: ping, now: { Self.now })
    }

    func app(rate: Double = 0, burst: Double = 1, ping: Duration = .seconds(20)) throws -> some ApplicationProtocol {
        try buildApplication(configuration(rate: rate, burst: burst, ping: ping), stores: stores)
    }
}

extension HTTPFields {
    /// Bearer auth and JSON, optionally in English.
    static func auth(_ token: String, english: Bool = false) -> HTTPFields {
        var fields: HTTPFields = [.authorization: "Bearer \(token)", .contentType: "application/json"]
        if english { fields[.acceptLanguage] = "en-US,en;q=0.9" }
        return fields
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }

    /// The body as a JSON object.
    var object: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body.readableBytesView))) as? [String: Any] ?? [:] }

    var array: [Any] { (try? JSONSerialization.jsonObject(with: Data(body.readableBytesView))) as? [Any] ?? [] }
}

extension ByteBuffer {
    static func json(_ text: String) -> ByteBuffer { ByteBuffer(string: text) }
}
