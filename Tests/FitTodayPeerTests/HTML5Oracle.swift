import Foundation

/// html5lib's visible text for a batch of documents, from one run of Scripts/html5_visible_text.py, awaited with a
/// termination handler (no thread waits for it), and the comparable form of both sides.
enum HTML5Oracle {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let script = PeerFixtures.root.appendingPathComponent("Scripts/html5_visible_text.py").path

    /// One visible text per document, in order.
    static func visibleTexts(of documents: [String], python: String) async throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("html5-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("documents.jsonl")
        let output = folder.appendingPathComponent("texts.jsonl")
        let errors = folder.appendingPathComponent("stderr")
        let encoder = JSONEncoder()
        var lines = Data()
        for document in documents {
            lines.append(try encoder.encode(document))
            lines.append(0x0A)
        }
        try lines.write(to: input)
        try Data().write(to: errors)
        let stderr = try FileHandle(forWritingTo: errors)
        defer { try? stderr.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script, input.path, output.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                continuation.resume(returning: finished.terminationStatus)
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        guard status == 0 else {
            let message = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
            throw Failure(description: "the html5lib oracle exited \(status): \(message.suffix(2_000))")
        }
        let decoder = JSONDecoder()
        let texts = try Data(contentsOf: output).split(separator: 0x0A).map { try decoder.decode(String.self, from: $0) }
        guard texts.count == documents.count else {
            throw Failure(description: "the oracle answered \(texts.count) texts for \(documents.count) documents")
        }
        return texts
    }

    /// The sanitizer's text in the form compared with the oracle's: list markers at the start of a line taken off
    /// ("- ", "12. "), the defused "‹" back to "<", then as ``comparable(_:)``.
    static func comparable(sanitized text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var rest = line.drop { $0 == " " }
            if rest.hasPrefix("- ") { return rest.dropFirst(2) }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(". ") {
                rest = rest.dropFirst(digits.count + 2)
            } else if rest.hasPrefix("-"), !rest.dropFirst().prefix(while: { $0.isASCII && $0.isNumber }).isEmpty {
                let negative = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
                if rest.dropFirst(1 + negative.count).hasPrefix(". ") { rest = rest.dropFirst(negative.count + 3) }
            }
            return rest
        }
        return comparable(lines.joined(separator: "\n").replacingOccurrences(of: "\u{2039}", with: "<"))
    }

    /// The text without white space, control characters and invisible characters (zero-width, soft hyphen, BOM):
    /// layout does not count, every visible character does.
    static func comparable(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control { continue }
            switch scalar.value {
            case 0x200B...0x200D, 0x2060, 0xFEFF, 0x00AD: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
