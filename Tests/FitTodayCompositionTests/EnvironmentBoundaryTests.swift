import Foundation
import Testing

/// Settings are read once, at the top: only the CLI (the process's entry) reads the process environment; it hands
/// the variables to the composition root's `Settings` as a dictionary, and every other target gets typed values, so a
/// test can give any of them the settings it likes.
@Suite("Environment boundary")
struct EnvironmentBoundaryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let allowed: Set<String> = ["FitTodayCLI"]
    static let reads = ["processInfo.environment", "ProcessInfo().environment", "getenv(", "setenv(", "environ["]

    /// The files of `Sources/` (and the target each belongs to) that read the environment.
    static func readers() throws -> [(target: String, file: String, read: String)] {
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [] }
        var found: [(String, String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(sources.path.count + 1))
            let target = String(relative.prefix { $0 != "/" })
            let text = try String(contentsOf: url, encoding: .utf8)
            for read in reads where text.contains(read) { found.append((target, relative, read)) }
        }
        return found
    }

    @Test("no target below the CLI reads the process environment")
    func onlyTheTopReads() throws {
        let readers = try Self.readers()
        for reader in readers where !Self.allowed.contains(reader.target) {
            Issue.record("Sources/\(reader.file) reads the environment (\(reader.read)); take the value from FitTodayComposition's Settings, which the CLI builds from the environment")
        }
        // The scan sees the reads that are allowed: it would see the others too.
        #expect(readers.contains { $0.target == "FitTodayCLI" })
    }
}
