import FitTodayWger
import Foundation
import Testing

extension PeerSuites {
    /// The Wger sanitizer against an HTML5 parser (html5lib) on seeded random documents: the visible text must be
    /// the same, character for character, once white space is taken out (layout does not count; lost text and
    /// markup shown as text do).
    @Suite("Peer: Wger text as HTML5 reads it (html5lib)", .enabled(if: Peers.available("FITTODAY_PEER_HTML5LIB_PYTHON")))
    struct HTML5DifferentialTests {
        /// Fixed, so that every run checks the same documents; FITTODAY_HTML5_SEED picks others (to explore).
        static let seed: UInt64 = Peers.value("FITTODAY_HTML5_SEED").flatMap { UInt64($0) } ?? 0x5EED_2026_1125
        static let documentCount = 1_500

        @Test func randomDocumentsHaveTheVisibleTextOfHTML5() async throws {
            let python = try Peers.require(Peers.html5libPython, "FITTODAY_PEER_HTML5LIB_PYTHON")
            var random = SeededGenerator(seed: Self.seed)
            let documents = (0..<Self.documentCount).map { _ in RandomHTMLDocuments.document(&random) }
            let expected = try await HTML5Oracle.visibleTexts(of: documents, python: python)
            let sanitizer = HTMLSanitizer()
            var failures: [(index: Int, ours: String)] = []
            for (index, document) in documents.enumerated() {
                let ours = sanitizer.plainText(fromHTML: document)
                if HTML5Oracle.comparable(sanitized: ours) != HTML5Oracle.comparable(expected[index]) {
                    failures.append((index, ours))
                }
            }
            guard !failures.isEmpty else { return }
            let smallest = failures.sorted { documents[$0.index].utf8.count < documents[$1.index].utf8.count }.prefix(3)
            let shown = smallest.map { failure in
                """
                document \(failure.index): \(documents[failure.index].debugDescription)
                  sanitizer: \(failure.ours.debugDescription)
                  html5lib:  \(expected[failure.index].debugDescription)
                """
            }
            Issue.record(
                """
                \(failures.count) of \(documents.count) documents (seed \(Self.seed)) differ from html5lib; the smallest:
                \(shown.joined(separator: "\n"))
                """)
        }

        /// The oracle itself reads the named constructs the HTML5 way (so a broken oracle cannot pass the test above).
        @Test func theOracleReadsTheNamedConstructsTheHTML5Way() async throws {
            let python = try Peers.require(Peers.html5libPython, "FITTODAY_PEER_HTML5LIB_PYTHON")
            let cases: [(String, String)] = [
                ("a<!-->b", "ab"), ("a<!--->b", "ab"), ("a<![CDATA[x]]>b", "ab"), ("a<!bogus>b", "ab"),
                ("a</ x>b", "ab"), ("<p>a</p><script>x</script>b", "ab"),
            ]
            let texts = try await HTML5Oracle.visibleTexts(of: cases.map(\.0), python: python)
            #expect(texts.map { HTML5Oracle.comparable($0) } == cases.map(\.1))
        }
    }
}
