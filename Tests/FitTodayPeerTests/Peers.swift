import Foundation
import Testing

/// The real servers `Scripts/peers.sh up` starts, found through the environment it prints. Without them these
/// tests are skipped, unless FITTODAY_REQUIRE_PEERS=1 (as `Scripts/test.sh` sets): then a missing peer fails.
enum Peers {
    static let environment = ProcessInfo.processInfo.environment
    static let required = environment["FITTODAY_REQUIRE_PEERS"] == "1"

    static func value(_ name: String) -> String? {
        environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    static var llmock: String? { value("FITTODAY_PEER_LLMOCK_URL") }
    static var smollm: String? { value("FITTODAY_PEER_SMOLLM_URL") }
    static var smollmModel: String { value("FITTODAY_PEER_SMOLLM_MODEL") ?? "SmolLM2-135M-Instruct" }
    static var tls: String? { value("FITTODAY_PEER_TLS_URL") }
    static var tlsCertificates: String? { value("FITTODAY_PEER_TLS_CA") }
    /// A Python with html5lib installed (the .venv of `Scripts/peers.sh`), for the HTML5 oracle.
    static var html5libPython: String? { value("FITTODAY_PEER_HTML5LIB_PYTHON") }

    /// Whether a test needing `names` should run.
    static func available(_ names: String...) -> Bool {
        required || names.allSatisfy { value($0) != nil }
    }

    /// The peer's address, or a test failure saying how to start it.
    static func require(_ url: String?, _ name: String) throws -> String {
        try #require(url, "\(name) is not set: run `eval \"$(Scripts/peers.sh up)\"` first")
    }
}

/// Every peer suite, one after another: the peers share two cores, and a model answering in one suite would starve
/// the timing of another.
@Suite("Peers", .serialized)
struct PeerSuites {}
