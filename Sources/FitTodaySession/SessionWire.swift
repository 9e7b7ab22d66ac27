public import Foundation

/// The JSON of commands, replies, events and snapshots on every wire (CLI lines, HTTP, WebSocket): times as
/// ISO-8601 in UTC with milliseconds; `at` read with or without fractions.
public enum SessionWire {
    public static func encoder(pretty: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(format(date))
        }
        return encoder
    }

    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = parse(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO-8601 time")
            }
            return date
        }
        return decoder
    }

    private static let withFractions = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let whole = Date.ISO8601FormatStyle()

    public static func format(_ date: Date) -> String { withFractions.format(date) }

    public static func parse(_ text: String) -> Date? {
        (try? withFractions.parse(text)) ?? (try? whole.parse(text))
    }
}
