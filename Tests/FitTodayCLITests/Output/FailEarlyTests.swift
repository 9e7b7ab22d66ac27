import Foundation
import FitTodayTestSupport
import Testing

@Suite("fail before the work: unwritable outputs are refused first, exit 73")
struct FailEarlyTests {
    /// What makes a path unwritable, built inside a scratch folder.
    static let kinds = ["missing folder", "folder is a file", "path is a folder"]

    static func path(_ kind: String, in scratch: Scratch) throws -> String {
        switch kind {
        case "missing folder":
            return scratch.url("no-such-folder/out.file").path
        case "folder is a file":
            try Data("x".utf8).write(to: scratch.url("plain-file"))
            return scratch.url("plain-file/out.file").path
        default:
            try FileManager.default.createDirectory(at: scratch.url("a-folder"), withIntermediateDirectories: true)
            return scratch.url("a-folder").path
        }
    }

    @Test("batch --report and --csv", arguments: kinds, ["--report", "--csv"])
    func batchOutputs(_ kind: String, _ option: String) async throws {
        try await withScratch { scratch in
            let path = try Self.path(kind, in: scratch)
            // A hundred thousand plans would take a while: the refusal must come before any of them.
            let result = try await CLI.run(["batch", "--count", "100000", option, path])
            expectOneLineError(result, code: 73)
            #expect(result.stderr.contains("não consigo criar \(path)"), "\(result)")
            #expect(!FileManager.default.fileExists(atPath: scratch.url("no-such-folder").path))
        }
    }

    @Test("wger import --out", arguments: kinds)
    func importOut(_ kind: String) async throws {
        try await withScratch { scratch in
            let path = try Self.path(kind, in: scratch)
            let input = scratch.url("exerciseinfo.json")
            try Data(#"{"results": []}"#.utf8).write(to: input)
            let result = try await CLI.run(["wger", "import", "--file", input.path, "--out", path, "--lang", "en"])
            expectOneLineError(result, code: 73)
            #expect(result.stderr.contains("cannot create \(path)"), "\(result)")
        }
    }

    @Test("a file that is not Wger data is said in our words, never the decoder's")
    func decodingErrorsInOurWords() async throws {
        try await withScratch { scratch in
            let cases: [(String, String)] = [
                ("not json at all", "não é JSON válido"),
                (#"{"results": [{"id": "seven"}]}"#, "results[0]"),
                (#"{"results": {"id": 1}}"#, "results"),
                (#"[{"id": "one"}]"#, "[0]"),
            ]
            for (text, expected) in cases {
                let input = scratch.url("bad.json")
                try Data(text.utf8).write(to: input)
                let result = try await CLI.run(["wger", "import", "--file", input.path, "--out", scratch.url("o.json").path])
                expectOneLineError(result, code: 65)
                #expect(result.stderr.contains(expected), "\(text): \(result)")
                for raw in ["DecodingError", "dataCorrupted", "typeMismatch", "keyNotFound", "CodingKeys", "debugDescription"] {
                    #expect(!result.stderr.contains(raw), "\(text): \(result)")
                }
            }
        }
    }
}
