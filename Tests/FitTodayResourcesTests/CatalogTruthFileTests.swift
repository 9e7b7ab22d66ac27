import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// The catalog keys `improvised`, `equipmentAnyOf`, `scheme` and `implements` are read and checked when the project
/// loads: a bad value names the file, the entry and the key.
extension ResourceLoaderErrorTests {
    /// Breaks the first entry of chest.json with `change`, returns the load error.
    func breakingFirstChestEntry(_ change: @escaping (inout [String: Any]) -> Void) throws -> DataFileError? {
        let files = try scratchProject()
        try edit(files.catalog.appendingPathComponent("exercises/chest.json"), as: [[String: Any]].self) { change(&$0[0]) }
        return loadError(files)
    }

    @Test func schemeMustBeWellFormed() throws {
        let backwards = try #require(try breakingFirstChestEntry { $0["scheme"] = ["reps": ["min": 5, "max": 3]] })
        #expect(backwards.file == "Catalog/exercises/chest.json" && backwards.description.contains("scheme"))
        let noReps = try #require(try breakingFirstChestEntry { $0["scheme"] = ["sets": 3] })
        #expect(noReps.description.contains("scheme"))
        let zeroSets = try #require(try breakingFirstChestEntry { $0["scheme"] = ["reps": ["min": 3, "max": 5], "sets": 0] })
        #expect(zeroSets.description.contains("scheme"))
    }

    @Test func implementsIsOneOrTwo() throws {
        let error = try #require(try breakingFirstChestEntry { $0["implements"] = 3 })
        #expect(error.description.contains("implements"))
    }

    @Test func anyOfNamesKnownEquipmentNotAlsoRequired() throws {
        let unknown = try #require(try breakingFirstChestEntry { $0["equipmentAnyOf"] = ["belt"] })
        #expect(unknown.description.contains("equipmentAnyOf"))
        let twice = try breakingFirstChestEntry { entry in
            entry["equipmentAnyOf"] = [(entry["equipment"] as! [String]).first ?? "bench", "bench"]
        }
        #expect(twice != nil)
    }

    @Test func improvisedIsAKnownKind() throws {
        let error = try #require(try breakingFirstChestEntry { $0["improvised"] = "sofa" })
        #expect(error.description.contains("improvised"))
    }

    /// What the files say arrives in the loaded catalog, through the start-up cache too.
    @Test func theKeysReachTheCatalog() throws {
        let catalog = Fixtures.catalog
        #expect(catalog.exercise(id: "barbell-21s")?.scheme == FixedScheme(reps: RepRange(min: 21, max: 21), sets: 3))
        #expect(catalog.exercise(id: "weighted-chest-dip")?.equipmentAnyOf == [.weightPlate, .dumbbell, .kettlebell])
        #expect(catalog.exercise(id: "door-frame-row")?.improvised == .doorFrame)
        #expect(catalog.exercise(id: "dumbbell-goblet-squat")?.implements == 1)
        #expect(catalog.exercise(id: "dumbbell-bench-press")?.implements == 2)
    }
}
