/// The words of the full-screen trainer (`train`): in `PortugueseTrainerTable` and `EnglishTrainerTable`, with
/// `{1}`, `{2}`… placeholders like `Message`.
public enum TrainerMessage: String, CaseIterable, Sendable {
    // Help and notes outside the screen
    case trainerHelpAbstract, trainerHelpDiscussion, trainerNeedsTerminal, trainerQuitNote
    case trainerFinishedNote, trainerDiscardedNote
    // The header and the current exercise
    case trainerRevision, trainerElapsed, trainerExercisePosition, trainerSetOf, trainerAllSetsDone
    /// A warm-up set, numbered apart from the working sets (which count from 1 after them).
    case trainerWarmupOf, trainerEditorWarmupTitle
    case trainerTargetReps, trainerTargetSeconds, trainerTargetMeters, trainerSuggestedWeight, trainerSetsDone, trainerNoSetsYet
    case trainerRest, trainerRestStopped, trainerRestOver, trainerPaused, trainerTooSmall
    // The list of exercises
    case trainerExercisesHeading, trainerExerciseRow, trainerExercisePending, trainerExerciseActive
    case trainerExerciseDone, trainerExerciseSkipped
    // Keys
    case trainerKeyComplete, trainerKeySkip, trainerKeySwap, trainerKeyPause, trainerKeyResume, trainerKeyRest
    case trainerKeySkipRest, trainerKeyAdjustRest, trainerKeyNavigate
    case trainerKeyUndo, trainerKeyFinish, trainerKeyQuit
    // The set editor
    case trainerEditorTitle, trainerEditorReps, trainerEditorSeconds, trainerEditorMeters, trainerEditorWeight
    case trainerEditorHelp
    // Swaps
    case trainerSwapTitle, trainerSwapHelp, trainerSwapNone
    // Finishing
    case trainerRatingPrompt, trainerRatingHelp, trainerSummaryTitle, trainerSummarySets, trainerSummaryExercises
    case trainerSummaryDuration, trainerSummaryVolume
    case trainerSummaryEnergy, trainerSummaryRating, trainerSummaryNoRating, trainerSummaryRecords
    case trainerSummaryNoRecords, trainerSummaryAnyKey
    // Notes on the status line
    case trainerNothingToUndo, trainerNoSetLeft, trainerFirstExercise, trainerLastExercise, trainerStoreBusy
}
