import Foundation
import FitTodayTestSupport
import Testing

/// `fittoday train` over a superset in a real terminal (tmux, 100×36): the group line and labels, Enter handing
/// over to A2, and a set from the phone (`session apply`) bringing the trainer back to A1 for round 2.
@Suite("train in a real terminal (tmux): a superset")
struct TrainTmuxFormatTests {
    @Test("A1 → A2 from the trainer, A2 → A1 from the phone, the 90-second rest after the round")
    func superset() async throws {
        try await withScratch { scratch in
            let (binary, tmux) = try TrainTmuxTests.terminal()
            defer { tmux.stop() }
            let db = scratch.newDB()
            let day = "2026-12-01"
            let command = TrainTmuxTests.trainCommand(binary, scratch: scratch, [
                "--db", db, "--date", day, "--profile", "full-gym", "--goal", "hypertrophy", "--minutes", "30",
            ])
            try await tmux.launch(command)
            var screen = try await tmux.waitFor("Supersérie A · exercício 1 de 2 · rodada 1 de 3", within: Tmux.startDeadline)
            let status = try await TrainTmuxTests.status(db)
            let exercises = try #require(status["exercises"] as? [[String: Any]])
            let (first, second) = try (
                #require(exercises[0]["name"] as? String), #require(exercises[1]["name"] as? String))
            #expect(screen.contains("A seguir: \(second)") && screen.contains("1. A1 · \(first)"), "\(screen)")
            // The warm-up ramp, if any, done from the phone; then the first working set from the trainer.
            let warmups = (exercises[0]["sets"] as? [[String: Any]] ?? []).compactMap { set in
                set["kind"] as? String == "warmup" ? set["setId"] as? String : nil
            }
            try await Self.phone(warmups, db: db)
            _ = try await tmux.waitFor("Série 1 de 3")
            try tmux.keys("Enter")
            _ = try await tmux.waitFor("Concluir série 1 de 3")
            try tmux.keys("Enter")
            screen = try await tmux.waitFor("Supersérie A · exercício 2 de 2 · rodada 1 de 3")
            #expect(screen.contains("A seguir: \(first)") && screen.contains("Descanso: 0:1"), "\(screen)")
            // The phone completes A2's set: the trainer follows, back on A1 for round 2 after 90 s.
            try await Self.phone(["2.1"], db: db)
            screen = try await tmux.waitFor("Supersérie A · exercício 1 de 2 · rodada 2 de 3")
            #expect(screen.contains("Descanso: 1:2") || screen.contains("Descanso: 1:3"), "\(screen)")
            try tmux.keys("q")
            try await tmux.waitUntilGone()
        }
    }

    /// Completes `setIds` from the phone through `session apply`.
    static func phone(_ setIds: [String], db: String) async throws {
        guard !setIds.isEmpty else { return }
        let lines = setIds.map { #"{"commandId":"phone-\#($0)","deviceId":"phone","type":"completeSet","setId":"\#($0)"}"# }
        let result = try await CLI.run(["session", "apply", "--db", db], stdin: Data(lines.joined(separator: "\n").utf8))
        #expect(result.status == 0 && !result.stdout.contains(#""ok":false"#), "\(result)")
    }
}
