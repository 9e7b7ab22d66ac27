import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

@Suite("Config/: the schedule's and the blocks' numbers are checked when loaded")
struct ProgramConfigTests {
    /// Loads a copy of the project's Config/ with one value of `fittoday.json` replaced.
    func load(editing edit: (inout [String: Any]) -> Void) throws -> Result<AppConfig, DataFileError> {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("program-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let root = try #require(ProjectFiles.locate(home: nil)).root
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for folder in ["Catalog", "Config"] {
            try FileManager.default.copyItem(
                at: root.appendingPathComponent(folder), to: scratch.appendingPathComponent(folder))
        }
        let file = scratch.appendingPathComponent("Config/fittoday.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        edit(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: file)
        let files = try #require(ProjectFiles.locate(home: scratch.path))
        return Result { () throws(DataFileError) in try ResourceLoader(files: files).loadConfig() }
    }

    static func set(_ object: inout [String: Any], _ path: [String], _ value: Any) {
        guard let key = path.first else { return }
        if path.count == 1 { object[key] = value; return }
        var inner = object[key] as? [String: Any] ?? [:]
        set(&inner, Array(path.dropFirst()), value)
        object[key] = inner
    }

    @Test("the project's own config loads")
    func projectLoads() throws {
        #expect((try? load { _ in }.get()) != nil)
    }

    @Test("an out-of-range value is refused, naming its entry, field and value", arguments: [
        (["schedule", "maxConsecutiveDays", "beginner"], 0, "maxConsecutiveDays.beginner"),
        (["schedule", "daysPerWeek", "advanced"], 9, "daysPerWeek.advanced"),
        (["schedule", "badDayRating"], 7, "badDayRating"),
        (["blocks", "deload", "loadFactor"], 1.5, "deload.loadFactor"),
        (["blocks", "restartAfterWeeks"], 0, "restartAfterWeeks"),
        (["variation", "accessoryShare", "share"], 1.5, "accessoryShare.share"),
        (["variation", "accessoryShare", "splitDays"], 0, "accessoryShare.splitDays"),
    ] as [([String], Double, String)])
    func refused(path: [String], value: Double, field: String) throws {
        let result = try load { Self.set(&$0, path, value) }
        guard case .failure(let error) = result else {
            Issue.record("\(path) = \(value) was accepted")
            return
        }
        let line = error.description
        #expect(line.contains(field) && line.contains(path[0]), "\(line)")
    }
}
