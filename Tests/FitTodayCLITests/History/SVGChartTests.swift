@testable import FitTodayCLI
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The SVG charts parse as XML and carry the structure the report relies on.
struct SVGChartTests {
    @Test func histogramColumnsThresholdAndShares() throws {
        let counts = [0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 10, 15, 0, 0, 0, 0, 0]
        let svg = SVGChart.histogram(
            counts: counts, binWidth: 0.05, threshold: 0.6, thresholdLabel: "Limiar ≥ 60% <novo>", caption: "Planos & razão")
        let chart = try #require(MarkupDocument(svg))
        #expect(chart.elements.first?.name == "svg")
        #expect(chart.elements.first?.attributes["role"] == "img")
        #expect(chart.elements.first?.attributes["aria-label"] == "Planos & razão")

        let bins = chart.elements(named: "rect", class: "bin")
        try #require(bins.count == counts.count)
        #expect(bins.map { $0.attributes["data-count"] } == counts.map { String($0) })
        for (index, bin) in bins.enumerated() {
            #expect(bin.attributes["fill"] == (index >= 12 ? "#2f855a" : "#c05621"), "bin \(index)")
        }
        // Bin 13 holds 10 of 40 plans: its title and the text above it show the share.
        #expect(chart.children(of: bins[13]).first { $0.name == "title" }?.text == "65–70%: 10 (25%)")
        #expect(chart.allText.contains("(25%)"))
        #expect(chart.allText.contains("(2,5%)"))
        #expect(chart.allText.contains("(37,5%)"))
        #expect(chart.allText.contains("55%"))

        let lines = chart.elements(named: "line", class: "threshold")
        let line = try #require(lines.count == 1 ? lines.first : nil)
        #expect(line.attributes["data-threshold"] == "0.6")
        let x = try #require(line.double("x1"))
        let belowRight = try #require(bins[11].double("x")) + (try #require(bins[11].double("width")))
        let atLeft = try #require(bins[12].double("x"))
        #expect(x > belowRight && x <= atLeft, "threshold at \(x), bin 11 ends at \(belowRight), bin 12 starts at \(atLeft)")
        #expect(chart.elements(named: "text", class: "threshold-label").map(\.text) == ["Limiar ≥ 60% <novo>"])
        #expect(chart.elements(named: "text").first?.text == "Planos & razão")
    }

    @Test func histogramWithoutPlansStillParses() throws {
        let svg = SVGChart.histogram(counts: Array(repeating: 0, count: 20), binWidth: 0.05, threshold: 0.6, thresholdLabel: "t", caption: "c")
        let chart = try #require(MarkupDocument(svg))
        #expect(chart.elements(named: "rect", class: "bin").count == 20)
        #expect(chart.elements(named: "line", class: "threshold").count == 1)
    }

    @Test func barsWrapLongLabelsAndShowShares() throws {
        let long = (0..<12).map { "alpha\($0 % 10)ome" }.joined(separator: " ") + "s"
        try #require(long.count == 120)
        let svg = SVGChart.bars(labels: ["Short", long], values: [37, 263], total: 300, caption: "Músculos")
        let chart = try #require(MarkupDocument(svg))
        #expect(!svg.contains("…"))

        let labels = chart.elements(named: "text").map { text in
            chart.children(of: text).filter { $0.name == "tspan" }.map(\.text)
        }.filter { !$0.isEmpty }
        #expect(labels.count == 2)
        let wrapped = try #require(labels.first { $0.count > 1 })
        #expect(wrapped.joined(separator: " ") == long)
        #expect(wrapped.allSatisfy { $0.count <= 48 })

        let bars = chart.elements(named: "rect", class: "bar")
        #expect(bars.map { $0.attributes["data-value"] } == ["37", "263"])
        #expect(chart.children(of: bars[1]).first?.text == "\(long): 263 (87,7%)")
        #expect(chart.allText.contains("37 (12,3%)"))
        // The row with the wrapped label is taller, so the second bar sits lower than one plain row further down.
        let firstY = try #require(bars[0].double("y")), secondY = try #require(bars[1].double("y"))
        #expect(secondY - firstY > 20)
    }

    @Test func barsWithoutTotalShowPlainValues() throws {
        let chart = try #require(MarkupDocument(SVGChart.bars(labels: ["a", "b"], values: [3, 0], total: nil, caption: "c")))
        #expect(chart.allText.contains("3"))
        #expect(!chart.allText.contains("%"))
    }

    @Test func rangesHaveNoWordsOfTheirOwn() throws {
        let labels = ["chest", "back"], caption = "Weekly sets"
        let svg = SVGChart.ranges(
            labels: labels, values: [12.5, 20], ranges: [(min: 8, max: 16), (min: 10, max: 18)], caption: caption)
        let chart = try #require(MarkupDocument(svg))
        #expect(!svg.lowercased().contains("range"))
        #expect(chart.allText.contains("8–16"))
        #expect(chart.allText.contains("12,5 (8–16)"), "a decimal comma in pt-BR, the default")
        var leftover = chart.allText
        for word in labels + [caption] { leftover = leftover.replacingOccurrences(of: word, with: "") }
        #expect(!leftover.contains { $0.isLetter }, "\(leftover)")
    }
}
