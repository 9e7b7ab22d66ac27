import FitTodayComposition
import FitTodayDomain
import FitTodayResources
import FitTodayWger
import Foundation
import Testing

/// The resources as every command and the server load them: the project found from the settings, the imported
/// overlay applied, what was left out returned as warnings (nothing printed).
@Suite("Resource setup")
struct ResourceSetupTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Settings with the project at the checkout, no cache, and the overlay at `overlay`.
    static func paths(overlay: URL) -> PathSettings {
        Settings(environment: [
            "FITTODAY_HOME": root.path, "FITTODAY_NO_CACHE": "1", "FITTODAY_WGER_OVERLAY": overlay.path, "HOME": "/nowhere",
        ]).paths
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("resource-setup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("the imported overlay's text replaces a matched exercise's description; without it the catalog is plain")
    func overlayApplied() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("wger-overlay.json")
        let setup = ResourceSetup(paths: Self.paths(overlay: file))
        let plain = try setup.load()
        let exercise = try #require(plain.resources.catalog.exercises.first)
        let entry = WgerOverlayEntry(
            wgerId: 1, status: .matched, catalogId: exercise.id, name: exercise.name, nameEn: exercise.name,
            description: ResolvedDescription(text: "Texto importado do Wger.", language: "pt-BR", source: .wgerPortuguese),
            media: MediaResolver.placeholder(primaryMuscles: [], category: nil),
            license: OverlayLicense(id: 2, name: "CC-BY-SA 4", url: nil), author: "a", attribution: "by a", exercise: nil)
        try JSONEncoder().encode(WgerOverlay(source: "test", entries: [entry])).write(to: file)

        let loaded = try setup.load()
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.resources.catalog.exercise(id: exercise.id)?.description == "Texto importado do Wger.")
        #expect(try setup.load(overlay: false).resources.catalog.exercise(id: exercise.id)?.description
            == exercise.description)
    }

    @Test("a broken overlay is left out with a warning for the caller to say, never an error")
    func brokenOverlay() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("wger-overlay.json")
        try Data("not json".utf8).write(to: file)
        let loaded = try ResourceSetup(paths: Self.paths(overlay: file)).load()
        #expect(loaded.warnings == [.overlayLeftOut(path: file.standardizedFileURL.path)])
        #expect(loaded.warnings[0].message.contains(file.standardizedFileURL.path))
        #expect(!loaded.resources.catalog.exercises.isEmpty)
    }

    @Test("an overlay inside the project is refused as a usage error")
    func overlayInsideProject() {
        let paths = Self.paths(overlay: Self.root.appendingPathComponent("Catalog/overlay.json"))
        #expect(throws: (any Error).self) { try WgerOverlayFile.path(paths, project: Self.root) }
        #expect(WgerOverlayFile(paths: paths, project: Self.root) == nil)
    }

    @Test("no project found: the data-file error, naming FITTODAY_HOME")
    func noProject() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = Settings(environment: ["FITTODAY_NO_CACHE": "1", "HOME": folder.path]).paths
        let setup = ResourceSetup(paths: paths, executable: folder.appendingPathComponent("fittoday").path, currentDirectory: folder.path)
        #expect(throws: (any Error).self) { try setup.load() }
    }
}
