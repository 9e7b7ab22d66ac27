public import FitTodayDomain
public import FitTodayJSON

/// The strict output schema of a slot-bound plan: one required string property per asked slot (`slot1`…`slotN`),
/// its `enum` the slot's candidate ids, `additionalProperties: false`. Flat on purpose: OpenAI's strict mode and
/// llama.cpp's grammar both take it, and what the model writes is a handful of ids.
public enum SlotSchema {
    /// OpenAI's documented structured-output limits (the stricter, older figures), checked by the tests.
    public static let maxProperties = 100
    public static let maxNesting = 5
    public static let maxEnumValues = 500
    public static let maxEnumCharacters = 7_500

    /// `slot1`, `slot2`…: the key of the slot at `index` in the plan (fixed slots keep their number unused).
    public static func key(_ index: Int) -> String { "slot\(index + 1)" }

    public static func schema(_ binding: SlotBinding) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        var required: [JSONValue] = []
        for (index, slot) in binding.asked {
            properties[key(index)] = .object([
                "type": .string("string"),
                "enum": .array(slot.candidates.map(JSONValue.string)),
            ])
            required.append(.string(key(index)))
        }
        return .object([
            "type": .string("object"),
            "additionalProperties": .bool(false),
            "required": .array(required),
            "properties": .object(properties),
        ])
    }

    /// Completion tokens an answer needs: braces, keys, quotes and the longest id of each slot at about two
    /// characters a token, with room for the spaces a grammar allows.
    public static func completionTokens(_ binding: SlotBinding) -> Int {
        binding.asked.reduce(8) { total, entry in
            total + 10 + (entry.slot.candidates.map(\.count).max() ?? 0) / 2
        }
    }
}
