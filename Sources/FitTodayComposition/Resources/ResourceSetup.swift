public import FitTodayResources
import FitTodayDomain
import FitTodayUseCases
import FitTodayWger
import FitTodayLocalization
public import Foundation

/// Loads `Catalog/` and `Config/` for a run, with the imported Wger overlay applied when there is one: the project
/// is found from the settings (`FITTODAY_HOME`, else near the executable or the current folder), the catalog is
/// cached in the cache folder (the catalog with the overlay too, keyed by the catalog files and the overlay's
/// bytes). What was left out comes back as warnings for the caller to say.
public struct ResourceSetup: Sendable {
    public var paths: PathSettings
    public var executable: String
    public var currentDirectory: String

    /// What was loaded, and what was left out.
    public struct Loaded: Sendable {
        public var resources: LoadedResources
        public var warnings: [ResourceWarning]
    }

    public init(
        paths: PathSettings, executable: String = CommandLine.arguments.first ?? "",
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.paths = paths
        self.executable = executable
        self.currentDirectory = currentDirectory
    }

    /// - Parameter overlay: apply the imported Wger overlay (its text, media and new exercises) when there is one.
    public func load(overlay: Bool = true) throws -> Loaded {
        guard let files = ProjectFiles.locate(
            home: paths.projectHome, executable: executable, currentDirectory: currentDirectory)
        else {
            throw AppError(.dataFile, say(.projectNotFound))
        }
        let cacheDirectory = paths.cacheDirectory
        let resources = try ResourceLoader(files: files, cacheDirectory: cacheDirectory).load()
        guard overlay, let file = WgerOverlayFile(paths: paths, project: files.root) else {
            return Loaded(resources: resources, warnings: [])
        }
        let cache = cacheDirectory.map {
            CatalogCache(
                directory: $0, kind: "catalog-overlay",
                key: CatalogCache.key([(name: "overlay", data: file.data)], base: resources.catalogKey))
        }
        if let exercises = cache?.read(), let catalog = try? CatalogIndex(exercises: exercises) {
            return Loaded(resources: resources.with(catalog: catalog), warnings: [])
        }
        switch file.decoded() {
        case .failure(let warning):
            return Loaded(resources: resources, warnings: [warning])
        case .success(let decoded):
            let catalog = resources.catalog.applying(decoded.catalogOverlay)
            cache?.write(catalog.exercises)
            return Loaded(resources: resources.with(catalog: catalog), warnings: [])
        }
    }
}
