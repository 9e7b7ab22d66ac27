/// A small set of vocabulary members stored as bits, so filtering a 600-exercise catalog is one AND per entry.
public struct BitSet64<Element: CaseIterable & Hashable>: Hashable, Sendable {
    public var rawValue: UInt64

    public init(rawValue: UInt64 = 0) { self.rawValue = rawValue }

    public var isEmpty: Bool { rawValue == 0 }
    public var count: Int { rawValue.nonzeroBitCount }

    public func isSubset(of other: Self) -> Bool { rawValue & ~other.rawValue == 0 }
    public func intersects(_ other: Self) -> Bool { rawValue & other.rawValue != 0 }
    public func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
    public func subtracting(_ other: Self) -> Self { Self(rawValue: rawValue & ~other.rawValue) }

    /// Positions of the set bits, lowest first, without building an array.
    public func forEachOrdinal(_ body: (Int) -> Void) {
        var bits = rawValue
        while bits != 0 {
            body(bits.trailingZeroBitCount)
            bits &= bits - 1
        }
    }
}

extension BitSet64 where Element == Muscle {
    public init<S: Sequence>(_ muscles: S) where S.Element == Muscle {
        self.init(rawValue: muscles.reduce(0) { $0 | (1 << UInt64($1.ordinal)) })
    }

    public func contains(_ muscle: Muscle) -> Bool { rawValue & (1 << UInt64(muscle.ordinal)) != 0 }
    public var members: [Muscle] { Muscle.allCases.filter(contains) }
}

extension BitSet64 where Element == Equipment {
    public init<S: Sequence>(_ items: S) where S.Element == Equipment {
        self.init(rawValue: items.reduce(0) { $0 | (1 << UInt64($1.ordinal)) })
    }

    public func contains(_ item: Equipment) -> Bool { rawValue & (1 << UInt64(item.ordinal)) != 0 }
    public var members: [Equipment] { Equipment.allCases.filter(contains) }
}

extension BitSet64 where Element == TrainingGroup {
    /// The groups `muscles` count for (forearms count for none).
    public init<S: Sequence>(muscles: S) where S.Element == Muscle {
        self.init(rawValue: muscles.reduce(0) { $0 | TrainingGroup.bit(of: $1) })
    }

    public init(_ group: TrainingGroup) { self.init(rawValue: 1 << UInt64(group.ordinal)) }

    public func contains(_ group: TrainingGroup) -> Bool { intersects(Self(group)) }

    public static let core = Self(.core)
}

public typealias MuscleSet = BitSet64<Muscle>
public typealias GroupSet = BitSet64<TrainingGroup>
public typealias EquipmentSet = BitSet64<Equipment>
