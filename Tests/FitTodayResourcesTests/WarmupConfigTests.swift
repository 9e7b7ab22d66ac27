import FitTodayResources
import Foundation
import Testing

/// `sessions.warmup` in `Config/fittoday.json`: a share outside (0, 1), a plate that is not positive or an unknown
/// implement is refused at load, naming the entry.
extension ResourceLoaderErrorTests {
    func warmupError(_ change: (inout [String: Any]) -> Void) throws -> DataFileError? {
        let files = try scratchProject()
        try edit(files.config.appendingPathComponent("fittoday.json"), as: [String: Any].self) { config in
            var sessions = config["sessions"] as! [String: Any]
            var warmup = sessions["warmup"] as! [String: Any]
            change(&warmup)
            sessions["warmup"] = warmup
            config["sessions"] = sessions
        }
        return loadError(files)
    }

    @Test func warmupShareOutOfRangeIsRejected() throws {
        let error = try #require(try warmupError { warmup in
            var ramp = warmup["ramp"] as! [[String: Any]]
            ramp[0]["share"] = 1.2
            warmup["ramp"] = ramp
        })
        #expect(error.entry == "sessions.warmup" && error.description.contains("ramp.share"), "\(error)")
    }

    @Test func warmupPlateAndImplementAreChecked() throws {
        let plate = try #require(try warmupError { $0["plates"] = [25, 0] })
        #expect(plate.entry == "sessions.warmup" && plate.description.contains("plates"), "\(plate)")
        let implement = try #require(try warmupError { $0["bars"] = ["trap-bar": 25] })
        #expect(implement.entry == "sessions.warmup" && implement.description.contains("trap-bar"), "\(implement)")
    }
}
