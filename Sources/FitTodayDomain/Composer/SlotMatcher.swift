/// A slot's constraints as bit masks.
struct SlotMatcher {
    var muscles: MuscleSet
    var mechanics: Mechanics?
    var patterns: UInt32?

    init(_ slot: BlueprintSlot) {
        muscles = MuscleSet(slot.muscles)
        mechanics = slot.mechanics
        patterns = slot.patterns.map { $0.reduce(0) { $0 | $1.bit } }
    }

    /// How strictly a candidate matches: 0 exact, 1 any pattern, 2 any mechanics; `nil` when no primary muscle
    /// fits (an exercise that only reaches the slot's muscle as a helper is no exercise for it: a handstand
    /// push-up does not fill a traps slot). Lower levels are preferred.
    func strictness(_ trait: CatalogIndex.Traits) -> Int? {
        guard trait.primary.intersects(muscles) else { return nil }
        if let mechanics, trait.compound != (mechanics == .compound) { return 2 }
        if let patterns, trait.pattern & patterns == 0 { return 1 }
        return 0
    }
}
