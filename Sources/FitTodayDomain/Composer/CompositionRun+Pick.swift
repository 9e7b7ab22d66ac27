extension CompositionRun {
    /// One chosen exercise.
    struct Pick {
        var position: Int
        /// Index of the blueprint slot it fills.
        var slot: Int
        var value: Int32
        var mainLift: Bool
        var kept: Bool
        var dose: TrainingRules.Prescription
        /// The sets the rules gave before the plan was fitted to the minutes.
        var baseSets: Int
        /// Added to meet the variation floor without dropping a kept main lift: the time fit keeps it and takes
        /// sets from the others to make room.
        var forced = false
    }
}
