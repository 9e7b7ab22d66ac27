import Foundation
import Testing

/// What live streams carry, read for expectations: SSE `revision` messages and WebSocket JSON texts.
public enum LiveMessages {
    /// The revisions of a stream's `revision` messages, with their event ids.
    public static func revisions(_ messages: [SSEReader.Message]) -> [(Int, [String])] {
        messages.filter { $0.event == "revision" }.compactMap { message in
            guard let object = try? JSONSerialization.jsonObject(with: Data(message.data.utf8)) as? [String: Any],
                  let revision = object["revision"] as? Int, let events = object["events"] as? [[String: Any]]
            else { return nil }
            #expect(message.id == String(revision))
            return (revision, events.compactMap { $0["eventId"] as? String })
        }
    }

    public static func objects(_ texts: [String]) -> [[String: Any]] {
        texts.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }
}
