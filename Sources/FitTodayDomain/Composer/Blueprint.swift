import Foundation
/// One position in a blueprint: which muscles it trains and, optionally, how.
public struct BlueprintSlot: Codable, Sendable, Equatable {
    /// An exercise fits when one of its primary muscles is listed here.
    public var muscles: [Muscle]
    public var mechanics: Mechanics?
    public var patterns: [MovementPattern]?
    /// A main-lift slot: the goal's heaviest dose goes here, and its lift is kept for progression.
    public var main: Bool?

    public init(muscles: [Muscle], mechanics: Mechanics? = nil, patterns: [MovementPattern]? = nil, main: Bool? = nil) {
        self.muscles = muscles
        self.mechanics = mechanics
        self.patterns = patterns
        self.main = main
    }

    public var isMain: Bool { main ?? false }
}

/// The ordered slots of every split, and the slot shape used for a muscle focus. Stored in `Catalog/blueprints.json`.
///
/// Slots are listed in priority order, compound lifts first: a shorter session keeps the first slots.
public struct BlueprintBook: Sendable, Equatable {
    public var splits: [Split: [BlueprintSlot]]
    /// For `--focus chest,triceps`: the mechanics of each slot; muscles are dealt round-robin.
    public var muscleFocus: [Mechanics]

    public init(splits: [Split: [BlueprintSlot]], muscleFocus: [Mechanics]) {
        self.splits = splits
        self.muscleFocus = muscleFocus
    }

    public func slots(for focus: Focus) -> [BlueprintSlot] {
        switch focus {
        case .split(let split):
            return splits[split] ?? []
        case .muscles(let muscles):
            guard !muscles.isEmpty else { return [] }
            // The first two compound slots carry the main lifts.
            var mainLeft = 2
            return muscleFocus.enumerated().map { index, mechanics in
                let main = mechanics == .compound && mainLeft > 0
                if main { mainLeft -= 1 }
                return BlueprintSlot(muscles: [muscles[index % muscles.count]], mechanics: mechanics, main: main)
            }
        }
    }
}
