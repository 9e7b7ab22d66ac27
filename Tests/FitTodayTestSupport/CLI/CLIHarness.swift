import FitTodayDomain
import FitTodayLocalization
public import Foundation
public import Testing

/// What one run of the `fittoday` executable produced.
public struct CLIResult: Sendable, CustomStringConvertible {
    public var status: Int32
    public var stdoutData: Data
    public var stderrData: Data

    public init(status: Int32, stdoutData: Data, stderrData: Data) {
        self.status = status
        self.stdoutData = stdoutData
        self.stderrData = stderrData
    }

    public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    public var stderr: String { String(decoding: stderrData, as: UTF8.self) }
    public var stdoutLines: [Substring] { stdout.split(separator: "\n", omittingEmptySubsequences: false) }
    public var stderrLines: [Substring] { stderr.split(separator: "\n") }

    public var description: String { "exit \(status)\n--- stdout ---\n\(stdout.prefix(2000))\n--- stderr ---\n\(stderr)" }

    /// Parses stdout as a JSON object.
    public func jsonObject() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: stdoutData) as? [String: Any], "stdout is not a JSON object: \(self)")
    }

    /// Parses stdout as a JSON array of objects.
    public func jsonArray() throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: stdoutData) as? [[String: Any]], "stdout is not a JSON array: \(self)")
    }
}

/// Locates and runs the built `fittoday` executable.
public enum CLI {
    /// The package checkout.
    public static let packageRoot: URL = TestProject.root

    /// The `fittoday` next to the test bundle in the build products folder, else `$FITTODAY_BIN`.
    public static let executable: URL? = {
        let manager = FileManager.default
        var starts: [URL] = []
        if let first = CommandLine.arguments.first, !first.isEmpty {
            starts.append(URL(fileURLWithPath: first).resolvingSymlinksInPath())
        }
        starts.append(Bundle.main.bundleURL)
        starts.append(Bundle.main.executableURL ?? Bundle.main.bundleURL)
        for start in starts {
            var folder = start.standardizedFileURL
            for _ in 0..<10 {
                let candidate = folder.appendingPathComponent("fittoday")
                var isDirectory: ObjCBool = false
                if manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   manager.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        if let custom = ProcessInfo.processInfo.environment["FITTODAY_BIN"], !custom.isEmpty,
           manager.isExecutableFile(atPath: custom) {
            return URL(fileURLWithPath: custom)
        }
        return nil
    }()

    /// Runs `fittoday` with `arguments`. FITTODAY_HOME is the package root unless `home` is given; the history
    /// defaults (FITTODAY_DB, XDG_DATA_HOME) point into a throw-away folder so a run never touches real history.
    public static func run(
        _ arguments: [String], home: URL? = nil, environment extra: [String: String] = [:], stdin: Data? = nil
    ) async throws -> CLIResult {
        let binary = try #require(executable, "cannot find the fittoday executable; set FITTODAY_BIN")
        let io = try Scratch()
        defer { io.remove() }
        var environment = ProcessInfo.processInfo.environment
        environment["FITTODAY_HOME"] = (home ?? packageRoot).path
        environment["FITTODAY_DB"] = io.url("default-history.sqlite").path
        environment["XDG_DATA_HOME"] = io.url("xdg").path
        environment["XDG_CACHE_HOME"] = io.url("xdg-cache").path
        environment.removeValue(forKey: "FITTODAY_BIN")
        // PostgreSQL only where a test names it (a variable left in the shell would move every history there).
        environment.removeValue(forKey: "FITTODAY_POSTGRES_URL")
        // An LLM is used only where a test sets one up.
        for name in ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL"] { environment.removeValue(forKey: name) }
        // The language comes from --lang or what a test sets; never from the machine running the tests.
        for name in ["LC_ALL", "LC_MESSAGES", "LANG", "COLUMNS"] { environment.removeValue(forKey: name) }
        for (key, value) in extra { environment[key] = value }

        return try await Self.run(binary, arguments, environment: environment, stdin: stdin, folder: io)
    }

    /// Runs `executable` to its end, its output in files (never pipes: a daemon it starts must not keep this
    /// waiting), and resumes when the process ends.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String], stdin: Data?, folder: Scratch
    ) async throws -> CLIResult {
        let outputs = (folder.url("stdout"), folder.url("stderr"))
        try Data().write(to: outputs.0)
        try Data().write(to: outputs.1)
        let (stdout, stderr) = (try FileHandle(forWritingTo: outputs.0), try FileHandle(forWritingTo: outputs.1))
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = folder.root
        if let stdin {
            let stdinURL = folder.url("stdin")
            try stdin.write(to: stdinURL)
            process.standardInput = try FileHandle(forReadingFrom: stdinURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        process.standardOutput = stdout
        process.standardError = stderr

        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                continuation.resume(returning: finished.terminationStatus)
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try stdout.close()
        try stderr.close()
        return CLIResult(
            status: status, stdoutData: try Data(contentsOf: outputs.0), stderrData: try Data(contentsOf: outputs.1))
    }
}

/// Runs `body` with a fresh temporary folder and removes the folder afterwards.
public func withScratch<T>(_ body: (Scratch) async throws -> T) async throws -> T {
    let scratch = try Scratch()
    defer { scratch.remove() }
    return try await body(scratch)
}

/// A fresh temporary folder.
public struct Scratch: Sendable {
    public let root: URL

    public init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("fittoday-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    public func remove() { try? FileManager.default.removeItem(at: root) }

    public func url(_ name: String) -> URL { root.appendingPathComponent(name) }

    /// A history database path that does not exist yet.
    public func newDB(_ name: String = "history") -> String { url("\(name)-\(UUID().uuidString).sqlite").path }

    /// A copy of the package's Catalog/ and Config/, for tests that break a data file.
    public func copyOfProject() throws -> URL {
        let home = url("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        for folder in ["Catalog", "Config"] {
            try FileManager.default.copyItem(
                at: CLI.packageRoot.appendingPathComponent(folder), to: home.appendingPathComponent(folder))
        }
        return home
    }
}

// MARK: - Expectations shared by the suites

/// Exit `code`, nothing on stdout, and exactly one stderr line starting with "fittoday: ".
public func expectOneLineError(_ result: CLIResult, code: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.status == code, "\(result)", sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, "\(result)", sourceLocation: sourceLocation)
    #expect(result.stderrLines.count == 1, "\(result)", sourceLocation: sourceLocation)
    #expect(result.stderr.hasPrefix("fittoday: "), "\(result)", sourceLocation: sourceLocation)
    #expect(result.stderr.hasSuffix("\n"), "\(result)", sourceLocation: sourceLocation)
    for marker in ["Fatal error", "Stack dump", "backtrace", "Usage:"] {
        #expect(!result.stderr.contains(marker), "\(result)", sourceLocation: sourceLocation)
    }
}

/// Exit 0 and nothing on stderr but, on a history's first run, the one note saying where the plan was saved.
public func expectSuccess(_ result: CLIResult, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.status == 0, "\(result)", sourceLocation: sourceLocation)
    let others = result.stderrLines.filter { !isSavedNote($0) }
    #expect(others.isEmpty, "\(result)", sourceLocation: sourceLocation)
}

/// "fittoday: plano salvo em …" / "fittoday: plan saved in …".
public func isSavedNote<S: StringProtocol>(_ line: S) -> Bool {
    Language.allCases.contains { language in
        let template = Messages(language).template(.notePlanSaved)
        return line.hasPrefix("fittoday: " + template.prefix { $0 != "{" })
    }
}

/// A decoded `generate --json` plan, enough for the assertions.
public struct PlanJSON: Decodable, Equatable, Sendable {
    public struct Reps: Decodable, Equatable, Sendable { public var min: Int; public var max: Int }
    public struct Effort: Decodable, Equatable, Sendable { public var rir: Int }
    public struct Media: Decodable, Equatable, Sendable {
        public var kind: String
        public var url: String?
        public var placeholder: String?
        public var source: String
    }
    public struct Item: Decodable, Equatable, Sendable {
        public var exerciseId: String
        public var name: String
        public var sets: Int
        public var reps: Reps?
        public var seconds: Reps?
        public var meters: Reps?
        public var perSide: Bool?
        public var restSeconds: Int
        public var effort: Effort?
        public var role: String
        public var tier: String
        public var mainLift: Bool?
        public var kept: Bool?
        public var primaryMuscles: [String]
        public var equipment: [String]
        public var description: String
        public var descriptionLanguage: String
        public var media: Media
        public var attribution: String?

        /// The one target the plan gives, whatever its unit.
        public var target: Reps { reps ?? seconds ?? meters ?? Reps(min: 0, max: -1) }
    }
    public struct Diversity: Decodable, Equatable, Sendable {
        public var ratio: Double
        public var threshold: Double
        public var repeated: [String]
        public var bestAchievable: Double
    }
    public struct Generation: Decodable, Equatable, Sendable {
        public var source: String
        public var seed: UInt64
        public var diversity: Diversity
        public var fallbackReason: String?
    }
    public var id: String
    public var date: String
    public var title: String
    public var focus: [String]
    public var estimatedMinutes: Int
    public var exercises: [Item]
    public var generation: Generation

    public init(_ result: CLIResult) throws {
        self = try JSONDecoder().decode(PlanJSON.self, from: result.stdoutData)
    }

    public var exerciseIds: [String] { exercises.map(\.exerciseId) }
}
