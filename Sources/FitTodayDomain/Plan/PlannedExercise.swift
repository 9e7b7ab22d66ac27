/// One exercise of a plan: what to do, how much, how hard, and what to show while doing it.
public struct PlannedExercise: Sendable, Equatable {
    public var exerciseId: String
    public var name: String
    public var sets: Int
    /// Per set, in `unit`: repetitions, seconds of a hold, or metres of a carry (per side when `perSide`).
    public var target: RepRange
    public var unit: WorkUnit
    public var perSide: Bool
    public var restSeconds: Int
    public var effort: Effort?
    public var role: ExerciseRole
    public var tier: Tier
    /// One of the day's main lifts: it gets the goal's heaviest prescription and is what `kept` repeats.
    public var mainLift: Bool
    /// Kept from the previous day of the same split so its load can progress.
    public var kept: Bool
    public var suggestedWeightKg: Double?
    /// The warm-up sets before the working sets of a loaded main lift (`WarmupRules`); nil when there are none.
    public var warmup: [WarmupStep]? = nil
    /// The plates for `suggestedWeightKg` on a barbell; nil for other implements or a weight the plates cannot make.
    public var plates: PlateLoad? = nil
    public var primaryMuscles: [Muscle]
    public var equipment: [Equipment]
    /// One of these is needed besides `equipment` (the catalog's `equipmentAnyOf`); empty for most exercises.
    public var equipmentAnyOf: [Equipment] = []
    /// The load is per dumbbell or kettlebell, one in each hand (the catalog's `implements: 2`).
    public var perHand = false
    public var description: String
    public var descriptionLanguage: Language
    public var media: ExerciseMedia?
    public var attribution: String?
    /// The sets done, on a history entry of a trained workout.
    public var performed: [PerformedSet]?
    /// Why the prescription is what it is; empty (and left out of the JSON) when nothing needs saying.
    public var why: [PrescriptionReason] = []
    /// The superset or circuit it belongs to, numbered from 1 in plan order; nil for straight sets.
    public var group: Int? = nil
    /// How its group is run; nil for straight sets.
    public var format: GroupFormat? = nil

    public init(
        exerciseId: String, name: String, sets: Int, target: RepRange, unit: WorkUnit = .reps, perSide: Bool = false,
        restSeconds: Int, effort: Effort? = nil, role: ExerciseRole = .accessory, tier: Tier = .common,
        mainLift: Bool = false, kept: Bool = false, suggestedWeightKg: Double? = nil, primaryMuscles: [Muscle],
        equipment: [Equipment], description: String = "", descriptionLanguage: Language = .ptBR,
        media: ExerciseMedia? = nil, attribution: String? = nil, performed: [PerformedSet]? = nil
    ) {
        self.exerciseId = exerciseId
        self.name = name
        self.sets = sets
        self.target = target
        self.unit = unit
        self.perSide = perSide
        self.restSeconds = restSeconds
        self.effort = effort
        self.role = role
        self.tier = tier
        self.mainLift = mainLift
        self.kept = kept
        self.suggestedWeightKg = suggestedWeightKg
        self.primaryMuscles = primaryMuscles
        self.equipment = equipment
        self.description = description
        self.descriptionLanguage = descriptionLanguage
        self.media = media
        self.attribution = attribution
        self.performed = performed
    }

    /// The same exercise as the catalog describes it, with a prescription: names, role, tier, unit, text and media
    /// come from the catalog entry (and its overlay).
    public init(
        _ exercise: borrowing Exercise, prescription: TrainingRules.Prescription, language: Language, mainLift: Bool = false,
        kept: Bool = false
    ) {
        let text = exercise.description(for: language)
        self.init(
            exerciseId: exercise.id, name: exercise.displayName(language), sets: prescription.sets,
            target: prescription.target, unit: exercise.unit, perSide: exercise.perSide,
            restSeconds: prescription.restSeconds, effort: prescription.effort, role: exercise.role, tier: exercise.tier,
            mainLift: mainLift, kept: kept, primaryMuscles: exercise.primaryMuscles, equipment: exercise.equipment,
            description: text.text, descriptionLanguage: text.language, media: exercise.resolvedMedia,
            attribution: exercise.attribution(for: language))
        equipmentAnyOf = exercise.equipmentAnyOf
        perHand = exercise.perHand
    }

    /// What may carry its load, for load steps and warm-ups: `equipment`, then the any-of alternatives.
    public var loadEquipment: [Equipment] { equipment + equipmentAnyOf }

    public var prescription: TrainingRules.Prescription {
        TrainingRules.Prescription(
            sets: sets, target: target, unit: unit, perSide: perSide, restSeconds: restSeconds, effort: effort)
    }
}

extension PlannedExercise: Codable {
    enum CodingKeys: String, CodingKey {
        case exerciseId, name, sets, reps, seconds, meters, perSide, restSeconds, effort, role, tier, mainLift, kept
        case suggestedWeightKg, warmup, plates, primaryMuscles, equipment, description, descriptionLanguage, media, attribution, performed
        case why
        case equipmentAnyOf, perHand
        case group, format
    }

    /// Plans recorded before the coach attributes existed read back as reps, accessory, common.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var unit = WorkUnit.reps
        var target = try c.decodeIfPresent(RepRange.self, forKey: .reps)
        if target == nil, let seconds = try c.decodeIfPresent(RepRange.self, forKey: .seconds) {
            (unit, target) = (.seconds, seconds)
        }
        if target == nil, let meters = try c.decodeIfPresent(RepRange.self, forKey: .meters) {
            (unit, target) = (.meters, meters)
        }
        guard let target else {
            throw DecodingError.keyNotFound(
                CodingKeys.reps, .init(codingPath: c.codingPath, debugDescription: "reps, seconds or meters"))
        }
        self.init(
            exerciseId: try c.decode(String.self, forKey: .exerciseId), name: try c.decode(String.self, forKey: .name),
            sets: try c.decode(Int.self, forKey: .sets), target: target, unit: unit,
            perSide: try c.decodeIfPresent(Bool.self, forKey: .perSide) ?? false,
            restSeconds: try c.decode(Int.self, forKey: .restSeconds),
            effort: try c.decodeIfPresent(Effort.self, forKey: .effort),
            role: try c.decodeIfPresent(ExerciseRole.self, forKey: .role) ?? .accessory,
            tier: try c.decodeIfPresent(Tier.self, forKey: .tier) ?? .common,
            mainLift: try c.decodeIfPresent(Bool.self, forKey: .mainLift) ?? false,
            kept: try c.decodeIfPresent(Bool.self, forKey: .kept) ?? false,
            suggestedWeightKg: try c.decodeIfPresent(Double.self, forKey: .suggestedWeightKg),
            primaryMuscles: try c.decode([Muscle].self, forKey: .primaryMuscles),
            equipment: try c.decode([Equipment].self, forKey: .equipment),
            description: try c.decodeIfPresent(String.self, forKey: .description) ?? "",
            descriptionLanguage: try c.decodeIfPresent(Language.self, forKey: .descriptionLanguage) ?? .ptBR,
            media: try c.decodeIfPresent(ExerciseMedia.self, forKey: .media),
            attribution: try c.decodeIfPresent(String.self, forKey: .attribution),
            performed: try c.decodeIfPresent([PerformedSet].self, forKey: .performed))
        warmup = try c.decodeIfPresent([WarmupStep].self, forKey: .warmup)
        plates = try c.decodeIfPresent(PlateLoad.self, forKey: .plates)
        why = try c.decodeIfPresent([PrescriptionReason].self, forKey: .why) ?? []
        equipmentAnyOf = try c.decodeIfPresent([Equipment].self, forKey: .equipmentAnyOf) ?? []
        perHand = try c.decodeIfPresent(Bool.self, forKey: .perHand) ?? false
        group = try c.decodeIfPresent(Int.self, forKey: .group)
        format = try c.decodeIfPresent(GroupFormat.self, forKey: .format)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(exerciseId, forKey: .exerciseId)
        try c.encode(name, forKey: .name)
        try c.encode(sets, forKey: .sets)
        switch unit {
        case .reps: try c.encode(target, forKey: .reps)
        case .seconds: try c.encode(target, forKey: .seconds)
        case .meters: try c.encode(target, forKey: .meters)
        }
        if perSide { try c.encode(true, forKey: .perSide) }
        try c.encode(restSeconds, forKey: .restSeconds)
        try c.encodeIfPresent(effort, forKey: .effort)
        try c.encode(role, forKey: .role)
        try c.encode(tier, forKey: .tier)
        if mainLift { try c.encode(true, forKey: .mainLift) }
        if kept { try c.encode(true, forKey: .kept) }
        try c.encodeIfPresent(suggestedWeightKg, forKey: .suggestedWeightKg)
        if perHand { try c.encode(true, forKey: .perHand) }
        try c.encodeIfPresent(warmup, forKey: .warmup)
        try c.encodeIfPresent(plates, forKey: .plates)
        try c.encode(primaryMuscles, forKey: .primaryMuscles)
        try c.encode(equipment, forKey: .equipment)
        if !equipmentAnyOf.isEmpty { try c.encode(equipmentAnyOf, forKey: .equipmentAnyOf) }
        try c.encode(description, forKey: .description)
        try c.encode(descriptionLanguage, forKey: .descriptionLanguage)
        try c.encodeIfPresent(media, forKey: .media)
        try c.encodeIfPresent(attribution, forKey: .attribution)
        try c.encodeIfPresent(performed, forKey: .performed)
        if !why.isEmpty { try c.encode(why, forKey: .why) }
        try c.encodeIfPresent(group, forKey: .group)
        try c.encodeIfPresent(format, forKey: .format)
    }
}
