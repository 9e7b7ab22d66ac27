/// One catalog exercise, exactly as `Catalog/exercises/*.json` stores it.
public struct Exercise: Codable, Sendable, Hashable {
    /// Stable English slug; the identity used by history and the variation validator.
    public var id: String
    /// Display name in pt-BR.
    public var name: String
    public var nameEn: String
    public var aliases: [String]
    /// pt-BR description, 2 to 4 sentences.
    public var description: String
    public var primaryMuscles: [Muscle]
    public var secondaryMuscles: [Muscle]
    /// Every item is required; empty means bodyweight.
    public var equipment: [Equipment]
    public var category: ExerciseCategory
    public var mechanics: Mechanics
    public var pattern: MovementPattern
    public var level: Level
    public var rest: RestClass
    /// The matching Wger exercise, when there is one.
    public var wgerId: Int?

    public init(
        id: String, name: String, nameEn: String, aliases: [String] = [], description: String,
        primaryMuscles: [Muscle], secondaryMuscles: [Muscle] = [], equipment: [Equipment] = [],
        category: ExerciseCategory, mechanics: Mechanics, pattern: MovementPattern, level: Level,
        rest: RestClass, wgerId: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.nameEn = nameEn
        self.aliases = aliases
        self.description = description
        self.primaryMuscles = primaryMuscles
        self.secondaryMuscles = secondaryMuscles
        self.equipment = equipment
        self.category = category
        self.mechanics = mechanics
        self.pattern = pattern
        self.level = level
        self.rest = rest
        self.wgerId = wgerId
    }

    public func displayName(_ language: Language) -> String {
        language == .en ? nameEn : name
    }
}
