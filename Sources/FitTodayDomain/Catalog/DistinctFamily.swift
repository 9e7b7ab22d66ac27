/// A movement a coach counts apart from the other exercises of its pattern (`Exercise.family`, the catalog's
/// `family`): a dip trains the chest and triceps beside a bench press and an overhead press, and is neither a second
/// press of the one nor of the other. Two dips on one day are still one family twice.
public enum DistinctFamily: String, CaseIterable, Codable, Sendable {
    case dip

    /// A bit per family above the movement patterns' bits (`MovementPattern.bit`), for the composer's family masks.
    var bit: UInt64 { 1 << (32 + UInt64(Self.allCases.firstIndex(of: self)!)) }
}
