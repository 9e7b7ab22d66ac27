/// The kinds of value a person types on the command line.
public enum ValueKind: String, CaseIterable, Sendable {
    /// A split, a muscle or a muscle group (`--focus`, `--muscle`).
    case focus
    case equipment, energy, level, goal, profile
}
