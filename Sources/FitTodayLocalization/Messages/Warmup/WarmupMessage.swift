/// The words of warm-up ramps and plates under a plan's exercises: in `PortugueseWarmupTable` and
/// `EnglishWarmupTable`. Every case starts with `warmup`, so no name clashes with another table's.
public enum WarmupMessage: String, CaseIterable, Sendable {
    case warmupRamp, warmupStep, warmupBar, warmupPlates, warmupBarOnly
    /// A ramp to a working weight not known yet (a first exposure), in shares of the weight the person picks.
    case warmupShareRamp, warmupShareStep
    /// A step of the movement without load (the working weight is the lightest the implement loads).
    case warmupUnloaded
}
