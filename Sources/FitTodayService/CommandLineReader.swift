public import FitTodaySession
import FitTodayText
public import Foundation

/// Turns one input line into a command, or into the refusal it earns: not JSON or no `commandId` →
/// `invalidCommand` (not remembered: there is no id); an unknown `type` → `invalidCommand`; a field of the wrong
/// type → `invalidValue` (both remembered under the id). Unknown fields are ignored.
public enum CommandLineReader {
    public enum Outcome: Sendable {
        case command(SessionCommand)
        case refused(commandId: String?, reason: SessionReason, message: String)
    }

    public static func read(_ line: String) -> Outcome {
        let data = Data(line.utf8)
        return read(data, object: object(in: data))
    }

    /// The JSON object `data` holds, if it is one.
    public static func object(in data: Data) -> [String: Any]? {
        try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    /// `data` read as a command, when the caller has already parsed it into `object` (`object(in:)`).
    public static func read(_ data: Data, object: [String: Any]?) -> Outcome {
        guard let object else {
            return .refused(commandId: nil, reason: .invalidCommand, message: say(.sessionLineNotJSON))
        }
        guard let commandId = object["commandId"] as? String, !commandId.isEmpty else {
            return .refused(commandId: nil, reason: .invalidCommand, message: say(.sessionLineNoCommandId))
        }
        guard let type = object["type"] as? String, SessionCommand.Kind(rawValue: type) != nil else {
            let shown = (object["type"]).map { "\($0)" } ?? "—"
            return .refused(commandId: commandId, reason: .invalidCommand, message: say(.sessionLineUnknownType, shown))
        }
        do {
            return .command(try decoder.decode(SessionCommand.self, from: data))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.dataCorrupted(context),
                let DecodingError.valueNotFound(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            return .refused(commandId: commandId, reason: .invalidValue, message: say(.sessionLineWrongType, field))
        } catch {
            return .refused(commandId: commandId, reason: .invalidCommand, message: say(.sessionReasonInvalidCommand))
        }
    }

    /// The `commandId` of a line, when it has one.
    public static func commandId(in line: String) -> String? {
        object(in: Data(line.utf8))?["commandId"] as? String
    }

    /// One decoder for every line (a decoder's options are only read while it decodes).
    private static let decoder = SessionWire.decoder()
}
