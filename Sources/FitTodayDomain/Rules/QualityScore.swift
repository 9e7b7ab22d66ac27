/// The composer's objective: how good a candidate is for a slot, as a coach would judge it for this person.
/// Novelty is not part of it; the variation rule is a constraint the composer meets separately.
///
/// Scores are small integers so that a whole plan is ranked without floating point; `nil` means never.
struct QualityScore {
    var goal: Goal
    var level: Level
    /// The person has equipment that carries progressive load (dumbbells, barbell, cables, machines…).
    var hasLoad: Bool

    /// The heaviest loading the person's equipment allows (see `capacity(_:)`).
    var bestCapacity: Int

    init(goal: Goal, level: Level, equipment: EquipmentSet) {
        self.goal = goal
        self.level = level
        hasLoad = equipment.intersects(Exercise.loadingEquipment)
        bestCapacity = Self.capacity(equipment)
    }

    /// How much load a lift with this equipment can carry: a bar or an EZ bar (or a weighted pull-up or dip) 3,
    /// machines, cables and the leg press 2,
    /// dumbbells, plates and the landmine 1, kettlebells 0, nothing -1. `anyOf` is the exercise's any-of
    /// alternatives (one of them carries the load), read with `equipment`.
    static func capacity(_ required: EquipmentSet, anyOf: EquipmentSet = EquipmentSet()) -> Int {
        let equipment = required.union(anyOf)
        if equipment.contains(.barbell) || equipment.contains(.ezBar) || equipment.contains(.smithMachine) { return 3 }
        // Weighted pull-ups and dips carry the body plus plates, a dumbbell or a kettlebell: as heavy as a bar.
        let bodyOnStation = equipment.contains(.pullUpBar) || equipment.contains(.dipStation)
        let addedLoad = equipment.contains(.weightPlate) || equipment.contains(.dumbbell) || equipment.contains(.kettlebell)
        if bodyOnStation, addedLoad { return 3 }
        if equipment.contains(.legPress) || equipment.contains(.machine) || equipment.contains(.cable) { return 2 }
        if equipment.contains(.dumbbell) || equipment.contains(.weightPlate) || equipment.contains(.landmine) { return 1 }
        return equipment.contains(.kettlebell) ? 0 : -1
    }

    /// Where a slot stands in the day.
    struct SlotKind {
        /// One of the day's main lifts (the blueprint's main slots).
        var main: Bool
        /// Trains the core: holds belong there.
        var core: Bool
    }

    private var trained: Bool { level > .beginner }

    /// Below this, an accessory slot is better left empty (its time goes to more sets of the exercises that are
    /// there) than filled with a niche or too-easy exercise: an accessory must score at least as a specialty move at
    /// the person's level. A trained lifter's beginner-level common moves (plate front raises, a barbell calf raise
    /// as the day's filler), weak matches from a secondary pattern and bodyweight odds beside loaded equipment fall
    /// under it; staples, beginners' regressions and bodyweight days' common moves stay above it.
    static let accessoryFloor: Int32 = 0
    /// An accessory between this and `accessoryFloor` is kept in reserve: it fills a slot only for groups the week
    /// still lacks a fifth of their weekly minimum of (`reserveNeed`: an adductor move for a home-dumbbell week with
    /// none, a bodyweight beginner's second triceps day), never as filler.
    static let reserveFloor: Int32 = -20
    /// Down to this, an accessory fills a slot for a group the week lacks when everything above the reserve floor
    /// rests from the split's days (`AccessoryShare`): a trained lifter's kettlebell hammer curl (a specialty move
    /// two levels below theirs, -24) before the single-arm curl of their last pull days again. A loaded curl is a
    /// working set at any level; bodyweight odds beside load (a towel curl, -49) stay out.
    static let rotationFloor: Int32 = -40
    /// The share of a group's weekly minimum still missing from which the reserve may fill its slot.
    static let reserveNeed = 0.2

    /// - Parameter strictness: how closely the exercise matches the slot (0 exact … 3 via a secondary muscle).
    func score(_ trait: CatalogIndex.Traits, strictness: Int, slot: SlotKind) -> Int32? {
        if trait.role == .mobility { return nil }
        var score: Int32 = switch trait.tier {
        case .staple: 40
        case .common: 20
        case .specialty: 0
        }
        score -= 35 * Int32(strictness)
        let loadedCompound = trait.loadable && trait.compound
        switch trait.role {
        case .regression:
            // For people who cannot yet do the parent: a trained lifter gets one only when nothing else fits.
            score -= trained ? 300 : 10
        case .power:
            if slot.main { return nil }
            score -= trained && hasLoad ? 400 : (goal == .endurance ? 40 : 150)
        case .main:
            // A main slot wants a lift made to carry progressive load (not a renegade row); elsewhere a main lift
            // is just another exercise (no rack pull as the day's last lower-back work).
            score += slot.main ? 40 : 5
        case .accessory, .mobility:
            break
        }
        if slot.main {
            if trait.unit != .reps { score -= 200 }
            if hasLoad {
                score += loadedCompound ? 60 : -50
                if trait.perSide { score -= 15 }
                if trait.capped { score -= 60 }
            } else if trait.capped {
                // Without load, harder variants (pistols, archer push-ups) are how a trained lifter progresses.
                score -= level == .advanced ? 0 : level == .intermediate ? 20 : 60
            }
            if goal == .strength, loadedCompound { score += 20 }
            // Heavy work wants the heaviest loading there is: a goblet squat is a fine lift, but not the main lift
            // of someone standing next to a barbell.
            if hasLoad, trait.loadable {
                let shortfall = Int32(max(0, bestCapacity - trait.capacity))
                score -= shortfall * (goal == .strength ? 15 : goal == .hypertrophy ? 8 : 0)
            }
        } else {
            if trait.unit == .seconds, !slot.core { score -= 40 }
            if goal == .strength, loadedCompound { score += 10 }
        }
        if trait.capped, level != .advanced, hasLoad || !slot.main { score -= 25 }
        // Endurance work is many reps: heavy barbell and weighted lifts are not made for 15–20.
        if goal == .endurance, trait.loadable, trait.compound, trait.heavy { score -= 60 }
        if hasLoad {
            // In a gym, loaded versions first; pull-ups, dips and core staples (planks, hanging raises) keep their
            // place, and for a beginner the other bodyweight staples too.
            if !trait.loadable, trait.tier != .staple || trained && trait.station == 0 && !slot.core { score -= 25 }
            if trait.usesBand { score -= 25 }
            // A trained lifter with load at hand hangs it on the pull-up bar or the dip station: the weighted
            // pull-up or dip is the working set, the bodyweight one is not.
            if trained, !trait.loadable, trait.station != 0 { score -= 30 }
        }
        // Trained lifters get exercises near their level, not the easiest variants (staples are for everyone).
        if trained, trait.tier != .staple { score -= 12 * Int32(level.rank - Int(trait.levelRank)) }
        return score
    }
}
