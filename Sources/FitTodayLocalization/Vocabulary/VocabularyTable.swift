import FitTodayDomain

/// One language's vocabulary: a name for every value of every closed vocabulary, and extra typed forms.
protocol VocabularyTable {
    static func muscle(_ value: Muscle) -> String
    static func equipment(_ value: Equipment) -> String
    static func split(_ value: Split) -> String
    static func pattern(_ value: MovementPattern) -> String
    static func level(_ value: Level) -> String
    static func mechanics(_ value: Mechanics) -> String
    static func rest(_ value: RestClass) -> String
    static func category(_ value: ExerciseCategory) -> String
    static func tier(_ value: Tier) -> String
    static func role(_ value: ExerciseRole) -> String
    static func energy(_ value: Energy) -> String
    static func goal(_ value: Goal) -> String
    static func group(_ value: TrainingGroup) -> String
    static func mediaKind(_ value: ExerciseMedia.Kind) -> String
    static func language(_ value: Language) -> String
    static func profile(_ id: String) -> String?
    static func aliases(_ kind: ValueKind) -> [String: [String]]
}
