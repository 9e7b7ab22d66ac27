/// The words of `fittoday history` in English, FitToday's second language.
enum EnglishHistoryTable {
    static func text(_ message: HistoryMessage) -> String {
        switch message {
        case .historyAbstract: "Shows your workout history (the days, what was done, your personal records) and exports it."
        case .historyDiscussion: """
            History keeps one plan per day (generate's) and, once a session is finished, the workout done in its place: each set with reps, load and RPE, the duration, the volume, the energy and the rating. With no subcommand, runs list.
            """
        case .historyListAbstract: "Lists the days in history, newest first: trained or only planned."
        case .historyShowAbstract: "Shows one day's workout: each exercise with its sets as done (reps × load, RPE) or as planned."
        case .historyRecordsAbstract: "Shows each exercise's personal records: heaviest weight, estimated 1RM, best set volume and reps at the heaviest weight."
        case .historyExportAbstract: "Exports the workouts done for Strong, Hevy, Apple Health (HealthKit) or as JSON."
        case .historyExportDiscussion: """
            Only workouts finished in a session are exported, with the sets done; days that were only planned are left out. Numbers use a decimal point and loads stay in kg, in every language; exercise names follow --lang.

            FORMATS
              strong-csv      CSV with the columns of Strong's export (Set Order W = warm-up)
              hevy-csv        CSV with the columns of Hevy's export
              healthkit-json  workouts shaped like HealthKit's (traditionalStrengthTraining), the sets in metadata
              json            the workouts as FitToday plans, with their performance
            """
        case .historyHelpLimit: "How many days to show, newest first. Default: 20."
        case .historyHelpDay: "The day (YYYY-MM-DD or DD/MM/YYYY)."
        case .historyHelpFormat: "Format: strong-csv, hevy-csv, healthkit-json or json."
        case .historyHelpOut: "Write the export to this file (its folder must exist). Default: standard output."
        case .historyValueFormat: "format"

        case .historyDayInvalid: "'{1}' is not a real date: use YYYY-MM-DD or DD/MM/YYYY"
        case .historyLimitRange: "--limit must be at least 1 (got {1})"
        case .historyNothingOn: "no workout recorded on {1}; see the days with fittoday history list"
        case .historyEmpty: "the history is empty: generate a plan with fittoday generate and train it in a session"
        case .historyNoRecords: "no personal records yet: they appear once a session finishes with sets done"
        case .historyNothingToExport: "no workouts done to export (only workouts finished in a session are exported)"
        case .historyShowingRecent: "showing {1} of {2} days, the most recent; use --limit to see more"
        case .historyDayTrained: "{1} was already trained and the workout done stays in history: a new plan does not replace it; ask for another date's plan"
        case .historyDayTrainedAgain: "{1} was already trained and the workout done stays in history: another session does not replace it; train with another date's plan"
        case .historyDaySessionOpen: "a session is in progress on the plan of {1}: finish or discard it before asking for a new plan for that day"

        case .historyListTitle: "History — {1} day(s), {2} trained"
        case .historyColDate: "Date"
        case .historyColWorkout: "Workout"
        case .historyColState: "State"
        case .historyColExercises: "Exercises"
        case .historyColSets: "Sets"
        case .historyColVolume: "Volume (kg)"
        case .historyColDuration: "Duration (min)"
        case .historyColRating: "Rating"
        case .historyTrained: "trained"
        case .historyPlanned: "planned"
        case .historyRest: "rest"

        case .historyShowTitle: "Workout of {1} · {2} — {3}"
        case .historyShowNotTrained: "planned, not trained"
        case .historyShowTimes: "Start {1} · end {2} · duration {3} min · sets {4}/{5} · volume {6} kg"
        case .historyShowEnergy: "Energy: {1} kcal ({2})"
        case .historyEnergyMeasured: "measured"
        case .historyEnergyEstimated: "estimated"
        case .historyShowHeartRate: "heart rate average {1} bpm, highest {2} bpm"
        case .historyShowRating: "Rating: {1}/5"
        case .historyShowNotes: "Notes: {1}"
        case .historyColSet: "Set"
        case .historyColKind: "Type"
        case .historyColDone: "Done"
        case .historyColRPE: "RPE"
        case .historyColSuggested: "Suggested load"
        case .historyKindWarmup: "warm-up"
        case .historyKindNormal: "normal"
        case .historyKindDropset: "drop set"
        case .historyKindFailure: "to failure"
        case .historySetRepsWeight: "{1} × {2} kg"
        case .historySetReps: "{1} reps"
        case .historySetSecondsWeight: "{1} s × {2} kg"
        case .historySetMeters: "{1} m"
        case .historySetMetersWeight: "{1} m × {2} kg"
        case .historyKilograms: "{1} kg"

        case .historyRecordsTitle: "Personal records — {1} exercise(s)"
        case .historyColHeaviest: "Heaviest"
        case .historyColOneRepMax: "Est. 1RM"
        case .historyColSetVolume: "Best set (volume)"
        case .historyColRepsAtHeaviest: "Reps at heaviest"
        }
    }
}
