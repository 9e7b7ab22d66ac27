import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// The start-up cache gives back exactly the catalog the JSON files hold.
@Suite struct CatalogCacheTests {
    @Test func aCachedCatalogEqualsTheParsedOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ProjectFiles(root: Fixtures.root)
        let parsed = try ResourceLoader(files: files).loadCatalog()
        let first = try ResourceLoader(files: files, cacheDirectory: folder).loadCatalog()
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".bin") }
        #expect(written.count == 1, "the first load writes the cache")
        let second = try ResourceLoader(files: files, cacheDirectory: folder).loadCatalog()
        #expect(first.exercises == parsed.exercises)
        #expect(second.exercises == parsed.exercises, "the second load reads it back unchanged")

        // A damaged cache is refused and rebuilt, never trusted.
        let path = folder.appendingPathComponent(written[0])
        try Data("not an archive".utf8).write(to: path)
        let third = try ResourceLoader(files: files, cacheDirectory: folder).loadCatalog()
        #expect(third.exercises == parsed.exercises)
    }
}
