import FitTodayJSON
public import FitTodaySession
import FitTodayLocalization
public import Foundation

/// One session command as it arrives (a `session apply` line, an HTTP body, a WebSocket message), parsed once:
/// strict JSON (RFC 8259: no trailing comma, no member named twice, as `StrictJSON` checks) read into a value, and
/// that value read into the engine's `SessionCommand` (`CommandJSON`) or into the refusal it earns (`parsed`).
/// The two members every entry point looks at beside the command (the id, for a refusal's reply; the type, for
/// the metrics) are kept from the same parse. Nothing reads the text again.
public struct CommandBody: Sendable {
    /// Whether the body is strict JSON of any kind (a bare value included).
    public let isJSON: Bool
    /// Whether it is a JSON object.
    public let isObject: Bool
    /// The `commandId` member, when it is text (valid or not).
    public let commandId: String?
    /// The `type` member as written, when it is text; `typeShown` for any other value.
    let type: String?
    let typeShown: String?
    /// The command, or the refusal the body earns.
    public let parsed: ParsedCommand

    public init(_ data: Data) {
        let value = try? JSONValue.parse(data, uniqueNames: true)
        isJSON = value != nil
        guard case .object(let members)? = value else {
            (isObject, commandId, type, typeShown) = (false, nil, nil, nil)
            parsed = .refused(commandId: nil, reason: .invalidCommand, message: say(.sessionLineNotJSON))
            return
        }
        isObject = true
        if case .string(let id)? = members["commandId"] { commandId = id } else { commandId = nil }
        if case .string(let text)? = members["type"] { type = text } else { type = nil }
        typeShown = members["type"].map(Self.shown)
        parsed = Self.parse(members, commandId: commandId, type: type, typeShown: typeShown)
    }

    public init(text: String) {
        self.init(Data(text.utf8))
    }

    /// The command's `type` when it is one we know, for the metrics; else "invalid".
    public var knownType: String {
        guard let type, SessionCommand.Kind(rawValue: type) != nil else { return "invalid" }
        return type
    }

    /// The `commandId` when it is a valid one: the id a refusal may echo.
    public var validCommandId: String? {
        commandId.flatMap { CommandLimits.idFault($0) == nil ? $0 : nil }
    }

    /// The members read as a command, in a fixed order of checks: no `commandId` → `invalidCommand` without an id;
    /// a `commandId` too long or holding a control character → `invalidValue` without the id; an unknown `type` →
    /// `invalidCommand`; a field of the wrong type or out of its bounds (`CommandLimits`) → `invalidValue`, naming
    /// the field. None of these refusals is stored: the same body always earns the same one, and a corrected body
    /// may use the same id. Unknown fields are ignored.
    private static func parse(_ members: [String: JSONValue], commandId: String?, type: String?, typeShown: String?)
        -> ParsedCommand
    {
        guard let commandId, !commandId.isEmpty else {
            return .refused(commandId: nil, reason: .invalidCommand, message: say(.sessionLineNoCommandId))
        }
        if let fault = CommandLimits.idFault(commandId) {
            return .refused(commandId: nil, reason: .invalidValue, message: explain(fault))
        }
        guard let type, SessionCommand.Kind(rawValue: type) != nil else {
            return .refused(commandId: commandId, reason: .invalidCommand, message: say(.sessionLineUnknownType, typeShown ?? "—"))
        }
        let command: SessionCommand
        do {
            command = try CommandJSON.command(from: members)
        } catch {
            return switch error {
            case .wrongType(let field):
                .refused(commandId: commandId, reason: .invalidValue, message: say(.sessionLineWrongType, field))
            case .missing:
                .refused(commandId: commandId, reason: .invalidCommand, message: say(.sessionReasonInvalidCommand))
            }
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

    /// A value as the refusal shows it: text as it is, at most 40 characters; anything else as JSON.
    private static func shown(_ value: JSONValue) -> String {
        let text: String = if case .string(let string) = value { string } else { value.jsonText }
        return text.unicodeScalars.count > 40 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "…" : text
    }
}
