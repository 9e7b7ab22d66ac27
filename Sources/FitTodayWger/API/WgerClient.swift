public import FitTodayHTTP
import Foundation

/// Reads Wger exercises page by page from a server (`/api/v2/exerciseinfo/?limit=N`, following `next`).
public struct WgerClient: Sendable {
    public var baseURL: String
    public var pageSize: Int
    public var transport: HTTPTransport

    public static let publicInstance = "https://wger.de"

    public init(baseURL: String = WgerClient.publicInstance, pageSize: Int = 999, transport: HTTPTransport = HTTPTransport()) {
        self.baseURL = baseURL
        self.pageSize = min(999, max(1, pageSize))
        self.transport = transport
    }

    public var firstPageURL: String {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        return "\(base)/api/v2/exerciseinfo/?limit=\(pageSize)&offset=0"
    }

    public enum PageError: Error, CustomStringConvertible {
        case http(Int)
        case undecodable(String)
        case transport(HTTPError)

        public var description: String {
            switch self {
            case .http(let status): "HTTP \(status)"
            case .undecodable(let detail): "not an exerciseinfo page (\(detail))"
            case .transport(let error): error.description
            }
        }
    }

    public func page(at url: String) async throws(PageError) -> WgerPage<WgerExercise> {
        let response: HTTPResponse
        do {
            response = try await transport.send(
                HTTPRequest(url: url, headers: ["Accept": "application/json"], timeout: .seconds(60)))
        } catch {
            throw .transport(error)
        }
        guard response.status == 200 else { throw .http(response.status) }
        do {
            return try JSONDecoder().decode(WgerPage<WgerExercise>.self, from: response.body)
        } catch {
            throw .undecodable("\(error)".split(separator: "\n").first.map(String.init) ?? "")
        }
    }
}
