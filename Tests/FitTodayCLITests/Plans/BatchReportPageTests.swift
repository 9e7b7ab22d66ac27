import Foundation
import FitTodayTestSupport
import Testing

@Suite("the batch report says what it measured, in its language")
struct BatchReportPageTests {
    static let arguments = [
        "batch", "--count", "30", "--profile", "full-gym,bodyweight", "--goal", "strength", "--level", "advanced",
        "--energy", "tired", "--minutes", "50", "--date", "2026-01-01", "--seed", "2",
    ]

    static let languages: [(lang: String, headers: [String], values: [String], thresholdLabel: String)] = [
        ("pt-BR", ["perfil", "nível", "objetivo", "energia", "min"],
         ["academia completa", "peso corporal", "avançado", "força", "cansado"], "mínimo 60%"),
        ("en", ["profile", "level", "goal", "energy", "min"], ["full gym", "bodyweight", "advanced", "strength", "tired"],
         "minimum 60%"),
    ]

    @Test("labels, combination inputs, a fine histogram with the threshold marked, shares beside counts",
          arguments: [0, 1])
    func page(_ index: Int) async throws {
        let (lang, headers, values, thresholdLabel) = Self.languages[index]
        try await withScratch { scratch in
            let path = scratch.url("report.html").path
            let result = try await CLI.run(Self.arguments + ["--report", path, "--lang", lang])
            expectSuccess(result)
            let page = try #require(MarkupDocument(try String(contentsOfFile: path, encoding: .utf8)), "the page is well-formed")
            #expect(page.elements(named: "html").first?.attributes["lang"] == lang)
            let tableHeaders = page.elements(named: "th").map(\.text)
            for header in headers { #expect(tableHeaders.contains(header), "\(lang): header \(header) in \(tableHeaders)") }
            let cells = page.elements(named: "td").map(\.text)
            for value in values { #expect(cells.contains(value), "\(lang): cell \(value)") }
            #expect(cells.contains("50"), "the minutes of each combination")

            let bins = page.elements(named: "rect", class: "bin")
            #expect(bins.count == 20, "bins of 5 %")
            let counts = bins.compactMap { $0.attributes["data-count"].flatMap(Int.init) }
            #expect(counts.reduce(0, +) == 60)
            let threshold = try #require(page.elements(named: "line", class: "threshold").first)
            #expect(threshold.attributes["data-threshold"] == "0.6")
            #expect(page.elements(named: "text", class: "threshold-label").map(\.text) == [thresholdLabel])
            // Shares beside counts: every column label with a count carries its percentage.
            let labels = page.elements(named: "text", class: "count")
            #expect(!labels.isEmpty && labels.allSatisfy { label in
                page.children(of: label).contains { $0.text.hasSuffix("%)") } || label.text.hasSuffix("%)")
            }, "\(labels.map(\.text))")
            #expect(!page.allText.contains("…"), "long names are wrapped, not cut")
        }
    }
}
