import Foundation

extension ScriptedServer.Reply {
    /// A Chat Completions answer with one choice.
    public static func chatCompletion(
        content: String?, refusal: String? = nil, finishReason: String = "stop", promptTokens: Int = 120,
        completionTokens: Int = 40, requestId: String = "req_test", delay: Duration = .zero
    ) -> ScriptedServer.Reply {
        var message: [String: Any] = ["role": "assistant", "content": content ?? NSNull()]
        if let refusal { message["refusal"] = refusal }
        let body: [String: Any] = [
            "id": "chatcmpl-test", "object": "chat.completion", "created": 1_763_800_000, "model": "fake-model",
            "system_fingerprint": "fp_test",
            "choices": [["index": 0, "message": message, "finish_reason": finishReason]],
            "usage": [
                "prompt_tokens": promptTokens, "completion_tokens": completionTokens,
                "total_tokens": promptTokens + completionTokens,
            ],
        ]
        return json(serialize(body), headers: [("x-request-id", requestId)], delay: delay)
    }

    /// An error in OpenAI's shape; `code` may be a string, an integer or nil.
    public static func apiError(
        status: Int, code: Any? = nil, message: String = "error", headers: [(name: String, value: String)] = []
    ) -> ScriptedServer.Reply {
        let error: [String: Any] = [
            "message": message, "type": "test_error", "param": NSNull(), "code": code ?? NSNull(),
        ]
        return json(serialize(["error": error]), status: status, headers: headers)
    }

    private static func serialize(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

extension ScriptedServer.Recorded {
    /// The slots a plan request's strict schema asks for (`slot1`…), in slot order, each with its candidate ids.
    public var schemaSlots: [(key: String, ids: [String])] {
        guard let body = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let format = body["response_format"] as? [String: Any],
            let wrapper = format["json_schema"] as? [String: Any], let schema = wrapper["schema"] as? [String: Any],
            let properties = schema["properties"] as? [String: [String: Any]]
        else { return [] }
        let number = { (key: String) in Int(key.dropFirst(4)) ?? 0 }
        return properties.keys.sorted { number($0) < number($1) }.map { key in
            (key, properties[key]?["enum"] as? [String] ?? [])
        }
    }

    /// Every candidate id of the schema, slot after slot.
    public var schemaExerciseIds: [String] { schemaSlots.flatMap(\.ids) }

    /// The request's `seed`, if any.
    public var seed: UInt64? {
        guard let body = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return nil }
        return (body["seed"] as? NSNumber)?.uint64Value
    }
}

extension ScriptedServer.Reply {
    /// A slot answer (`{"slot1":"id",…}`) with these keys and ids, in this order.
    public static func slots(_ answer: [(key: String, id: String)], finishReason: String = "stop") -> ScriptedServer.Reply {
        let members = answer.map { #""\#($0.key)":"\#($0.id)""# }
        return chatCompletion(content: "{" + members.joined(separator: ",") + "}", finishReason: finishReason)
    }

    /// What a well-behaved strict-schema model would answer: each slot's `choice`-th candidate (its last when it
    /// has fewer).
    public static func planFromSchema(_ request: ScriptedServer.Recorded, choice: Int = 0) -> ScriptedServer.Reply {
        slots(request.schemaSlots.map { ($0.key, $0.ids[min(choice, $0.ids.count - 1)]) })
    }
}

extension ScriptedServer.Reply {
    /// The forms a careless or hostile server might echo a secret in: whole, upper-cased, a run of it inside a
    /// longer word, every byte percent-encoded.
    public static func echoes(of secret: String) -> [String] {
        let middle = secret.dropFirst(secret.count / 3).prefix(14)
        let encoded = secret.utf8.map { String(format: "%%%02X", $0) }.joined()
        return [secret, secret.uppercased(), "id_\(middle)_tail", encoded]
    }

    /// An error in OpenAI's shape that carries `secret` in every field (`message`, `type`, `param`, `code`) and in
    /// its headers (`x-request-id` and others).
    public static func apiErrorEchoing(_ secret: String, status: Int = 400) -> ScriptedServer.Reply {
        let forms = echoes(of: secret)
        let error: [String: Any] = [
            "message": "Incorrect API key provided: " + forms.joined(separator: " / "), "type": "type_\(secret)",
            "param": forms[2], "code": secret,
        ]
        let headers = [("x-request-id", "req_\(secret)"), ("openai-organization", forms[3]), ("x-trace", forms[1])]
        return json(serialize(["error": error]), status: status, headers: headers)
    }

    /// A completion whose metadata (`id`, `model`, `system_fingerprint`, `x-request-id`) carries `secret`.
    public static func chatCompletionEchoing(_ secret: String, content: String) -> ScriptedServer.Reply {
        let body: [String: Any] = [
            "id": "chatcmpl-\(secret)", "object": "chat.completion", "model": "model-\(secret)",
            "system_fingerprint": echoes(of: secret)[2],
            "choices": [["index": 0, "message": ["role": "assistant", "content": content], "finish_reason": "stop"]],
            "usage": ["prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15],
        ]
        return json(serialize(body), headers: [("x-request-id", echoes(of: secret)[3])])
    }
}

/// Whether `text` holds `secret`, or ten characters of it in a row, in any case, as it is or percent-decoded.
public func leaksSecret(_ secret: String, in text: String) -> Bool {
    let needle = Array(secret.lowercased())
    let runs = needle.count < 10 ? [String(needle)] : (0...(needle.count - 10)).map { String(needle[$0..<($0 + 10)]) }
    return [text, text.removingPercentEncoding ?? ""].contains { candidate in
        let haystack = candidate.lowercased()
        return runs.contains { haystack.contains($0) }
    }
}
