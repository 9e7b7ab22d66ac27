/// The words of supersets and circuits in Brazilian Portuguese.
enum PortugueseFormatTable {
    static func text(_ message: FormatMessage) -> String {
        switch message {
        case .formatSuperset: "Supersérie"
        case .formatCircuit: "Circuito"
        case .formatSupersetNote:
            "{1}: supersérie — uma série de cada exercício, alternando; {2} de descanso entre eles e {3} após cada rodada"
        case .formatCircuitNote:
            "{1}: circuito de {2} exercícios em {3} rodadas — uma série de cada por rodada; {4} de descanso entre eles e {5} após cada rodada"
        case .formatNoRest: "nenhum"
        case .formatTrainerPlace: "{1} {2} · exercício {3} de {4} · rodada {5} de {6}"
        case .formatTrainerNext: "A seguir: {1}"
        }
    }
}
