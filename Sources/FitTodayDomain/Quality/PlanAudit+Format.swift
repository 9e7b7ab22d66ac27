extension PlannedExercise {
    /// The superset or circuit this exercise belongs to, as the plan JSON's `format` ("superset", "circuit") and
    /// `group` (the same integer for every exercise of one group) say; nil for a straight-sets exercise. The only
    /// place the audit reads those two fields.
    var auditGrouping: (format: String, group: Int)? {
        format.map { ($0.rawValue, group ?? 0) }
    }
}
