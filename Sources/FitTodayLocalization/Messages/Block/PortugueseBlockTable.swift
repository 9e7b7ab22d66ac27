/// The words of training blocks in Brazilian Portuguese.
enum PortugueseBlockTable {
    static func text(_ message: BlockMessage) -> String {
        switch message {
        case .blockLine: "Bloco {1} · semana {2} de {3} · {4}"
        case .blockPhaseAccumulation: "acúmulo"
        case .blockPhaseDeload: "semana leve: metade das séries, cargas menores"
        }
    }
}
