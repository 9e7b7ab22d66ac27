import Foundation
import FitTodayTestSupport
import Testing

/// `fittoday train` in a real terminal: the built binary in a detached tmux session of 100×32, driven with
/// `send-keys` and read back with `capture-pane`. Every wait polls the screen until the text shows up (20 s at most).
@Suite("train in a real terminal (tmux)")
struct TrainTmuxTests {
    @Test("first exercise and set 1, an edited set moves to set 2 with a rest countdown, a killed trainer resumes at the same set, finishing with 4 ends the session")
    func workout() async throws {
        try await withScratch { scratch in
            let (binary, tmux) = try Self.terminal()
            defer { tmux.stop() }
            let db = scratch.newDB()
            let command = Self.trainCommand(binary, scratch: scratch, ["--db", db, "--date", "2026-11-22"])

            // Launch: a new session starts with the day's plan, on its first set.
            try await tmux.launch(command)
            var screen = try await tmux.waitFor("Enter/c Concluir série", within: Tmux.startDeadline)
            let started = try await Self.status(db)
            let exercises = try #require(started["exercises"] as? [[String: Any]])
            let first = try #require(exercises.first?["name"] as? String)
            let kinds = try #require(exercises.first?["sets"] as? [[String: Any]]).map { $0["kind"] as? String }
            // A loaded main lift starts with its warm-up ramp, numbered apart from the working sets.
            let warmups = kinds.count { $0 == "warmup" }, sets = kinds.count - warmups
            let heading = { (index: Int) in
                index < warmups ? "Aquecimento \(index + 1) de \(warmups)" : "Série \(index - warmups + 1) de \(sets)"
            }
            #expect(screen.contains(first), "\(screen)")
            #expect(screen.contains(heading(0)), "\(screen)")
            #expect(screen.contains("Enter/c Concluir série"), "\(screen)")

            // Complete set 1 with 12,5 kg typed into the editor.
            try tmux.keys("Enter")
            _ = try await tmux.waitFor("Peso (kg)")
            try tmux.keys("Tab", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
            try tmux.type("12,5")
            _ = try await tmux.waitFor("Peso (kg): 12,5")
            try tmux.keys("Enter")
            screen = try await tmux.waitFor(heading(1))
            #expect(screen.contains("× 12,5 kg"), "\(screen)")
            #expect(screen.contains("Descanso: "), "\(screen)")
            #expect(screen.contains(" — até "), "\(screen)")
            let done = try await Self.status(db)
            let set = try #require(((done["exercises"] as? [[String: Any]])?.first?["sets"] as? [[String: Any]])?.first)
            #expect((set["actual"] as? [String: Any])?["weightKg"] as? Double == 12.5)

            // Killed without warning: a new trainer resumes at the same set.
            try tmux.killProcess()
            try await tmux.waitUntilGone()
            try await tmux.launch(command)
            screen = try await tmux.waitFor(heading(1), within: Tmux.startDeadline)
            #expect(screen.contains(first), "\(screen)")
            #expect(screen.contains("× 12,5 kg"), "\(screen)")
            #expect(try await Self.status(db)["id"] as? String == started["id"] as? String)

            // Finish with a rating of 4: the summary, then any key leaves.
            try tmux.keys("f")
            _ = try await tmux.waitFor("Nota de 1 a 5")
            try tmux.keys("4")
            screen = try await tmux.waitFor("Treino encerrado")
            #expect(screen.contains("Nota: 4 de 5"), "\(screen)")
            try tmux.keys("z")
            try await tmux.waitUntilGone()
            let finished = try await Self.status(db)
            #expect(finished["status"] as? String == "finished")
            #expect((finished["summary"] as? [String: Any])?["rating"] as? Int == 4)
        }
    }

    /// `fittoday train --lang pt-BR --offline` plus `arguments`, in a UTF-8 terminal, with the scratch folder's data
    /// and cache folders: what every tmux test launches.
    /// The built binary and a tmux server to run it in (the caller stops it). Scripts/bootstrap.sh installs tmux:
    /// without it a trainer test fails, it does not skip.
    static func terminal() throws -> (URL, Tmux) {
        let binary = try #require(CLI.executable, "cannot find the fittoday executable; set FITTODAY_BIN")
        try #require(Tmux.available, "tmux is not installed (Scripts/bootstrap.sh installs it)")
        return (binary, Tmux())
    }

    static func trainCommand(_ binary: URL, scratch: Scratch, _ arguments: [String]) -> String {
        Tmux.command([
            "FITTODAY_HOME=\(CLI.packageRoot.path)", "XDG_DATA_HOME=\(scratch.url("xdg").path)",
            "XDG_CACHE_HOME=\(scratch.url("xdg-cache").path)", "FITTODAY_DB=\(scratch.url("unused.sqlite").path)",
            "LC_ALL=C.UTF-8", "TERM=xterm-256color",
        ], binary.path, ["train", "--lang", "pt-BR", "--offline"] + arguments)
    }

    static func status(_ db: String) async throws -> [String: Any] {
        let result = try await CLI.run(["session", "status", "--json", "--db", db])
        #expect(result.status == 0, "\(result)")
        return try result.jsonObject()
    }
}

/// One tmux server of its own (`-L`), with one session at a time.
struct Tmux: Sendable {
    static let executable: URL? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }
    static var available: Bool { executable != nil }
    static let deadline: TimeInterval = 20
    /// A launch loads the catalog and may compose the day's plan: in a debug build beside the whole suite running
    /// in parallel that alone has taken 40 s.
    static let startDeadline: TimeInterval = 120

    let socket = "fittoday-test-\(UUID().uuidString.prefix(8))"
    let name = "train"

    /// A shell command that runs `binary` with `arguments` in exactly `environment` (plus PATH and HOME), in
    /// place of the shell, so the pane's process is the trainer.
    static func command(_ environment: [String], _ binary: String, _ arguments: [String]) -> String {
        let inherited = ["PATH", "HOME"].compactMap { key in ProcessInfo.processInfo.environment[key].map { "\(key)=\($0)" } }
        return (["exec", "env", "-i"] + inherited + environment + [binary] + arguments).map(quote).joined(separator: " ")
    }

    static func quote(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Starts the session. When the previous session's process has just ended, its tmux server may still be shutting
    /// down and refuse the client ("server exited unexpectedly"); under load a fresh server can be slow to answer.
    /// So a refused start is retried, polling, until the session exists (10 s at most), and the last refusal is
    /// reported with what tmux said.
    func launch(_ command: String) async throws {
        let end = Date().addingTimeInterval(Self.deadline / 2)
        while true {
            do {
                try run(["new-session", "-d", "-x", "100", "-y", "32", "-s", name, command])
                return
            } catch let failure as Failure {
                if (try? run(["has-session", "-t", name])) != nil { return }
                guard Date() < end else { throw failure }
                try await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    /// tmux key names: "Enter", "Tab", "BSpace", "Escape", or single characters.
    func keys(_ names: String...) throws { try run(["send-keys", "-t", name] + names) }

    /// Literal text.
    func type(_ text: String) throws { try run(["send-keys", "-t", name, "-l", text]) }

    func screen() throws -> String { try run(["capture-pane", "-p", "-t", name]) }

    /// The screen once `text` is on it.
    func waitFor(
        _ text: String, within deadline: TimeInterval = Tmux.deadline, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        let end = Date().addingTimeInterval(deadline)
        var last = ""
        while Date() < end {
            last = (try? screen()) ?? last
            if last.contains(text) { return last }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("\"\(text)\" did not appear within \(Int(deadline)) s; the screen:\n\(last)", sourceLocation: sourceLocation)
        throw CancellationError()
    }

    /// Waits until the session's process has ended (and tmux closed the session).
    func waitUntilGone() async throws {
        let end = Date().addingTimeInterval(Self.deadline)
        while Date() < end {
            if (try? run(["has-session", "-t", name])) == nil { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("the trainer did not end within \(Int(Self.deadline)) s")
        throw CancellationError()
    }

    /// SIGKILL to the trainer: no handler runs, nothing is flushed but what the store already committed.
    func killProcess() throws {
        let text = try run(["display-message", "-p", "-t", name, "#{pane_pid}"])
        let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), "no pane pid: \(text)")
        #expect(kill(pid, SIGKILL) == 0)
    }

    func stop() { _ = try? run(["kill-server"]) }

    /// Runs tmux and returns what it printed. posix_spawn rather than Process: the server tmux forks keeps every
    /// descriptor it inherits (Process would wait for its monitoring socket to close, forever) and the caller's
    /// signal mask (a server with SIGTERM blocked does not stop), so the child gets only stdio and clean signals.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let executable = try #require(Self.executable)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-tmux-\(UUID().uuidString)")
        let errors = file.appendingPathExtension("err")
        defer { [file, errors].forEach { try? FileManager.default.removeItem(at: $0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "TMUX")
        let argv = ([executable.path, "-L", socket] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0)=\($1)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp) == 0 else {
            throw Failure(arguments: arguments, status: -1, said: "posix_spawn failed")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        guard status == 0 else {
            let said = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
            throw Failure(arguments: arguments, status: status, said: said.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
    }

    struct Failure: Error, CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        var said: String
        var description: String { "tmux \(arguments.joined(separator: " ")) exited \(status): \(said)" }
    }
}
