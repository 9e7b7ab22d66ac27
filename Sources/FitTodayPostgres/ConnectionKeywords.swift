/// libpq's other way of naming a database: `host=db.local port=5432 user=ana password='s3 cr' dbname=fit_today`.
/// Values may be single-quoted (with `\'` and `\\` inside); spaces may stand around `=`. Only the keywords a
/// location needs are known; any other is refused by name, never with the text around it.
enum ConnectionKeywords {
    static let known: Set<String> = ["host", "hostaddr", "port", "user", "password", "dbname", "sslmode"]

    enum Failure: Error, Equatable {
        /// Not `keyword=value` pairs (a value missing, a quote never closed).
        case malformed
        case unknownKeyword(String)
    }

    /// Whether `text` is meant as keyword pairs rather than a URL.
    static func looksLikeKeywords(_ text: String) -> Bool {
        !text.contains("://") && text.contains("=")
    }

    /// The pairs of `text`, later ones winning, as libpq reads them.
    static func parse(_ text: String) throws(Failure) -> [String: String] {
        var pairs: [String: String] = [:]
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard !rest.isEmpty else { return pairs }
            let keyword = rest.prefix { $0 != "=" && !$0.isWhitespace }
            rest = rest[keyword.endIndex...].drop { $0.isWhitespace }
            guard !keyword.isEmpty, rest.first == "=" else { throw .malformed }
            rest = rest.dropFirst().drop { $0.isWhitespace }
            let value = try readValue(&rest)
            let name = keyword.lowercased()
            guard known.contains(name) else { throw .unknownKeyword(String(keyword.prefix(40))) }
            pairs[name] = value
        }
    }

    /// One value: quoted up to its closing quote, else up to the next space; a backslash keeps the next character.
    private static func readValue(_ rest: inout Substring) throws(Failure) -> String {
        var value = ""
        let quoted = rest.first == "'"
        if quoted { rest = rest.dropFirst() }
        while let character = rest.first {
            if !quoted, character.isWhitespace { return value }
            rest = rest.dropFirst()
            if quoted, character == "'" { return value }
            if character == "\\" {
                guard let escaped = rest.first else { throw .malformed }
                value.append(escaped)
                rest = rest.dropFirst()
            } else {
                value.append(character)
            }
        }
        if quoted { throw .malformed }
        return value
    }
}
