/// A decoding path as people read it: `results[0].id`.
extension Collection where Element == any CodingKey {
    public var dottedPath: String {
        let text = map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return text.hasPrefix(".") ? String(text.dropFirst()) : text
    }
}
