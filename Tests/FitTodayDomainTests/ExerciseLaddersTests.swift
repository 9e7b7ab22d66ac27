import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// The catalog's ladders (Catalog/ladders.json): harder and easier variants of bodyweight and band work.
@Suite("the catalog's ladders of harder and easier variants")
struct ExerciseLaddersTests {
    let catalog = Fixtures.catalog
    let ladders = Fixtures.resources.ladders

    @Test("every rung is a catalog exercise of its ladder's pattern and unit, and stands on one ladder only")
    func linksPointToExercisesOfTheSamePattern() {
        #expect(ladders.ladders.count >= 30)
        #expect(ladders.problems(in: catalog).isEmpty, "\(ladders.problems(in: catalog))")
        for exercise in catalog.exercises {
            for next in [ladders.harder(than: exercise.id), ladders.easier(than: exercise.id)].compactMap({ $0 }) {
                let variant = catalog.exercise(id: next)
                #expect(variant?.pattern == exercise.pattern, "\(exercise.id) → \(next)")
                #expect(variant?.unit == exercise.unit, "\(exercise.id) → \(next)")
            }
        }
    }

    @Test("harder chains end without coming back, and easier undoes harder")
    func chainsAreAcyclic() {
        for exercise in catalog.exercises {
            var seen: Set<String> = [exercise.id]
            var current = exercise.id
            while let next = ladders.harder(than: current) {
                #expect(seen.insert(next).inserted, "\(exercise.id): the chain comes back to \(next)")
                if seen.count > catalog.count { break }
                #expect(ladders.easier(than: next) == current)
                current = next
            }
        }
    }

    @Test("the coach's ladders are there, in order")
    func coachLadders() {
        let chains: [[String]] = [
            ["wall-push-up", "incline-push-up", "knee-push-up", "push-up", "decline-push-up", "archer-push-up"],
            ["band-assisted-pull-up", "negative-pull-up", "pull-up", "weighted-pull-up"],
            ["bench-dip", "feet-elevated-bench-dip", "band-assisted-triceps-dip", "triceps-dip", "weighted-triceps-dip"],
            ["bodyweight-split-squat", "bodyweight-bulgarian-split-squat"],
            ["suspension-trainer-row", "inverted-row", "feet-elevated-inverted-row"],
            ["assisted-pistol-squat", "box-pistol-squat", "pistol-squat"],
            ["kneeling-plank", "forearm-plank"],
        ]
        for chain in chains {
            for (easier, harder) in zip(chain, chain.dropFirst()) {
                #expect(ladders.harder(than: easier) == harder, "\(easier) → \(harder)")
            }
        }
    }

    @Test("most bodyweight moves of the patterns the ladders cover stand on one")
    func coverage() {
        let onLadder = Set(ladders.ladders.joined())
        let bodyweight = catalog.exercises.filter { $0.equipment.isEmpty && $0.role != .mobility }
        let covered = bodyweight.filter { onLadder.contains($0.id) }
        #expect(covered.count >= 60, "\(covered.count) of \(bodyweight.count)")
    }

    @Test("problems are found: unknown ids, repeats, another pattern or unit, a ladder of one")
    func problemsAreFound() {
        let tiny = TinyCatalog.index
        #expect(ExerciseLadders([["push-up", "dip"]]).problems(in: tiny).isEmpty)
        #expect(ExerciseLadders([["push-up"]]).problems(in: tiny) == [.tooShort(ladder: 0)])
        #expect(ExerciseLadders([["push-up", "nope"]]).problems(in: tiny) == [.unknownId(ladder: 0, id: "nope")])
        #expect(ExerciseLadders([["push-up", "dip"], ["dip", "push-up"]]).problems(in: tiny) == [
            .repeatedId(ladder: 1, id: "dip"), .repeatedId(ladder: 1, id: "push-up"),
        ])
        #expect(ExerciseLadders([["push-up", "dip", "push-up"]]).problems(in: tiny) == [
            .repeatedId(ladder: 0, id: "push-up"),
        ])
        #expect(ExerciseLadders([["push-up", "bodyweight-squat"]]).problems(in: catalog) == [
            .otherPattern(ladder: 0, id: "bodyweight-squat"),
        ])
        #expect(ExerciseLadders([["push-up", "planche-lean"]]).problems(in: catalog) == [
            .otherUnit(ladder: 0, id: "planche-lean"),
        ])
    }
}
