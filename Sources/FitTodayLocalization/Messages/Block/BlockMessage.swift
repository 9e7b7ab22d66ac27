/// The words of training blocks (the plan's block line): in `PortugueseBlockTable` and `EnglishBlockTable`.
/// Every case starts with `block`, so no name clashes with another table's.
public enum BlockMessage: String, CaseIterable, Sendable {
    /// Block number, week, planned weeks, then the phase's words.
    case blockLine
    case blockPhaseAccumulation, blockPhaseDeload
}
