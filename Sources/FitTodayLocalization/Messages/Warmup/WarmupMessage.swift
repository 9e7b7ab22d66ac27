/// The words of warm-up ramps and plates under a plan's exercises: in `PortugueseWarmupTable` and
/// `EnglishWarmupTable`. Every case starts with `warmup`, so no name clashes with another table's.
public enum WarmupMessage: String, CaseIterable, Sendable {
    case warmupRamp, warmupStep, warmupBar, warmupPlates, warmupBarOnly
}
