import FitTodayHTTP
import Foundation

/// The one gate every string from an upstream server passes before the client hands it on: error messages,
/// codes, request ids, headers, model names, refusals and the answer itself. A server (or a proxy in front of it)
/// may echo the API key anywhere, whole or in part, so the gate removes:
/// - every word that shares `fragmentLength` characters in a row with the key (any case, percent-encoded or not);
///   a key shorter than that only as a whole word;
/// - every key-shaped word (`sk-…`, masked or not), wherever it comes from.
///
/// One-line fields also lose their control characters and are cut to a length of their own; the answer keeps its
/// lines (the plan decoder reads it) and is only cut when it is far beyond what any plan needs.
struct UpstreamScrubber: Sendable {
    /// The shortest run of the key's characters that counts as a leak.
    static let fragmentLength = 10
    /// What a removed word becomes.
    static let mask = "[redacted]"

    /// Lengths kept of each field, in characters.
    enum Limit {
        static let message = 300
        static let code = 64
        static let requestId = 128
        static let model = 100
        static let finishReason = 32
        static let content = 65_536
    }

    private let key: [UInt8]
    private let windows: Set<ArraySlice<UInt8>>

    init(key: APIKey?) {
        let bytes = Array((key?.value ?? "").utf8.map(Self.lowercased))
        self.key = bytes
        var windows = Set<ArraySlice<UInt8>>()
        if bytes.count >= Self.fragmentLength {
            for start in 0...(bytes.count - Self.fragmentLength) {
                windows.insert(bytes[start..<(start + Self.fragmentLength)])
            }
        }
        self.windows = windows
    }

    /// A one-line field: secrets removed, control characters turned into spaces, at most `limit` characters.
    func line(_ text: String, limit: Int) -> String {
        let flat = String(
            String.UnicodeScalarView(
                scrub(text).unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
        return flat.count > limit ? String(flat.prefix(limit - 1)) + "…" : flat
    }

    func line(_ text: String?, limit: Int) -> String? { text.map { line($0, limit: limit) } }

    /// A multi-line text (the model's answer): secrets removed, at most `limit` characters.
    func text(_ text: String?, limit: Int = Limit.content) -> String? {
        guard let text else { return nil }
        let clean = scrub(text)
        return clean.count > limit ? String(clean.prefix(limit)) : clean
    }

    /// A transport failure with its texts (a host, libcurl's detail) through the same gate.
    func error(_ error: HTTPError) -> HTTPError {
        switch error {
        case .invalidURL(let url): .invalidURL(line(url, limit: Limit.message))
        case .insecureURL(let host): .insecureURL(host: line(host, limit: Limit.message))
        case .timedOut(let host): .timedOut(host: line(host, limit: Limit.message))
        case .connectionFailed(let host, let detail):
            .connectionFailed(host: line(host, limit: Limit.message), detail: line(detail, limit: Limit.message))
        case .cancelled: .cancelled
        case .transfer(let host, let detail):
            .transfer(host: line(host, limit: Limit.message), detail: line(detail, limit: Limit.message))
        }
    }

    /// `text` with every secret-bearing word replaced by the mask; everything else byte for byte.
    func scrub(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard Self.isWordByte(bytes[index]) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
            let word = bytes[index..<end]
            if leaks(word) {
                output.append(contentsOf: Self.mask.utf8)
            } else {
                output.append(contentsOf: word)
            }
            index = end
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether a word carries the key (or a run of it), or looks like a key.
    private func leaks(_ word: ArraySlice<UInt8>) -> Bool {
        let lower = word.map(Self.lowercased)
        if Self.isKeyShaped(lower) { return true }
        if carriesKey(lower[...]) { return true }
        guard lower.contains(UInt8(ascii: "%")), let decoded = String(decoding: lower, as: UTF8.self).removingPercentEncoding
        else { return false }
        let decodedBytes = decoded.utf8.map(Self.lowercased)
        return Self.isKeyShaped(decodedBytes) || carriesKey(decodedBytes[...])
    }

    private func carriesKey(_ word: ArraySlice<UInt8>) -> Bool {
        guard !key.isEmpty else { return false }
        if windows.isEmpty { return word.elementsEqual(key) || containsWhole(word) }
        guard word.count >= Self.fragmentLength else { return false }
        var start = word.startIndex
        while start + Self.fragmentLength <= word.endIndex {
            if windows.contains(word[start..<(start + Self.fragmentLength)]) { return true }
            start += 1
        }
        return false
    }

    /// A short key inside a longer word, bounded by punctuation (`Bearer:abc`, `key=abc`).
    private func containsWhole(_ word: ArraySlice<UInt8>) -> Bool {
        var start = word.startIndex
        while start + key.count <= word.endIndex {
            let end = start + key.count
            if word[start..<end].elementsEqual(key),
                start == word.startIndex || !Self.isAlphanumeric(word[start - 1]),
                end == word.endIndex || !Self.isAlphanumeric(word[end])
            {
                return true
            }
            start += 1
        }
        return false
    }

    /// `sk-` followed by at least four key characters, at the start of the word or after punctuation.
    private static func isKeyShaped(_ word: [UInt8]) -> Bool {
        let marker = Array("sk-".utf8)
        var start = 0
        while start + marker.count + 4 <= word.count {
            if word[start..<(start + marker.count)].elementsEqual(marker), start == 0 || !isAlphanumeric(word[start - 1]) {
                return true
            }
            start += 1
        }
        return false
    }

    /// Letters, digits and the punctuation keys, tokens and their encodings are made of; anything else ends a word.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte >= 0x80 || "-_.*~+/=%:@".utf8.contains(byte)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
