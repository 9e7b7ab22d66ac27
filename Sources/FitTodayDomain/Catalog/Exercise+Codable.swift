/// Coding of catalog entries. The coach attributes default conservatively when absent (an entry written before
/// they existed, or imported from Wger and not reviewed): specialty, accessory, reps, loadable by equipment.
/// `ResourceLoader` requires them in `Catalog/`, so the defaults never hide a gap in the project's own data.
extension Exercise: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, nameEn, aliases, description, primaryMuscles, secondaryMuscles, equipment, category
        case mechanics, pattern, level, rest, tier, role, regressionOf, unit, perSide, loadable, maxReps, wgerId
        case descriptionEn, media, attribution, improvised, equipmentAnyOf, scheme, implements, family
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let equipment = try c.decodeIfPresent([Equipment].self, forKey: .equipment) ?? []
        self.init(
            id: try c.decode(String.self, forKey: .id), name: try c.decode(String.self, forKey: .name),
            nameEn: try c.decode(String.self, forKey: .nameEn),
            aliases: try c.decodeIfPresent([String].self, forKey: .aliases) ?? [],
            description: try c.decode(String.self, forKey: .description),
            primaryMuscles: try c.decode([Muscle].self, forKey: .primaryMuscles),
            secondaryMuscles: try c.decodeIfPresent([Muscle].self, forKey: .secondaryMuscles) ?? [],
            equipment: equipment, category: try c.decode(ExerciseCategory.self, forKey: .category),
            mechanics: try c.decode(Mechanics.self, forKey: .mechanics),
            pattern: try c.decode(MovementPattern.self, forKey: .pattern), level: try c.decode(Level.self, forKey: .level),
            rest: try c.decode(RestClass.self, forKey: .rest),
            tier: try c.decodeIfPresent(Tier.self, forKey: .tier) ?? .specialty,
            role: try c.decodeIfPresent(ExerciseRole.self, forKey: .role),
            regressionOf: try c.decodeIfPresent(String.self, forKey: .regressionOf),
            unit: try c.decodeIfPresent(WorkUnit.self, forKey: .unit) ?? .reps,
            perSide: try c.decodeIfPresent(Bool.self, forKey: .perSide) ?? false,
            loadable: try c.decodeIfPresent(Bool.self, forKey: .loadable),
            maxReps: try c.decodeIfPresent(Int.self, forKey: .maxReps),
            wgerId: try c.decodeIfPresent(Int.self, forKey: .wgerId))
        descriptionEn = try c.decodeIfPresent(String.self, forKey: .descriptionEn)
        improvised = try c.decodeIfPresent(Improvisation.self, forKey: .improvised)
        equipmentAnyOf = try c.decodeIfPresent([Equipment].self, forKey: .equipmentAnyOf) ?? []
        scheme = try c.decodeIfPresent(FixedScheme.self, forKey: .scheme)
        implements = try c.decodeIfPresent(Int.self, forKey: .implements)
        family = try c.decodeIfPresent(DistinctFamily.self, forKey: .family)
        media = try c.decodeIfPresent(ExerciseMedia.self, forKey: .media)
        attribution = try c.decodeIfPresent(String.self, forKey: .attribution)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(nameEn, forKey: .nameEn)
        try c.encode(aliases, forKey: .aliases)
        try c.encode(description, forKey: .description)
        try c.encode(primaryMuscles, forKey: .primaryMuscles)
        try c.encode(secondaryMuscles, forKey: .secondaryMuscles)
        try c.encode(equipment, forKey: .equipment)
        try c.encode(category, forKey: .category)
        try c.encode(mechanics, forKey: .mechanics)
        try c.encode(pattern, forKey: .pattern)
        try c.encodeIfPresent(family, forKey: .family)
        try c.encode(level, forKey: .level)
        try c.encode(rest, forKey: .rest)
        try c.encode(tier, forKey: .tier)
        try c.encode(role, forKey: .role)
        try c.encodeIfPresent(regressionOf, forKey: .regressionOf)
        try c.encode(unit, forKey: .unit)
        if perSide { try c.encode(true, forKey: .perSide) }
        try c.encode(loadable, forKey: .loadable)
        try c.encodeIfPresent(maxReps, forKey: .maxReps)
        try c.encodeIfPresent(wgerId, forKey: .wgerId)
        try c.encodeIfPresent(improvised, forKey: .improvised)
        if !equipmentAnyOf.isEmpty { try c.encode(equipmentAnyOf, forKey: .equipmentAnyOf) }
        try c.encodeIfPresent(scheme, forKey: .scheme)
        try c.encodeIfPresent(implements, forKey: .implements)
        try c.encodeIfPresent(descriptionEn, forKey: .descriptionEn)
        try c.encodeIfPresent(media, forKey: .media)
        try c.encodeIfPresent(attribution, forKey: .attribution)
    }
}
