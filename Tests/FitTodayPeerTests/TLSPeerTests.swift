import FitTodayHTTP
import Foundation
import Testing

extension PeerSuites {
    /// The transport against a real HTTPS server (hypercorn) that offers HTTP/2, with a throw-away CA.
    @Suite("Peer: HTTPS with HTTP/2 (hypercorn)", .enabled(if: Peers.available("FITTODAY_PEER_TLS_URL", "FITTODAY_PEER_TLS_CA")))
    struct TLSPeerTests {
        @Test func negotiatesHTTP2AndReusesOneConnection() async throws {
            let url = try Peers.require(Peers.tls, "FITTODAY_PEER_TLS_URL")
            let transport = HTTPTransport(trustedCertificates: try Peers.require(Peers.tlsCertificates, "FITTODAY_PEER_TLS_CA"))
            var reused: [Bool] = []
            for index in 0..<4 {
                let response = try await transport.send(HTTPRequest(url: url + "/h2/\(index)", timeout: .seconds(60)))
                #expect(response.status == 200)
                #expect(response.httpVersion == "2")
                let body = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
                #expect(body?["httpVersion"] as? String == "2")
                reused.append(response.reusedConnection)
            }
            #expect(reused == [false, true, true, true])
        }

        @Test func refusesACertificateItDoesNotTrust() async throws {
            let url = try Peers.require(Peers.tls, "FITTODAY_PEER_TLS_URL")
            await #expect {
                try await HTTPTransport().send(HTTPRequest(url: url + "/untrusted", timeout: .seconds(60)))
            } throws: { error in
                guard case .connectionFailed = error as? HTTPError else { return false }
                return true
            }
        }
    }
}
