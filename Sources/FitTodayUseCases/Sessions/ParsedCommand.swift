public import FitTodaySession

/// What a `CommandBody` holds once parsed: a command to apply, or the refusal it earns as it is read (with the id
/// a reply may echo, and the words naming what is wrong).
public enum ParsedCommand: Sendable {
    case command(SessionCommand)
    case refused(commandId: String?, reason: SessionReason, message: String)
}
