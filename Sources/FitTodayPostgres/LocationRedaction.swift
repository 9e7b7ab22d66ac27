import Foundation

/// Hides the password in any text that may name a PostgreSQL database, whatever its form, so a location can be
/// shown back (in an error, a log line) even when it could not be read:
/// - `scheme://user:password@host…`: what stands between the user's colon and the last `@`;
/// - `user:password@host…` with no scheme: the same;
/// - `password=…` anywhere (libpq keyword pairs, a URL's query), any case, quoted or not: the value.
enum LocationRedaction {
    static let mask = "***"

    static func redact(_ text: String) -> String {
        maskPasswordValues(maskCredentials(text))
    }

    /// `user:secret@` → `user:***@`, with or without a scheme before it.
    private static func maskCredentials(_ text: String) -> String {
        let start = text.range(of: "://")?.upperBound ?? text.startIndex
        guard let at = text[start...].lastIndex(of: "@") else { return text }
        let credentials = text[start..<at]
        guard let colon = credentials.firstIndex(of: ":") else { return text }
        return String(text[..<text.index(after: colon)]) + mask + String(text[at...])
    }

    /// `password=secret`, `PASSWORD = 'se cret'`, `?password=secret&…` → `password=***`.
    private static func maskPasswordValues(_ text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let found = rest.range(of: "password", options: .caseInsensitive) {
            output += rest[..<found.upperBound]
            rest = rest[found.upperBound...]
            let spaced = rest.prefix { $0 == " " || $0 == "\t" }
            guard rest[spaced.endIndex...].first == "=" else { continue }
            output += spaced + "=" + mask
            rest = rest[rest.index(after: spaced.endIndex)...].drop { $0 == " " || $0 == "\t" }
            rest = dropValue(rest)
        }
        return output + rest
    }

    /// What follows a value: after its closing quote, else from the next space, `&` or `;`.
    private static func dropValue(_ rest: Substring) -> Substring {
        guard rest.first == "'" else { return rest.drop { !" \t&;".contains($0) } }
        var index = rest.index(after: rest.startIndex)
        while index < rest.endIndex {
            if rest[index] == "\\" {
                index = rest.index(after: index)
                if index < rest.endIndex { index = rest.index(after: index) }
                continue
            }
            if rest[index] == "'" { return rest[rest.index(after: index)...] }
            index = rest.index(after: index)
        }
        return rest[rest.endIndex...]
    }
}
