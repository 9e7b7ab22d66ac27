// Measurements of the Wger adapter on the real Wger files in ../shared/data/wger (never used by the tests):
//
//   fittoday-wger-bench throughput [DATA_DIR]   sanitizer MB/s next to the raw htmlReadMemory + xmlFreeDoc loop
//   fittoday-wger-bench language [DATA_DIR]     language-guard accuracy against the labels and the hand-checked mislabels
//
// DATA_DIR defaults to ../shared/data/wger beside the checkout.
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("fittoday-wger-bench: \(message)\n".utf8))
    exit(64)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let dataDirectory = arguments.count > 1
    ? URL(fileURLWithPath: arguments[1])
    : checkout.deletingLastPathComponent().appendingPathComponent("shared/data/wger")

do {
    switch arguments.first {
    case "throughput": try runThroughput(dataDirectory: dataDirectory)
    case "language": try runLanguageAccuracy(dataDirectory: dataDirectory)
    default: fail("usage: fittoday-wger-bench throughput|language [DATA_DIR]")
    }
} catch {
    fail("\(error)")
}
