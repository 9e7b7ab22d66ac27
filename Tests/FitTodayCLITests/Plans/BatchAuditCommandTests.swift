import Foundation
import FitTodayTestSupport
import Testing

/// `batch` reports the coach's audit per combination: in the text (both languages), the JSON and the CSV.
@Suite("batch reports the coach's audit")
struct BatchAuditCommandTests {
    static let arguments = [
        "batch", "--count", "24", "--profile", "full-gym,bodyweight", "--level", "advanced", "--date", "2026-01-05",
        "--seed", "7",
    ]

    @Test("the JSON has each combination's duplicate families, level fit, furniture, formats and top shares")
    func json() async throws {
        let json = try await CLI.run(Self.arguments + ["--json"]).jsonObject()
        let cells = try #require(json["cells"] as? [[String: Any]])
        #expect(cells.count == 2)
        for cell in cells {
            let audit = try #require(cell["audit"] as? [String: Any], "\(cell.keys)")
            #expect(audit["plans"] as? Int == 24)
            let duplicates = try #require(audit["duplicateFamilies"] as? [String: Int])
            #expect(Set(duplicates.keys) == ["plans", "exercises"] && duplicates["plans"]! <= duplicates["exercises"]!)
            let level = try #require(audit["levelFit"] as? [String: Int])
            #expect(Set(level.keys) == ["plans", "beginnerMove", "tooEasy", "tooHard"])
            #expect(audit["furniture"] is [String: Int])
            let formats = try #require(audit["formats"] as? [String: Int])
            #expect(formats.keys.contains("plansWithSuperset") && formats.keys.contains("plansWithCircuit"))
            let shares = try #require(audit["accessoryShares"] as? [[String: Any]])
            #expect(!shares.isEmpty && shares.count <= 10)
            let values = shares.compactMap { $0["share"] as? Double }
            #expect(values == values.sorted(by: >), "highest share first")
            #expect(shares.allSatisfy { ($0["splitDays"] as? Int ?? 0) >= 4 && $0["exerciseId"] is String })
            #expect(shares.allSatisfy { ($0["choices"] as? Int ?? 0) >= 1 }, "how many exercises do its job")
        }
    }

    @Test("the text says it in Portuguese and in English, and the CSV has a column per finding")
    func textAndCSV() async throws {
        try await withScratch { scratch in
            let portuguese = try await CLI.run(Self.arguments + ["--lang", "pt-BR"])
            expectSuccess(portuguese)
            #expect(portuguese.stdout.contains("O que um treinador cortaria, por combinação"))
            #expect(portuguese.stdout.contains("Acessórios mais frequentes"))
            let english = try await CLI.run(Self.arguments + ["--lang", "en"])
            expectSuccess(english)
            #expect(english.stdout.contains("What a coach would strike, per combination"))
            #expect(english.stdout.contains("Most frequent accessories"))
            #expect(english.stdout.contains(" of ") && english.stdout.contains(" to choose from)"))
            #expect(portuguese.stdout.contains(" para escolher)"))

            let csv = scratch.url("audit.csv")
            expectSuccess(try await CLI.run(Self.arguments + ["--csv", csv.path]))
            let lines = try String(contentsOf: csv, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let header = lines[0].split(separator: ",", omittingEmptySubsequences: false)
            #expect(Array(header.suffix(4)) == ["duplicates", "levelFit", "furniture", "formats"])
            let rows = lines.dropFirst().filter { !$0.isEmpty }
            #expect(rows.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == header.count })
            // The bodyweight combination of an advanced lifter: every level miss is "id:kind".
            let misses = rows.filter { $0.hasPrefix("bodyweight") }.flatMap {
                $0.split(separator: ",", omittingEmptySubsequences: false)[header.count - 3].split(separator: ";")
            }
            #expect(misses.allSatisfy { ["beginner-move", "too-easy", "too-hard"].contains($0.split(separator: ":").last ?? "") })
        }
    }
}
