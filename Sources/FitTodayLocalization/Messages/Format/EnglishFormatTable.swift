/// The words of supersets and circuits in English.
enum EnglishFormatTable {
    static func text(_ message: FormatMessage) -> String {
        switch message {
        case .formatSuperset: "Superset"
        case .formatCircuit: "Circuit"
        case .formatSupersetNote:
            "{1}: superset — one set of each exercise in turn; {2} rest between them and {3} after each round"
        case .formatCircuitNote:
            "{1}: circuit of {2} exercises in {3} rounds — one set of each per round; {4} rest between them and {5} after each round"
        case .formatNoRest: "no"
        case .formatTrainerPlace: "{1} {2} · exercise {3} of {4} · round {5} of {6}"
        case .formatTrainerNext: "Next: {1}"
        }
    }
}
