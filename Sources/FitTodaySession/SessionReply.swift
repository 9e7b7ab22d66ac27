/// Why a command was refused. The words for people come from the message table of the layer that shows them.
public enum SessionReason: String, Sendable, Codable, CaseIterable, Error {
    case alreadyActive, noActiveSession, notFound, staleRevision, invalidCommand, invalidValue, sessionEnded
    case busy, timeout, unknown
    /// The command id was already used for a command with another content: not applied, not remembered.
    case commandIdReused
}

/// The answer to one command: its events when applied, its reason when refused. Remembered under the command's id,
/// so a repeated command gets the same answer and changes nothing.
public struct SessionReply: Sendable, Equatable, Codable {
    public var commandId: String?
    public var ok: Bool
    /// The session's revision after the command (unchanged when refused; 0 with no session).
    public var revision: Int
    public var events: [SessionEvent]?
    public var reasonCode: SessionReason?
    /// The session concerned: the active one for `alreadyActive`, the new one for `start`.
    public var sessionId: String?

    public static func applied(_ commandId: String, revision: Int, events: [SessionEvent], sessionId: String) -> SessionReply {
        SessionReply(commandId: commandId, ok: true, revision: revision, events: events, reasonCode: nil, sessionId: sessionId)
    }

    public static func refused(_ commandId: String?, _ reason: SessionReason, revision: Int, sessionId: String? = nil) -> SessionReply {
        SessionReply(commandId: commandId, ok: false, revision: revision, events: nil, reasonCode: reason, sessionId: sessionId)
    }
}
