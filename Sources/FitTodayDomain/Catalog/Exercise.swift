/// One catalog exercise, as `Catalog/exercises/*.json` stores it, plus what the Wger overlay adds at load time
/// (English description, media, attribution).
public struct Exercise: Sendable, Hashable {
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
    /// Besides `equipment`, at least one of these carries the load (a weighted pull-up takes a plate, a dumbbell or
    /// a kettlebell on a belt); empty when `equipment` says it all.
    public var equipmentAnyOf: [Equipment] = []
    public var category: ExerciseCategory
    public var mechanics: Mechanics
    public var pattern: MovementPattern
    /// The movement family when a coach counts it apart from its pattern (a dip); nil: the pattern is its family
    /// (`MovementFamily`).
    public var family: DistinctFamily?
    /// The least experience needed to do it safely with a coach's cues.
    public var level: Level
    public var rest: RestClass
    public var tier: Tier
    public var role: ExerciseRole
    /// For a regression: the exercise it leads to.
    public var regressionOf: String?
    public var unit: WorkUnit
    /// Done one side at a time; the target counts per side.
    public var perSide: Bool
    /// External load can be added and progressed.
    public var loadable: Bool
    /// A per-set cap no goal overrides (eccentric-only and skill moves, explosive work).
    public var maxReps: Int?
    /// Furniture, a door frame or a partner the set-up needs (nil: proper equipment or none).
    public var improvised: Improvisation?
    /// The dose the movement fixes over the goal's (21s, eccentric-only and skill moves); nil for the goal's.
    public var scheme: FixedScheme?
    /// For a dumbbell or kettlebell exercise, how many implements it holds: 2 (one in each hand, so its load is
    /// per hand) or 1 (a goblet squat, a single-arm row, a two-hand swing); nil for other equipment.
    public var implements: Int?
    /// The matching Wger exercise, when there is one.
    public var wgerId: Int?
    /// English description, when the Wger overlay has one.
    public var descriptionEn: String?
    /// Wger media from the overlay; nil means the placeholder.
    public var media: ExerciseMedia?
    /// Who made the overlay's text and media and under which licence (CC-BY-SA), when the overlay matched it.
    public var attribution: String?
    /// The pt-BR description is the overlay's (Wger's Portuguese or a checked translation).
    public var descriptionFromOverlay = false

    public init(
        id: String, name: String, nameEn: String, aliases: [String] = [], description: String,
        primaryMuscles: [Muscle], secondaryMuscles: [Muscle] = [], equipment: [Equipment] = [],
        category: ExerciseCategory, mechanics: Mechanics, pattern: MovementPattern, level: Level,
        rest: RestClass, tier: Tier = .common, role: ExerciseRole? = nil, regressionOf: String? = nil,
        unit: WorkUnit = .reps, perSide: Bool = false, loadable: Bool? = nil, maxReps: Int? = nil,
        wgerId: Int? = nil
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
        let isLoadable = loadable ?? Self.takesLoad(equipment)
        self.tier = tier
        self.role = role ?? .accessory
        self.regressionOf = regressionOf
        self.unit = unit
        self.perSide = perSide
        self.loadable = isLoadable
        self.maxReps = maxReps
        self.wgerId = wgerId
    }

    /// The load is per dumbbell or kettlebell, one in each hand.
    public var perHand: Bool { implements == 2 }

    /// Whether a person with `available` equipment can do it: all of `equipment` and one of `equipmentAnyOf`.
    public func isAvailable(with available: EquipmentSet) -> Bool {
        EquipmentSet(equipment).isSubset(of: available)
            && (equipmentAnyOf.isEmpty || EquipmentSet(equipmentAnyOf).intersects(available))
    }

    /// What may carry its load, for load steps and warm-ups: `equipment`, then the any-of alternatives.
    public var loadEquipment: [Equipment] { equipment + equipmentAnyOf }

    public func displayName(_ language: Language) -> String {
        language == .en ? nameEn : name
    }

    /// Equipment that carries load progressed in small steps.
    public static let loadingEquipment: EquipmentSet = EquipmentSet([
        .dumbbell, .barbell, .ezBar, .kettlebell, .cable, .machine, .smithMachine, .legPress, .weightPlate, .landmine,
    ])

    /// Whether equipment alone says the exercise takes progressive load (for entries nobody reviewed).
    public static func takesLoad(_ equipment: [Equipment]) -> Bool {
        EquipmentSet(equipment).intersects(loadingEquipment)
    }

    /// The description to show in `language`: English where one exists, else pt-BR (and says which).
    public func description(for language: Language) -> (text: String, language: Language) {
        if language == .en, let english = descriptionEn, !english.isEmpty { return (english, .en) }
        return (description, .ptBR)
    }

    /// The attribution a plan in `language` must show: when its text or media come from the overlay.
    public func attribution(for language: Language) -> String? {
        guard let attribution else { return nil }
        let englishShown = language == .en && descriptionEn != nil
        return descriptionFromOverlay || media != nil || englishShown ? attribution : nil
    }

    /// The overlay's media, else the placeholder.
    public var resolvedMedia: ExerciseMedia {
        media ?? .placeholder(primaryMuscles: primaryMuscles, category: category)
    }
}
