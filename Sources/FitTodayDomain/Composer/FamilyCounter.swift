/// The movement families a plan being built already holds, as bit masks of families, and the hard rule of
/// `MovementFamily`: one exercise per family a day, two when the focus asks for the exercise's muscles by name.
/// Core work counts as one family on a day that is not about the core: one plank or crunch, not two as the filler
/// of a thin pool. Every path of the composer that adds an exercise asks `allows` first.
struct FamilyCounter {
    /// Muscles whose exercises may have a second of their family today (`MovementFamily.limit` is 2 for them).
    let doubled: MuscleSet
    /// Families held at least once, and twice (`CatalogIndex.Traits.family` bits).
    private(set) var once: UInt64 = 0
    private(set) var twice: UInt64 = 0
    /// The focus names the core (the core split, or abs, obliques or the lower back by name).
    let coreDay: Bool
    /// A core-only exercise is held.
    private(set) var coreHeld = false

    init(focus: Focus) {
        switch focus {
        case .split(let split): coreDay = split == .core
        case .muscles(let muscles): coreDay = GroupSet(muscles: muscles).intersects(.core)
        }
        // `limit` reads only whether the exercise's primary muscles meet the focus's: asking it muscle by muscle
        // gives the muscles it doubles, once per plan rather than once per candidate.
        var doubled = MuscleSet()
        for muscle in Muscle.allCases where MovementFamily.limit(primary: MuscleSet([muscle]), focus: focus) > 1 {
            doubled = doubled.union(MuscleSet([muscle]))
        }
        self.doubled = doubled
    }

    /// Whether an exercise of `family` leading with `primary` may join the plan.
    func allows(family: UInt64, primary: MuscleSet) -> Bool {
        primary.intersects(doubled) ? family & twice == 0 : family & once == 0
    }

    func allows(_ trait: CatalogIndex.Traits) -> Bool {
        if coreHeld, !coreDay, Self.coreOnly(trait) { return false }
        return allows(family: trait.family, primary: trait.primary)
    }

    mutating func add(_ trait: CatalogIndex.Traits) {
        twice |= once & trait.family
        once |= trait.family
        if Self.coreOnly(trait) { coreHeld = true }
    }

    /// Trains the core and nothing else (a plank, not a bear crawl; a forearm hold trains no group of the core).
    static func coreOnly(_ trait: CatalogIndex.Traits) -> Bool {
        !trait.primaryGroups.isEmpty && trait.primaryGroups.isSubset(of: .core)
    }
}
