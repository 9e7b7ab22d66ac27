import FitTodayDomain
import FitTodayLocalization
import Foundation
import FitTodayTestSupport
import Testing

@Suite("the language: --lang, then the locale environment, else pt-BR")
struct LocaleTests {
    static let environments: [(environment: [String: String], language: Language)] = [
        ([:], .ptBR),
        (["LANG": "en_US.UTF-8"], .en),
        (["LANG": "pt_BR.UTF-8"], .ptBR),
        (["LANG": "C.UTF-8"], .ptBR),
        (["LANG": "fr_FR.UTF-8"], .ptBR),
        (["LC_MESSAGES": "en_US.UTF-8", "LANG": "pt_BR.UTF-8"], .en),
        (["LC_ALL": "pt_BR.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LANG": "en_US.UTF-8"], .ptBR),
        (["LC_ALL": "", "LC_MESSAGES": "en_GB.UTF-8", "LANG": "pt_BR.UTF-8"], .en),
        (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "en_US.UTF-8"], .en),
    ]

    @Test("the first non-empty of LC_ALL, LC_MESSAGES and LANG decides", arguments: environments.indices)
    func environment(_ index: Int) async throws {
        let (environment, language) = Self.environments[index]
        #expect(LanguageTag.fromEnvironment(environment) == language)
        try await withScratch { scratch in
            let result = try await CLI.run(["generate", "--date", "2026-11-22", "--db", scratch.newDB()], environment: environment)
            expectSuccess(result)
            let title = language == .en ? "Workout for 2026-11-22" : "Treino de 22/11/2026"
            #expect(result.stdout.hasPrefix(title), "\(environment): \(result)")
        }
    }

    @Test("--lang wins over the environment, in any spelling", arguments: ["pt", "pt-BR", "pt_br", "en", "en-US", "EN"])
    func flagWins(_ tag: String) async throws {
        try await withScratch { scratch in
            let opposite = tag.lowercased().hasPrefix("en") ? "pt_BR.UTF-8" : "en_US.UTF-8"
            let result = try await CLI.run(
                ["generate", "--date", "2026-11-22", "--db", scratch.newDB(), "--lang", tag], environment: ["LC_ALL": opposite])
            expectSuccess(result)
            let english = tag.lowercased().hasPrefix("en")
            #expect(result.stdout.hasPrefix(english ? "Workout for" : "Treino de"), "\(tag): \(result)")
        }
    }

    @Test("with en, the plan and catalog show the exercises' English descriptions")
    func englishDescriptions() async throws {
        try await withScratch { scratch in
            let plan = try await CLI.run(
                ["generate", "--date", "2026-11-22", "--json", "--lang", "en", "--db", scratch.newDB()]).jsonObject()
            let items = try #require(plan["exercises"] as? [[String: Any]])
            // Every exercise of the catalog has its own English text: the plan shows it and says so.
            #expect(!items.isEmpty && items.allSatisfy { $0["descriptionLanguage"] as? String == "en" })
            let shown = try await CLI.run(["catalog", "show", "barbell-bench-press", "--lang", "en"])
            expectSuccess(shown)
            #expect(!shown.stdout.contains("(Portuguese text: no English description yet)"), "\(shown)")
            #expect(shown.stdout.contains("Lying on the bench, with your shoulder blades pulled together"), "\(shown)")
            #expect(shown.stdout.contains("primary muscles: chest"), "\(shown)")
        }
    }
}
