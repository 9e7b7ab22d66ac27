import FitTodayDomain
import Foundation
import Testing

/// What the catalog says about set-ups, equipment alternatives and implements, checked against entries whose
/// descriptions a person read: improvised furniture, door frames and partners; a weighted pull-up or dip that takes a
/// plate, a dumbbell or a kettlebell; a load per hand only where a dumbbell or kettlebell is held in each hand.
@Suite struct CatalogTruthTests {
    let catalog = Fixtures.catalog

    func exercise(_ id: String) throws -> Exercise { try #require(catalog.exercise(id: id), "\(id) is in the catalog") }

    /// Read from their descriptions: the set-up is a table, a chair, a sofa, a counter, a door or a partner.
    static let improvised: [String: Improvisation] = [
        "under-table-bodyweight-curl": .furniture, "under-table-isometric-curl": .furniture,
        "table-inverted-row": .furniture, "scapular-table-row": .furniture, "feet-elevated-table-row": .furniture,
        "chair-dip": .furniture, "straight-leg-chair-dip": .furniture, "chair-squat": .furniture,
        "box-pistol-squat": .furniture, "bodyweight-triceps-extension": .furniture,
        "copenhagen-plank-short-lever": .furniture, "donkey-calf-raise": .furniture,
        "door-frame-biceps-curl": .doorFrame, "single-arm-door-frame-curl": .doorFrame, "door-frame-row": .doorFrame,
        "single-arm-door-frame-row": .doorFrame, "towel-door-row": .doorFrame, "assisted-pistol-squat": .doorFrame,
        "nordic-hamstring-curl": .partner, "weighted-plank": .partner,
    ]

    /// Proper equipment (or the floor, a wall or a step): nothing improvised, even where the text mentions a door
    /// anchor for a band or calls a box "stable".
    static let proper = [
        "pull-up", "inverted-row", "suspension-trainer-row", "band-lat-pulldown", "incline-push-up", "bench-dip",
        "triceps-dip", "box-jump", "machine-lying-leg-curl", "glute-ham-raise", "dumbbell-bench-press",
        "barbell-back-squat", "wall-sit", "weighted-pull-up", "weighted-chest-dip",
    ]

    @Test func improvisedSetUpsAreFlaggedWithTheirKind() throws {
        for (id, kind) in Self.improvised {
            #expect(try exercise(id).improvised == kind, "\(id)")
        }
        let flagged = Set(catalog.exercises.filter { $0.improvised != nil }.map(\.id))
        #expect(flagged == Set(Self.improvised.keys), "only the curated set-ups are improvised")
    }

    @Test func properEquipmentIsNotImprovised() throws {
        for id in Self.proper {
            #expect(try exercise(id).improvised == nil, "\(id)")
        }
    }

    /// A weighted pull-up, chin-up or dip takes its station plus any one load: plates, a dumbbell or a kettlebell.
    @Test func anyOfEntriesAreAvailableWithEachAlternativeAndNotWithout() throws {
        let entries = catalog.exercises.filter { !$0.equipmentAnyOf.isEmpty }
        #expect(Set(entries.map(\.id)).isSuperset(of: ["weighted-pull-up", "weighted-chest-dip", "weighted-triceps-dip"]))
        for exercise in entries {
            let base = EquipmentSet(exercise.equipment)
            let position = try #require(catalog.position(ofId: exercise.id))
            #expect(!exercise.isAvailable(with: base), "\(exercise.id) without any load")
            #expect(!catalog.available(equipment: base).contains(position), "\(exercise.id) listed without any load")
            for alternative in exercise.equipmentAnyOf {
                let enough = base.union(EquipmentSet([alternative]))
                #expect(exercise.isAvailable(with: enough), "\(exercise.id) with \(alternative)")
                #expect(catalog.available(equipment: enough).contains(position), "\(exercise.id) with \(alternative)")
            }
            #expect(Set(exercise.equipment).isDisjoint(with: exercise.equipmentAnyOf), "\(exercise.id)")
        }
    }

    /// The case: a lifter with a bar and plates (no dumbbell) gets the weighted pull-up; a station alone
    /// does not.
    @Test func weightedPullUpNeedsALoadNotADumbbell() throws {
        let pullUp = try exercise("weighted-pull-up")
        #expect(pullUp.equipment == [.pullUpBar])
        #expect(Set(pullUp.equipmentAnyOf) == [.weightPlate, .dumbbell, .kettlebell])
        #expect(pullUp.isAvailable(with: EquipmentSet([.pullUpBar, .weightPlate])))
        #expect(pullUp.isAvailable(with: EquipmentSet([.pullUpBar, .kettlebell])))
        #expect(!pullUp.isAvailable(with: EquipmentSet([.pullUpBar, .resistanceBand])))
        #expect(!pullUp.isAvailable(with: EquipmentSet([.weightPlate, .dumbbell])))
        #expect(pullUp.loadEquipment == [.pullUpBar, .weightPlate, .dumbbell, .kettlebell])
    }

    /// Every dumbbell or kettlebell entry says how many it holds; nothing else does.
    @Test func everyDumbbellAndKettlebellEntryCountsItsImplements() {
        for exercise in catalog.exercises {
            let handheld = exercise.equipment.contains { $0 == .dumbbell || $0 == .kettlebell }
            if handheld {
                #expect(exercise.implements == 1 || exercise.implements == 2, "\(exercise.id)")
            } else {
                #expect(exercise.implements == nil, "\(exercise.id)")
            }
        }
    }

    @Test(arguments: [
        ("dumbbell-bench-press", true), ("dumbbell-biceps-curl", true), ("dumbbell-farmers-carry", true),
        ("kettlebell-farmers-carry", true), ("dumbbell-lateral-raise", true), ("dumbbell-alternating-hammer-curl", true),
        ("dumbbell-goblet-squat", false), ("one-arm-dumbbell-row", false), ("kettlebell-swing", false),
        ("kettlebell-single-arm-swing", false), ("dumbbell-suitcase-carry", false), ("dumbbell-swing", false),
        ("barbell-back-squat", false), ("weighted-pull-up", false),
    ])
    func perHandIsTrue(id: String, perHand: Bool) throws {
        let exercise = try exercise(id)
        #expect(exercise.perHand == perHand)
        let plan = PlannedExercise(
            exercise, prescription: TrainingRules.Prescription(sets: 3, target: RepRange(min: 8, max: 12), restSeconds: 60),
            language: .en)
        #expect(plan.perHand == perHand)
        let json = String(decoding: try JSONEncoder().encode(plan), as: UTF8.self)
        #expect(json.contains("\"perHand\":true") == perHand)
        #expect(try JSONDecoder().decode(PlannedExercise.self, from: Data(json.utf8)).perHand == perHand)
    }

    /// A weighted dip or pull-up carries as much as a bar whichever load is on the belt, and its plan keeps the
    /// alternatives so load steps and warm-ups still find the implement.
    @Test func anyOfLoadsCarryLikeABar() throws {
        let dip = try exercise("weighted-chest-dip")
        let plan = PlannedExercise(
            dip, prescription: TrainingRules.Prescription(sets: 3, target: RepRange(min: 5, max: 8), restSeconds: 120),
            language: .ptBR)
        #expect(plan.equipment == [.dipStation])
        #expect(plan.loadEquipment.contains(.weightPlate))
        #expect(Exercise.takesLoad(plan.loadEquipment))
    }
}
