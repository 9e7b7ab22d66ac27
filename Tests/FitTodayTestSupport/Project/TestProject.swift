public import FitTodayDomain
public import FitTodayResources
public import Foundation

/// The package checkout and its real data (Catalog/, Config/, Prompts/), loaded once for every test target: the
/// one place tests find the project's files.
public enum TestProject {
    /// The package root, found from this file's place (Tests/FitTodayTestSupport/Project/TestProject.swift).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Project
        .deletingLastPathComponent()  // FitTodayTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .standardizedFileURL

    /// The project's data files.
    public static let files = ProjectFiles(root: root)

    /// The project's catalog and configuration, as the command loads them (no overlay, no cache).
    public static let resources: LoadedResources = {
        do {
            return try ResourceLoader(files: files).load()
        } catch {
            fatalError("project data does not load: \(error)")
        }
    }()

    public static var catalog: CatalogIndex { resources.catalog }
    public static var composer: BlueprintComposer { resources.composer }

    /// The equipment of the profile named `profile` in Config/equipment-profiles.json.
    public static func equipment(_ profile: String) -> EquipmentSet {
        EquipmentSet(resources.profiles[profile]!)
    }

    /// The day most tests plan for.
    public static let day = CalendarDay(iso: "2026-11-22")!
}
