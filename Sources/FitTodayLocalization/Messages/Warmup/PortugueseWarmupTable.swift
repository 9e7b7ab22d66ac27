/// The words of warm-up ramps and plates in Brazilian Portuguese.
enum PortugueseWarmupTable {
    static func text(_ message: WarmupMessage) -> String {
        switch message {
        case .warmupRamp: "↳ aquecimento (kg): {1}"
        case .warmupStep: "{1}×{2}"
        case .warmupBar: "barra"
        case .warmupPlates: "↳ anilhas por lado: {1} (barra de {2} kg)"
        case .warmupBarOnly: "↳ só a barra de {1} kg"
        case .warmupShareRamp: "↳ aquecimento (% da carga que você escolher): {1}"
        case .warmupShareStep: "~{1}×{2}"
        case .warmupUnloaded: "sem carga"
        }
    }
}
