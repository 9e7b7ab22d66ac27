import FitTodayDomain
import FitTodayLocalization
import Foundation
import FitTodayTestSupport
import Testing

@Suite("values typed in pt-BR or English")
struct TypedValueTests {
    /// Each pt-BR form and the English ids it stands for: the plans must be the same plan.
    static let aliases: [(portuguese: [String], english: [String])] = [
        (["--focus", "peito,costas"], ["--focus", "chest,back"]),
        (["--focus", "empurrar"], ["--focus", "push"]),
        (["--focus", "Pernas"], ["--focus", "legs"]),
        (["--focus", "braços"], ["--focus", "arms"]),
        (["--focus", "corpo inteiro"], ["--focus", "full-body"]),
        (["--equipment", "halteres,banco"], ["--equipment", "dumbbell,bench"]),
        (["--equipment", "nenhum"], ["--equipment", "none"]),
        (["--goal", "força"], ["--goal", "strength"]),
        (["--goal", "FORCA"], ["--goal", "strength"]),
        (["--level", "iniciante"], ["--level", "beginner"]),
        (["--level", "Avançado"], ["--level", "advanced"]),
        (["--energy", "cansado"], ["--energy", "tired"]),
        (["--energy", "disposto"], ["--energy", "energized"]),
        (["--profile", "academia-completa"], ["--profile", "full-gym"]),
        (["--profile", "peso corporal"], ["--profile", "bodyweight"]),
        (["--date", "22/11/2026"], ["--date", "2026-11-22"]),
        (["--date", "5/1/2026"], ["--date", "2026-01-05"]),
    ]

    @Test("pt-BR values are accepted, accents and case ignored, and --json keeps the English ids",
          arguments: aliases.indices)
    func alias(_ index: Int) async throws {
        let (portuguese, english) = Self.aliases[index]
        try await withScratch { scratch in
            let date = portuguese.contains("--date") ? [] : ["--date", "2026-11-22"]
            let common = ["generate", "--json", "--seed", "5"] + date
            let pt = try await CLI.run(common + portuguese + ["--db", scratch.newDB()])
            let en = try await CLI.run(common + english + ["--db", scratch.newDB()])
            expectSuccess(pt)
            expectSuccess(en)
            #expect(try PlanJSON(pt) == PlanJSON(en), "\(portuguese) = \(english)")
            let focus = try #require(try pt.jsonObject()["focus"] as? [String])
            #expect(focus.allSatisfy { Split(rawValue: $0) != nil || Muscle(rawValue: $0) != nil }, "ids in --json: \(focus)")
        }
    }

    @Test("catalog filters take pt-BR values too")
    func catalogFilters() async throws {
        let pt = try await CLI.run(["catalog", "list", "--muscle", "peito", "--equipment", "halteres,banco", "--json"])
        let en = try await CLI.run(["catalog", "list", "--muscle", "chest", "--equipment", "dumbbell,bench", "--json"])
        expectSuccess(pt)
        #expect(pt.stdout == en.stdout && !pt.stdout.isEmpty)
    }

    /// A mistyped value, the option, and the suggestion the one-line error must make.
    static let typos: [(arguments: [String], suggestion: String)] = [
        (["--focus", "pushh"], "'push'"),
        (["--profile", "fullgym"], "'full-gym'"),
        (["--equipment", "rack"], "'squat-rack'"),
        (["--focus", "pieto"], "'peito'"),
        (["--goal", "forca,hipertrofa"], "'hipertrofia'"),
        (["--level", "intermediario,avancdo"], "'avançado'"),
        (["--energy", "dispost"], "'disposto'"),
    ]

    @Test("a mistyped value gets a did-you-mean in the user's language, and no list", arguments: typos.indices)
    func didYouMean(_ index: Int) async throws {
        let (arguments, suggestion) = Self.typos[index]
        for (locale, phrase) in [("pt_BR.UTF-8", "você quis dizer"), ("en_US.UTF-8", "did you mean")] {
            let result = try await CLI.run(["generate", "--offline"] + arguments, environment: ["LANG": locale])
            expectOneLineError(result, code: 64)
            #expect(result.stderr.contains(phrase) && result.stderr.contains(suggestion), "\(result)")
            #expect(!result.stderr.contains("válidos") && !result.stderr.contains("valid:"), "\(result)")
        }
    }

    @Test("with nothing close, the valid values are listed instead")
    func nothingClose() async throws {
        let pt = try await CLI.run(["generate", "--goal", "bulk"])
        expectOneLineError(pt, code: 64)
        #expect(pt.stderr.contains("válidos: força, hipertrofia, resistência"), "\(pt)")
        let en = try await CLI.run(["generate", "--goal", "bulk", "--lang", "en"])
        #expect(en.stderr.contains("valid: strength, hypertrophy, endurance"), "\(en)")
    }

    @Test("the matcher: ids, names, aliases and near misses")
    func matcher() {
        let say = Messages(.ptBR)
        let equipment = say.matcher(for: .equipment)
        #expect(equipment.match("Barra Fixa") == .match(id: "pull-up-bar"))
        #expect(equipment.match("pull_up_bar") == .match(id: "pull-up-bar"))
        #expect(equipment.match("ELÁSTICO") == .match(id: "resistance-band"))
        #expect(equipment.match("rack") == .unknown(suggestion: "squat-rack"))
        #expect(equipment.match("hammer") == .unknown(suggestion: nil))
        #expect(say.matcher(for: .focus).match("pieto") == .unknown(suggestion: "peito"))
        #expect(Messages(.en).matcher(for: .focus).match("pushh") == .unknown(suggestion: "push"))
        #expect(ValueMatcher.editDistance(Array("pieto"), Array("peito")) == 1)
    }
}
