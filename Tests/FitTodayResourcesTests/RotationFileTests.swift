import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// Catalog/rotations.json is read and checked when the project loads.
extension ResourceLoaderErrorTests {
    @Test func rotationChainsLoadWithTheProject() throws {
        let resources = try ResourceLoader(files: try scratchProject()).load()
        let strengthSquat = try #require(resources.rotations.chains.first)
        #expect(strengthSquat.goals == [.strength] && strengthSquat.leads && strengthSquat.lifts.first == "barbell-back-squat")
        #expect(resources.rotations.chains.contains { $0.goals.isEmpty && !$0.leads })
    }

    @Test func rotationChainWithAnUnknownIdOrAnotherPatternIsRejected() throws {
        let files = try scratchProject()
        let url = files.catalog.appendingPathComponent("rotations.json")
        try edit(url, as: [[String: Any]].self) { chains in
            chains[1]["lifts"] = (chains[1]["lifts"] as! [String]) + ["no-such-lift"]
        }
        let error = try #require(loadError(files))
        #expect(error.file == "Catalog/rotations.json" && error.entry == "1" && error.description.contains("no-such-lift"))
        try edit(url, as: [[String: Any]].self) { chains in
            chains[1]["lifts"] = Array((chains[1]["lifts"] as! [String]).dropLast()) + ["barbell-deadlift"]
        }
        #expect(try #require(loadError(files)).description.contains("pattern"))
        try edit(url, as: [[String: Any]].self) { chains in
            chains[1]["lifts"] = Array((chains[1]["lifts"] as! [String]).dropLast()) + ["push-up"]
        }
        #expect(try #require(loadError(files)).description.contains("push-up"))
    }
}
