/// A human-facing message of `fittoday history`. Its words are in `PortugueseHistoryTable` and
/// `EnglishHistoryTable`; `{1}`, `{2}`… are filled by the caller, in order. Every case starts with `history`, so
/// `say(.historyX)` never reads as a `Message` (or another command's table) with the same name.
public enum HistoryMessage: String, CaseIterable, Sendable {
    // Help: the command group, its subcommands, their options and value names
    case historyAbstract, historyDiscussion, historyListAbstract, historyShowAbstract, historyRecordsAbstract
    case historyExportAbstract, historyExportDiscussion
    case historyHelpLimit, historyHelpDay, historyHelpFormat, historyHelpOut, historyValueFormat

    // Errors and notes on stderr
    case historyDayInvalid, historyLimitRange, historyNothingOn, historyEmpty, historyNoRecords
    case historyNothingToExport, historyShowingRecent
    // A plan asked for a day already trained, or for a day whose plan is being trained
    case historyDayTrained, historyDaySessionOpen, historyDayTrainedAgain

    // list
    case historyListTitle, historyColDate, historyColWorkout, historyColState, historyColExercises, historyColSets
    case historyColVolume, historyColDuration, historyColRating, historyTrained, historyPlanned,
        historyRest

    // show
    case historyShowTitle, historyShowNotTrained, historyShowTimes, historyShowEnergy, historyEnergyMeasured
    case historyEnergyEstimated, historyShowHeartRate, historyShowRating, historyShowNotes
    case historyColSet, historyColKind, historyColDone, historyColRPE, historyColSuggested
    case historyKindWarmup, historyKindNormal, historyKindDropset, historyKindFailure
    case historySetRepsWeight, historySetReps, historySetSecondsWeight, historySetMeters, historySetMetersWeight
    case historyKilograms

    // records
    case historyRecordsTitle, historyColHeaviest, historyColOneRepMax, historyColSetVolume, historyColRepsAtHeaviest
}
