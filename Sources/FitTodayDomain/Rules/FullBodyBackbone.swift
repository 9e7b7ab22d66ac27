/// A full body's backbone: a squat, a hinge, a push and a pull, every session (COACHING.md: a beginner's full body
/// three times a week). The composer keeps the full-body blueprint's main slots (`FocusTables.backbone`); a finished
/// plan's backbone is read from its exercises here: the accessory share exempts them, as it does main lifts, and the
/// format planner's trim leaves them `backboneMinSets`.
enum FullBodyBackbone {
    /// The movement patterns of the backbone.
    static let patterns: UInt32 = [
        MovementPattern.squat, .lunge, .hinge, .horizontalPush, .verticalPush, .horizontalPull, .verticalPull,
    ].reduce(0) { $0 | $1.bit }

    /// Whether an exercise (a compound of one of the `patterns`) is part of a full-body day's backbone.
    static func holds(compound: Bool, pattern: UInt32, fullBody: Bool) -> Bool {
        fullBody && compound && pattern & patterns != 0
    }

    /// On a full body with no hinge among its compounds, the exercise standing in for the hinge: the first that
    /// leads with the hamstrings (a sliding leg curl for an athlete with no hinge in reach, in the hinge's slot
    /// every session). The accessory share exempts it as it exempts the backbone. Nil on any other day.
    static func hingeStandIn(_ positions: some Collection<Int>, traits: [CatalogIndex.Traits], fullBody: Bool) -> Int? {
        guard fullBody, !positions.contains(where: {
            traits[$0].compound && traits[$0].pattern & MovementPattern.hinge.bit != 0
        }) else { return nil }
        return positions.first { traits[$0].primaryGroups.contains(.hamstrings) }
    }

    /// Whether a plan's focus is the full body (its ids as the plan JSON holds them).
    static func isFullBody(_ focus: [String]) -> Bool {
        focus.count == 1 && focus[0] == Split.fullBody.rawValue
    }
}
