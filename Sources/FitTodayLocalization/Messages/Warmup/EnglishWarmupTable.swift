/// The words of warm-up ramps and plates in English.
enum EnglishWarmupTable {
    static func text(_ message: WarmupMessage) -> String {
        switch message {
        case .warmupRamp: "↳ warm-up (kg): {1}"
        case .warmupStep: "{1}×{2}"
        case .warmupBar: "bar"
        case .warmupPlates: "↳ plates per side: {1} ({2} kg bar)"
        case .warmupBarOnly: "↳ the {1} kg bar alone"
        case .warmupShareRamp: "↳ warm-up (% of the load you pick): {1}"
        case .warmupShareStep: "~{1}×{2}"
        case .warmupUnloaded: "no load"
        }
    }
}
