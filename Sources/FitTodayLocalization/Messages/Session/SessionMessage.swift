/// The words of live sessions (`session`, and the reasons a command is refused): in `PortugueseSessionTable` and
/// `EnglishSessionTable`, with `{1}`, `{2}`… placeholders like `Message`.
public enum SessionMessage: String, CaseIterable, Sendable {
    // Help
    case sessionHelpSessionAbstract, sessionHelpSessionDiscussion, sessionHelpStartAbstract, sessionHelpStartDiscussion, sessionHelpApplyAbstract
    case sessionHelpApplyDiscussion, sessionHelpStatusAbstract, sessionHelpEventsAbstract, sessionHelpAfter, sessionHelpSessionId, sessionHelpPlanId
    case sessionValueRevision, sessionValueSessionId, sessionValuePlanId, sessionHelpTimeout, sessionValueSeconds, sessionTimeoutRange
    // Why a command was refused
    case sessionReasonAlreadyActive, sessionReasonNoActiveSession, sessionReasonNotFound, sessionReasonStaleRevision, sessionReasonInvalidCommand
    case sessionReasonInvalidValue, sessionReasonSessionEnded, sessionReasonBusy, sessionReasonTimeout, sessionReasonUnknown
    case sessionLineNotJSON, sessionLineNoCommandId, sessionLineUnknownType, sessionLineWrongType
    case sessionReasonCommandIdReused, sessionFieldTooLong, sessionFieldOutOfRange, sessionFieldNotText, sessionFieldNotADay
    // Notes and text output
    case sessionUnknownId, sessionNoSession, sessionStartedLine, sessionStartedNext, sessionStartRefused, sessionNotePlanMade
    case sessionStatusHeading, sessionStatusActive, sessionStatusPaused, sessionStatusFinished, sessionStatusDiscarded
    case sessionStatusElapsed, sessionStatusRest, sessionStatusRestPaused, sessionStatusSummary, sessionStatusEnergyMeasured, sessionStatusEnergyEstimated
    case sessionStatusRecord, sessionSetDone, sessionSetTodo, sessionExerciseSkippedMark
    case sessionEventLine, sessionNoEvents
    case sessionRecordHeaviest, sessionRecordReps, sessionRecordOneRepMax, sessionRecordVolume
    case sessionEventStarted, sessionEventSetDone, sessionEventSetUndone, sessionEventSetUpdated, sessionEventSetAdded, sessionEventCurrent, sessionEventSkipped
    case sessionEventSwapped, sessionEventRestUntil, sessionEventRestEnded, sessionEventPaused, sessionEventResumed, sessionEventHealth, sessionEventFinished
    case sessionEventDiscarded
}
