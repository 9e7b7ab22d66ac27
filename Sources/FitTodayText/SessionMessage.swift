/// The words of live sessions (`session`, and the reasons a command is refused): in `PortugueseSessionTable` and
/// `EnglishSessionTable`, with `{1}`, `{2}`… placeholders like `Message`.
public enum SessionMessage: String, CaseIterable, Sendable {
    // Help
    case helpSessionAbstract, helpSessionDiscussion, helpStartAbstract, helpStartDiscussion, helpApplyAbstract
    case helpApplyDiscussion, helpStatusAbstract, helpEventsAbstract, helpAfter, helpSessionId, helpPlanId
    case valueRevision, valueSessionId, valuePlanId
    // Why a command was refused
    case reasonAlreadyActive, reasonNoActiveSession, reasonNotFound, reasonStaleRevision, reasonInvalidCommand
    case reasonInvalidValue, reasonSessionEnded, reasonBusy, reasonTimeout, reasonUnknown
    case lineNotJSON, lineNoCommandId, lineUnknownType, lineWrongType
    // Notes and text output
    case noSession, startedLine, startedNext, startRefused, notePlanMade
    case statusHeading, statusActive, statusPaused, statusFinished, statusDiscarded
    case statusElapsed, statusRest, statusRestPaused, statusSummary, statusEnergyMeasured, statusEnergyEstimated
    case statusRecord, setDone, setTodo, exerciseSkippedMark
    case eventLine, noEvents
    case recordHeaviest, recordReps, recordOneRepMax, recordVolume
    case eventStarted, eventSetDone, eventSetUndone, eventSetUpdated, eventSetAdded, eventCurrent, eventSkipped
    case eventSwapped, eventRestUntil, eventRestEnded, eventPaused, eventResumed, eventHealth, eventFinished
    case eventDiscarded
}
