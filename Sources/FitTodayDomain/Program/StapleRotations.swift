/// The staples a main lift rotates through between blocks (`Catalog/rotations.json`): chains of catalog ids of one
/// movement pattern, each for the goals it suits, in a coach's order (a strength squat: back squat → front squat →
/// pause squat → box squat). A chain that `leads` draws every lift of its pattern the person can move to it (a
/// strength lifter with a barbell rotates from a machine or goblet squat to the barbell, never the other way);
/// otherwise a lift moves along its own chain. File order ranks chains of the same kind.
public struct StapleRotations: Sendable, Equatable {
    public struct Chain: Codable, Sendable, Equatable {
        /// The goals the chain suits; empty: every goal.
        public var goals: [Goal]
        /// Whether a lift of the chain's pattern on another chain moves to this one when the person can do one of
        /// its lifts.
        public var leads: Bool
        public var lifts: [String]

        public init(goals: [Goal] = [], leads: Bool = false, lifts: [String]) {
            self.goals = goals
            self.leads = leads
            self.lifts = lifts
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            goals = try container.decodeIfPresent([Goal].self, forKey: .goals) ?? []
            leads = try container.decodeIfPresent(Bool.self, forKey: .leads) ?? false
            lifts = try container.decode([String].self, forKey: .lifts)
        }

        func suits(_ goal: Goal) -> Bool { goals.isEmpty || goals.contains(goal) }
    }

    /// In file order.
    public let chains: [Chain]

    public init(_ chains: [Chain] = []) { self.chains = chains }

    /// The staple that follows `current` for a person training for `goal`, among lifts of its pattern that
    /// `eligible` allows: on the first leading chain of the goal that has one, the next after `current` (wrapping)
    /// when it stands on that chain, else the chain's first; with no leading chain, the next on the first chain
    /// holding `current` that has one, else the first of the first chain that has one. Nil when no chain has one.
    public func successor(of current: Exercise, goal: Goal, catalog: CatalogIndex, eligible: (Exercise) -> Bool) -> Exercise? {
        func allowed(_ ids: some Sequence<String>) -> Exercise? {
            for id in ids where id != current.id {
                guard let lift = catalog.exercise(id: id), lift.pattern == current.pattern, eligible(lift) else { continue }
                return lift
            }
            return nil
        }
        func next(on chain: Chain) -> Exercise? {
            guard let place = chain.lifts.firstIndex(of: current.id) else { return allowed(chain.lifts) }
            return allowed(chain.lifts[(place + 1)...] + chain.lifts[..<place])
        }
        let ranked = chains.filter { $0.suits(goal) }
        for chain in ranked where chain.leads {
            if let lift = next(on: chain) { return lift }
        }
        for chain in ranked where chain.lifts.contains(current.id) {
            if let lift = next(on: chain) { return lift }
        }
        for chain in ranked {
            if let lift = allowed(chain.lifts) { return lift }
        }
        return nil
    }

    /// What is wrong with one chain, against the catalog.
    public enum Problem: Sendable, Equatable {
        /// Fewer than two lifts: nothing to rotate to.
        case tooShort(chain: Int)
        case unknownId(chain: Int, id: String)
        case repeatedId(chain: Int, id: String)
        /// Another movement pattern than the chain's first lift.
        case otherPattern(chain: Int, id: String)
        /// A lift that takes no external load or is not a compound: no main lift to progress.
        case notMainLift(chain: Int, id: String)
    }

    /// Every problem, in file order; empty when each chain holds two or more loadable compound catalog lifts of one
    /// pattern, none twice.
    public func problems(in catalog: CatalogIndex) -> [Problem] {
        var problems: [Problem] = []
        for (index, chain) in chains.enumerated() {
            if chain.lifts.count < 2 { problems.append(.tooShort(chain: index)) }
            let first = chain.lifts.first.flatMap { catalog.exercise(id: $0) }
            var seen: Set<String> = []
            for id in chain.lifts {
                if !seen.insert(id).inserted { problems.append(.repeatedId(chain: index, id: id)) }
                guard let lift = catalog.exercise(id: id) else {
                    problems.append(.unknownId(chain: index, id: id))
                    continue
                }
                if let first, lift.pattern != first.pattern { problems.append(.otherPattern(chain: index, id: id)) }
                if !lift.loadable || lift.mechanics != .compound { problems.append(.notMainLift(chain: index, id: id)) }
            }
        }
        return problems
    }
}
