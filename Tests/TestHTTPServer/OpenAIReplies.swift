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
