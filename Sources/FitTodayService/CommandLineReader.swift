public import FitTodaySession
import FitTodayJSON
import FitTodayText
public import Foundation

/// Turns one input line (a CLI line, an HTTP body, a WebSocket message) into a command, or into the refusal it
/// earns: not strict JSON (RFC 8259: no trailing comma, no member named twice) or no `commandId` →
/// `invalidCommand` without an id; a `commandId` that is too long or holds a control character → `invalidValue`
/// without the id; an unknown `type` → `invalidCommand`; a field of the wrong type or out of its bounds
/// (`CommandLimits`) → `invalidValue`, naming the field. None of these refusals is stored: the same body always
/// earns the same one, and a corrected body may use the same id. Unknown fields are ignored.
public enum CommandLineReader {
    public enum Outcome: Sendable {
        case command(SessionCommand)
        case refused(commandId: String?, reason: SessionReason, message: String)
    }

    /// A body read once as strict JSON: its bytes, and the two members every caller looks at before the command
    /// itself (the id, for retries; the type, for the metrics).
    public struct Body: Sendable {
        public let data: Data
        /// Whether the body is strict JSON of any kind (a bare value included).
        public let isJSON: Bool
        /// Whether it is a JSON object.
        public let isObject: Bool
        public let commandId: String?
        /// The `type` member as written, when it is text; `typeShown` for any other value.
        let type: String?
        let typeShown: String?

        public init(_ data: Data) {
            self.data = data
            let value = try? JSONValue.parse(data, uniqueNames: true)  // as `StrictJSON` checks
            isJSON = value != nil
            guard case .object(let members)? = value else {
                (isObject, commandId, type, typeShown) = (false, nil, nil, nil)
                return
            }
            isObject = true
            if case .string(let id)? = members["commandId"] { commandId = id } else { commandId = nil }
            if case .string(let text)? = members["type"] { type = text } else { type = nil }
            typeShown = members["type"].map(Self.shown)
        }

        /// The command's `type` when it is one we know, for the metrics; else "invalid".
        public var knownType: String {
            guard let type, SessionCommand.Kind(rawValue: type) != nil else { return "invalid" }
            return type
        }

        /// A value as the refusal shows it: text as it is, at most 40 characters; anything else as JSON.
        private static func shown(_ value: JSONValue) -> String {
            let text: String = if case .string(let string) = value { string } else { value.jsonText }
            return text.unicodeScalars.count > 40 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "…" : text
        }
    }

    public static func read(_ line: String) -> Outcome {
        read(Body(Data(line.utf8)))
    }

    /// A body already read (`Body`) as a command.
    public static func read(_ body: Body) -> Outcome {
        guard body.isObject else {
            return .refused(commandId: nil, reason: .invalidCommand, message: say(.sessionLineNotJSON))
        }
        guard let commandId = body.commandId, !commandId.isEmpty else {
            return .refused(commandId: nil, reason: .invalidCommand, message: say(.sessionLineNoCommandId))
        }
        if let fault = CommandLimits.idFault(commandId) {
            return .refused(commandId: nil, reason: .invalidValue, message: explain(fault))
        }
        guard let type = body.type, SessionCommand.Kind(rawValue: type) != nil else {
            return .refused(commandId: commandId, reason: .invalidCommand, message: say(.sessionLineUnknownType, body.typeShown ?? "—"))
        }
        let command: SessionCommand
        do {
            command = try decoder.decode(SessionCommand.self, from: body.data)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.dataCorrupted(context),
                let DecodingError.valueNotFound(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            return .refused(commandId: commandId, reason: .invalidValue, message: say(.sessionLineWrongType, field))
        } catch {
            return .refused(commandId: commandId, reason: .invalidCommand, message: say(.sessionReasonInvalidCommand))
        }
        if let fault = CommandLimits.fault(in: command) {
            return .refused(commandId: commandId, reason: .invalidValue, message: explain(fault))
        }
        return .command(command)
    }

    /// The words of a field out of its bounds, naming the field and the limit.
    public static func explain(_ fault: CommandLimits.Fault) -> String {
        switch fault.limit {
        case .length(let max): say(.sessionFieldTooLong, fault.field, String(max))
        case .range(let lower, let upper): say(.sessionFieldOutOfRange, fault.field, lower, upper)
        case .format: fault.field == "date" ? say(.sessionFieldNotADay, fault.field) : say(.sessionFieldNotText, fault.field)
        }
    }

    /// The `commandId` of a line, when it has a valid one.
    public static func commandId(in line: String) -> String? {
        Body(Data(line.utf8)).commandId.flatMap { CommandLimits.idFault($0) == nil ? $0 : nil }
    }

    /// One decoder for every line (a decoder's options are only read while it decodes).
    private static let decoder = SessionWire.decoder()
}
