import ArgumentParser
@testable import FitTodayCLI
import FitTodayDomain
import FitTodayUseCases
import FitTodayTestSupport
import Testing

@Suite("plan options: the command line's words matched once, errors naming the flags")
struct PlanOptionsTests {
    @Test("validate() leaves the options typed: comma lists split, pt-BR words matched, profiles kept for the configured ones")
    func typed() throws {
        let options = try PlanOptions.parse([
            "--focus", "peito,costas", "--equipment", "halteres, banco", "--energy", "cansado,disposto",
            "--level", "avançado", "--minutes", "30", "--seed", "7",
        ])
        let choices = options.choices
        #expect(choices.focus == (try Focus.parse("chest,back")))
        #expect(choices.equipment == EquipmentSet([.dumbbell, .bench]))
        #expect(choices.energies == [.tired, .energized])
        #expect(choices.levels == [.advanced] && choices.goals.isEmpty)
        #expect(choices.minutes == 30 && choices.seed == 7)
        let profiles = try PlanOptions.parse(["--profile", "academia-completa, bodyweight"]).choices.profiles
        #expect(profiles.map(\.text) == ["academia-completa", "bodyweight"] && profiles.allSatisfy { $0.position == nil })
        let none = try PlanOptions.parse([]).choices
        #expect(none.focus == nil && none.equipment == nil && none.profiles.isEmpty && none.minutes == nil)
        #expect(none.energies.isEmpty && none.levels.isEmpty && none.goals.isEmpty && none.seed == nil)
    }

    /// Arguments of `generate` and the words its one-line error must hold: the flag, as typed on the command line.
    static let refusals: [(arguments: [String], words: String)] = [
        (["--minutes", "5"], "--minutes deve estar entre 10 e 180 (recebido 5)"),
        (["--equipment", "dumbbell", "--profile", "full-gym"], "--equipment e --profile se contradizem: informe só um"),
        (["--focus", "push, chest"], "--focus aceita uma divisão sozinha ou uma lista de músculos, não as duas ('push, chest')"),
        (["--equipment", "dumbbell,bench,rack"], "--equipment: valor desconhecido 'rack'; você quis dizer 'squat-rack'?"),
        (["--energy", "cansado,normal", "--date", "2026-11-22"], "--energy aceita um valor só aqui (listas são para o batch)"),
        (["--profile", "fullgym"], "--profile: valor desconhecido 'fullgym'; você quis dizer 'full-gym'?"),
        (["--goal", ","], "--goal está vazio"),
    ]

    @Test("the command line's errors name the flag (exit 64, one line)", arguments: refusals.indices)
    func refused(_ index: Int) async throws {
        let (arguments, words) = Self.refusals[index]
        try await withScratch { scratch in
            let result = try await CLI.run(
                ["generate", "--offline"] + arguments + ["--db", scratch.newDB()], environment: ["LANG": "pt_BR.UTF-8"])
            expectOneLineError(result, code: 64)
            #expect(result.stderr.contains(words), "\(result)")
        }
    }
}
