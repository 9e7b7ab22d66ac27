import Hummingbird
import HummingbirdTesting

/// The server's request counter for one route and status, read from `/metrics` (`hb_requests`, summed over its
/// methods): what a test compares before and after the requests it sends.
func requestCount(_ client: some TestClientProtocol, route: String, status: Int) async throws -> Double {
    let metrics = try await client.execute(uri: "/metrics", method: .get)
    return String(buffer: metrics.body).split(separator: "\n").filter {
        $0.hasPrefix("hb_requests") && $0.contains("\"\(route)\"") && $0.contains(#"="\#(status)""#)
    }.compactMap { $0.split(separator: " ").last.flatMap { Double($0) } }.reduce(0, +)
}
