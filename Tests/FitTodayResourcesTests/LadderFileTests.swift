import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// Catalog/ladders.json and the `bodyweight` numbers are checked when the project loads.
extension ResourceLoaderErrorTests {
    @Test func ladderWithAnUnknownIdNamesFileAndLadder() throws {
        let files = try scratchProject()
        try edit(files.catalog.appendingPathComponent("ladders.json"), as: [[String]].self) { $0[2].append("no-such-move") }
        let error = try #require(loadError(files))
        #expect(error.file == "Catalog/ladders.json" && error.entry == "2" && error.description.contains("no-such-move"))
    }

    @Test func ladderAcrossPatternsOrWithARepeatIsRejected() throws {
        let files = try scratchProject()
        try edit(files.catalog.appendingPathComponent("ladders.json"), as: [[String]].self) { $0[0].append("pistol-squat") }
        #expect(try #require(loadError(files)).description.contains("pattern"))
        try edit(files.catalog.appendingPathComponent("ladders.json"), as: [[String]].self) { ladders in
            ladders[0].removeLast()
            ladders.append(["pull-up", "push-up"])
        }
        #expect(try #require(loadError(files)).description.contains("repeated"))
    }

    @Test func bodyweightNumbersAreChecked() throws {
        let files = try scratchProject()
        try edit(files.config.appendingPathComponent("fittoday.json"), as: [String: Any].self) { config in
            var block = config["bodyweight"] as! [String: Any]
            block["holdStepMaxSeconds"] = 1
            config["bodyweight"] = block
        }
        let error = try #require(loadError(files))
        #expect(error.entry == "bodyweight" && error.description.contains("holdStepMaxSeconds"))
    }
}
