// `fittoday-wger-bench throughput`: how fast HTMLSanitizer turns Wger's real descriptions into text, next to
// libxml2's parse alone (htmlReadMemory + xmlFreeDoc per text, the sanitizer's parse options, the same bytes).
//
// The texts: every non-empty `description` under results[].translations[] (or results[].exercises[] in older
// dumps) of exerciseinfo_fixtures.json and exerciseinfo_fixtures_legacy_2025-02.json, turned into UTF-8 byte
// arrays once, before any timing. Benchmarks/lxml-throughput.py reads the same texts for lxml's figure.
//
// Each round runs every text once through each engine, back to back (which goes first alternates), so that the
// two timings of a round see the same machine: on a shared machine speed drifts by tens of per cent within
// seconds. MB is 10^6 bytes of input HTML. Reported: the median MB/s of each engine over the rounds, the best
// round of each, and the median of the per-round ratios sanitizer/raw (steadier than the ratio of the medians).
// The raw loop parses the bytes as given; HTMLSanitizer first takes out white space that cannot change its text
// (see MarkupPrescan), so its own libxml2 parse does less work than the raw loop's.
// The last line is one JSON object for scripts (Scripts/benchmark-wger.sh).
import CLibXML2
import FitTodayWger
import FitTodayHTTP
import Foundation

private struct ThroughputError: Error, CustomStringConvertible {
    var description: String
}

private let descriptionFiles = ["exerciseinfo_fixtures.json", "exerciseinfo_fixtures_legacy_2025-02.json"]

/// Every non-empty description of `file`, tolerant of the two shapes of Wger's exerciseinfo dumps.
private func descriptions(in file: URL) throws -> [String] {
    guard let data = FileManager.default.contents(atPath: file.path) else {
        throw ThroughputError(description: "cannot read \(file.path)")
    }
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let results = root["results"] as? [[String: Any]]
    else {
        throw ThroughputError(description: "\(file.lastPathComponent) has no results array")
    }
    var texts: [String] = []
    for exercise in results {
        let translations =
            (exercise["translations"] as? [[String: Any]]) ?? (exercise["exercises"] as? [[String: Any]]) ?? []
        for translation in translations {
            if let text = translation["description"] as? String, !text.isEmpty { texts.append(text) }
        }
    }
    return texts
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

private func format(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

func runThroughput(dataDirectory: URL) throws {
    var texts: [[UInt8]] = []
    for file in descriptionFiles {
        texts += try descriptions(in: dataDirectory.appendingPathComponent(file)).map { Array($0.utf8) }
    }
    guard !texts.isEmpty else { throw ThroughputError(description: "no descriptions in \(dataDirectory.path)") }
    let totalBytes = texts.reduce(0) { $0 + $1.count }
    let megabytes = Double(totalBytes) / 1e6

    let sanitizer = HTMLSanitizer()
    LibXML2Parser.initializeOnce()
    let options = LibXML2Parser.parseOptions
    let rounds = 31
    let clock = ContinuousClock()

    var parsedNodes = 0
    func rawPass() {
        for text in texts {
            text.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { characters in
                    let size = Int32(characters.count)
                    if let document = fittoday_html_read_memory(characters.baseAddress, size, nil, "UTF-8", options) {
                        if document.pointee.children != nil { parsedNodes += 1 }
                        fittoday_xml_free_document(document)
                    }
                }
            }
        }
    }
    var outputBytes = 0
    func sanitizerPass() {
        for text in texts { outputBytes += sanitizer.plainText(fromHTML: text).utf8.count }
    }

    // Warm-up: caches, allocator, lazily loaded code.
    rawPass()
    sanitizerPass()
    let outputPerPass = outputBytes

    var raw: [Double] = []
    var sanitized: [Double] = []
    var ratios: [Double] = []
    for round in 0..<rounds {
        var rawTime = Duration.zero
        var sanitizerTime = Duration.zero
        if round % 2 == 0 {
            rawTime = clock.measure { rawPass() }
            sanitizerTime = clock.measure { sanitizerPass() }
        } else {
            sanitizerTime = clock.measure { sanitizerPass() }
            rawTime = clock.measure { rawPass() }
        }
        raw.append(megabytes / rawTime.seconds)
        sanitized.append(megabytes / sanitizerTime.seconds)
        ratios.append(rawTime.seconds / sanitizerTime.seconds)
    }
    precondition(parsedNodes > 0 && outputBytes > 0)

    let rawMedian = median(raw)
    let sanitizerMedian = median(sanitized)
    let ratio = median(ratios)
    let rawBest = raw.max()!
    let sanitizerBest = sanitized.max()!
    print("Wger descriptions: \(texts.count) texts, \(format(megabytes, 3)) MB of HTML", terminator: "")
    print(" -> \(outputPerPass) bytes of text")
    print("\(rounds) rounds, each engine once per round, back to back; MB/s = 10^6 bytes of input per second")
    print("")
    print("engine                                  median MB/s   best MB/s")
    print("raw libxml2 (htmlReadMemory+xmlFreeDoc)  \(pad(format(rawMedian, 1), 11))  \(pad(format(rawBest, 1), 10))")
    print("HTMLSanitizer                            \(pad(format(sanitizerMedian, 1), 11))", terminator: "")
    print("  \(pad(format(sanitizerBest, 1), 10))")
    print("ratio sanitizer/raw (median of rounds)   \(pad(format(ratio, 2), 11))")
    print("")
    print(
        "{\"bench\":\"wger-html-throughput\",\"texts\":\(texts.count),\"megabytes\":\(format(megabytes, 6)),"
            + "\"rounds\":\(rounds),"
            + "\"mbPerSecond\":{\"raw\":\(format(rawMedian, 2)),\"sanitizer\":\(format(sanitizerMedian, 2))},"
            + "\"bestMBPerSecond\":{\"raw\":\(format(rawBest, 2)),\"sanitizer\":\(format(sanitizerBest, 2))},"
            + "\"ratio\":{\"sanitizer/raw\":\(format(ratio, 3))}}"
    )
}

private func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}
