/// The ladders of `Catalog/ladders.json`: variants of one move, easiest first (wall push-up → … → one-arm
/// push-up). A ladder keeps one movement pattern and one unit, and an exercise stands on one ladder at most, so each
/// exercise has at most one harder and one easier variant and no chain of harder variants can come back on itself.
public struct ExerciseLadders: Sendable, Equatable {
    /// Each ladder's catalog ids, easiest first, in file order.
    public let ladders: [[String]]
    private let places: [String: Place]

    struct Place: Sendable, Equatable {
        var ladder: Int
        var rung: Int
    }

    /// Where an id is given twice, the first place counts (and `problems(in:)` names the repeat).
    public init(_ ladders: [[String]] = []) {
        self.ladders = ladders
        var places: [String: Place] = [:]
        for (ladder, rungs) in ladders.enumerated() {
            for (rung, id) in rungs.enumerated() where places[id] == nil {
                places[id] = Place(ladder: ladder, rung: rung)
            }
        }
        self.places = places
    }

    /// The next variant up, when `id` is on a ladder below its top.
    public func harder(than id: String) -> String? {
        guard let place = places[id], place.rung + 1 < ladders[place.ladder].count else { return nil }
        return ladders[place.ladder][place.rung + 1]
    }

    /// The next variant down, when `id` is on a ladder above its foot.
    public func easier(than id: String) -> String? {
        guard let place = places[id], place.rung > 0 else { return nil }
        return ladders[place.ladder][place.rung - 1]
    }

    /// What is wrong with one ladder, against the catalog.
    public enum Problem: Sendable, Equatable {
        /// Fewer than two rungs: nothing to climb.
        case tooShort(ladder: Int)
        case unknownId(ladder: Int, id: String)
        /// The id already stands on this or an earlier ladder (a repeat could close a loop).
        case repeatedId(ladder: Int, id: String)
        /// Another movement pattern than the ladder's first rung.
        case otherPattern(ladder: Int, id: String)
        /// Another unit (reps, seconds, metres) than the ladder's first rung.
        case otherUnit(ladder: Int, id: String)
    }

    /// Every problem, in file order; empty when each rung is a catalog exercise of its ladder's pattern and unit and
    /// no id stands twice.
    public func problems(in catalog: CatalogIndex) -> [Problem] {
        var problems: [Problem] = []
        var seen: Set<String> = []
        for (ladder, rungs) in ladders.enumerated() {
            if rungs.count < 2 { problems.append(.tooShort(ladder: ladder)) }
            let first = rungs.first.flatMap { catalog.exercise(id: $0) }
            for id in rungs {
                if !seen.insert(id).inserted {
                    problems.append(.repeatedId(ladder: ladder, id: id))
                    continue
                }
                guard let exercise = catalog.exercise(id: id) else {
                    problems.append(.unknownId(ladder: ladder, id: id))
                    continue
                }
                guard let first else { continue }
                if exercise.pattern != first.pattern { problems.append(.otherPattern(ladder: ladder, id: id)) }
                if exercise.unit != first.unit { problems.append(.otherUnit(ladder: ladder, id: id)) }
            }
        }
        return problems
    }
}
