import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// The coach attributes of every catalog entry, read from the files themselves and from the loaded catalog.
@Suite struct CoachCatalogTests {
    let catalog = Fixtures.catalog

    /// Every entry states its attributes in the file (the loader requires them; this reads the raw JSON too).
    @Test func everyEntryStatesTierRoleUnitAndLoadable() throws {
        let folder = Fixtures.root.appendingPathComponent("Catalog/exercises")
        var count = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".json") {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            for entry in entries {
                count += 1
                let id = entry["id"] as? String ?? "?"
                #expect(Tier(rawValue: entry["tier"] as? String ?? "") != nil, "\(file) \(id): tier")
                #expect(ExerciseRole(rawValue: entry["role"] as? String ?? "") != nil, "\(file) \(id): role")
                #expect(WorkUnit(rawValue: entry["unit"] as? String ?? "") != nil, "\(file) \(id): unit")
                #expect(entry["loadable"] is Bool, "\(file) \(id): loadable")
            }
        }
        #expect(count == catalog.count)
    }

    /// Holds are timed: names that say plank, hold, wall sit, hang or isometric, or L-sit, are in seconds —
    /// except the moving plank drills (jacks, taps, up-downs, walk-outs…) and hanging raises, which are reps.
    @Test func everyHoldIsInSeconds() {
        let holdWords = ["plank", "hold", "wall-sit", "dead-hang", "isometric", "l-sit", "flexed-arm-hang", "hollow-body-hold"]
        let moving = ["iso-hold-alternating", "spiderman", "jack", "tap", "up-down", "walk", "reach", "dip", "leg-lift", "pull-through", "row", "to-", "rotation", "jump", "climber", "drag", "knee", "hip-dip", "saw", "pike", "up"]
        var checked = 0
        for exercise in catalog.exercises {
            let id = exercise.id
            guard holdWords.contains(where: id.contains), !moving.contains(where: id.contains), !id.hasPrefix("hanging")
            else { continue }
            checked += 1
            #expect(exercise.unit == .seconds, "\(id) is a hold")
        }
        #expect(checked >= 15, "the rule must reach the holds (\(checked))")
        #expect(catalog.exercises.count { $0.unit == .seconds } >= 25)
        #expect(catalog.exercises.filter { $0.pattern == .carry }.allSatisfy { $0.unit == .meters })
    }

    @Test func everyRegressionNamesTheExerciseItLeadsTo() {
        let regressions = catalog.exercises.filter { $0.role == .regression }
        #expect(regressions.count >= 20)
        for exercise in regressions {
            let parent = exercise.regressionOf.flatMap(catalog.exercise(id:))
            #expect(parent != nil && parent?.id != exercise.id, "\(exercise.id) → \(exercise.regressionOf ?? "nil")")
            #expect(parent?.role != .regression, "\(exercise.id) leads to another regression")
        }
        #expect(catalog.exercises.filter { $0.role != .regression }.allSatisfy { $0.regressionOf == nil })
    }

    @Test func mainLiftsAreLoadableCompounds() {
        let mains = catalog.exercises.filter { $0.role == .main }
        #expect(mains.count >= 100)
        #expect(mains.allSatisfy { $0.loadable && $0.mechanics == .compound })
        // The lifts coaches program most are staples, main lifts, and open to beginners.
        for id in ["barbell-back-squat", "barbell-deadlift", "barbell-bench-press", "barbell-overhead-press", "barbell-bent-over-row"] {
            let lift = catalog.exercise(id: id)
            #expect(lift?.tier == .staple && lift?.role == .main && lift?.level == .beginner, "\(id)")
        }
        #expect(catalog.exercise(id: "pull-up")?.tier == .staple)
    }

    /// Every split has staples for every profile with loaded equipment, and a main lift for its first main slot.
    @Test func staplesExistForEverySplitAndLoadedProfile() {
        let book = Fixtures.resources.blueprints
        for (profile, items) in Fixtures.resources.profiles {
            let equipment = EquipmentSet(items)
            guard equipment.intersects(Exercise.loadingEquipment) else { continue }
            let available = catalog.available(equipment: equipment, level: .beginner).map { catalog.exercises[$0] }
            for split in Split.allCases {
                let slots = book.slots(for: .split(split))
                let muscles = Set(slots.flatMap(\.muscles))
                let staples = available.filter { $0.tier == .staple && !muscles.isDisjoint(with: $0.primaryMuscles) }
                #expect(!staples.isEmpty, "\(profile) \(split.rawValue): no staple")
                // An arms day with kettlebells only has no loadable triceps or biceps compound; every other split does.
                if let main = slots.first(where: \.isMain), split != .arms || equipment.contains(.dumbbell) {
                    let fits = available.contains {
                        $0.role == .main && !Set(main.muscles).isDisjoint(with: $0.primaryMuscles)
                    }
                    #expect(fits, "\(profile) \(split.rawValue): no main lift for the first main slot")
                }
            }
        }
    }

    @Test func stapleShareOfTheCatalogIsAMinority() {
        let share = Double(catalog.exercises.count { $0.tier == .staple }) / Double(catalog.count)
        #expect((0.1...0.3).contains(share), "\(share)")
    }
}
