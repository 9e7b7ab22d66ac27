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
    /// The candidate ids a plan request's strict schema allows (`exerciseId`'s enum), in order.
    public var schemaExerciseIds: [String] {
        guard let body = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let format = body["response_format"] as? [String: Any],
            let wrapper = format["json_schema"] as? [String: Any], let schema = wrapper["schema"] as? [String: Any],
            let properties = schema["properties"] as? [String: Any],
            let exercises = properties["exercises"] as? [String: Any], let items = exercises["items"] as? [String: Any],
            let itemProperties = items["properties"] as? [String: Any],
            let exerciseId = itemProperties["exerciseId"] as? [String: Any], let ids = exerciseId["enum"] as? [String]
        else { return [] }
        return ids
    }

    /// The request's `seed`, if any.
    public var seed: UInt64? {
        guard let body = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return nil }
        return (body["seed"] as? NSNumber)?.uint64Value
    }
}

extension ScriptedServer.Reply {
    /// A plan answer in FitToday's schema naming `ids`, each 3 × 8–12 with 90 s rest.
    public static func plan(_ ids: [String], finishReason: String = "stop") -> ScriptedServer.Reply {
        let items = ids.map { #"{"exerciseId":"\#($0)","sets":3,"repsMin":8,"repsMax":12,"restSeconds":90}"# }
        return chatCompletion(content: #"{"exercises":[\#(items.joined(separator: ","))]}"#, finishReason: finishReason)
    }

    /// What a well-behaved strict-schema model would answer: the first `count` candidates of the request's schema.
    public static func planFromSchema(_ request: ScriptedServer.Recorded, count: Int = 5) -> ScriptedServer.Reply {
        plan(Array(request.schemaExerciseIds.prefix(count)))
    }
}
