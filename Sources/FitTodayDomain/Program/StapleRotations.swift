/// The staples a main lift rotates through between blocks (`Catalog/rotations.json`): chains of catalog ids of one
/// movement pattern, each for the goals it suits, in a coach's order of preference (a strength squat: back squat →
/// front squat → pause squat → box squat). The file's order ranks the chains too: the first chain of a goal and
/// pattern that has a lift the person can do is where a lift on no chain rotates to, so barbell chains come before
/// dumbbell and kettlebell ones and a strength lifter with a barbell is never rotated to a goblet squat.
public struct StapleRotations: Sendable, Equatable {
    public struct Chain: Codable, Sendable, Equatable {
        /// The goals the chain suits; empty: every goal.
        public var goals: [Goal]
        public var lifts: [String]

        public init(goals: [Goal] = [], lifts: [String]) {
            self.goals = goals
            self.lifts = lifts
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            goals = try container.decodeIfPresent([Goal].self, forKey: .goals) ?? []
            lifts = try container.decode([String].self, forKey: .lifts)
        }

        func suits(_ goal: Goal) -> Bool { goals.isEmpty || goals.contains(goal) }
    }

    /// In file order.
    public let chains: [Chain]

    public init(_ chains: [Chain] = []) { self.chains = chains }

    /// The staple that follows `current` for a person training for `goal`: on the first chain of the goal that holds
    /// `current` and still has a lift `eligible` allows, the next such lift after it (wrapping); else the first
    /// eligible lift of the first chain of the goal and of `current`'s pattern. Nil when no chain has one.
    public func successor(of current: Exercise, goal: Goal, catalog: CatalogIndex, eligible: (Exercise) -> Bool) -> Exercise? {
        let ranked = chains.filter { $0.suits(goal) }
        func allowed(_ ids: some Sequence<String>) -> Exercise? {
            for id in ids where id != current.id {
                guard let lift = catalog.exercise(id: id), lift.pattern == current.pattern, eligible(lift) else { continue }
                return lift
            }
            return nil
        }
        for chain in ranked {
            guard let place = chain.lifts.firstIndex(of: current.id) else { continue }
            if let next = allowed(chain.lifts[(place + 1)...] + chain.lifts[..<place]) { return next }
        }
        for chain in ranked where !chain.lifts.contains(current.id) {
            if let first = allowed(chain.lifts) { return first }
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
