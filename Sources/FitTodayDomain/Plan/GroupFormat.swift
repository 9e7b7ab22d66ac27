/// How a group of a plan's exercises is run: a superset (two non-competing exercises, one set of each in turn) or a
/// circuit (rounds of three or more, one set of each per round). Exercises without a group are straight sets.
public enum GroupFormat: String, Codable, Sendable, CaseIterable {
    case superset, circuit
}
