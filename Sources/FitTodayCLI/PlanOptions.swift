import FitTodayService
import ArgumentParser
import FitTodayDomain
import FitTodayText
import FitTodayResources
import FitTodayWger
import Foundation

/// The inputs shared by `generate` and `batch`. `batch` accepts comma lists for profile, energy, level and goal
/// and runs every combination; `generate` takes one value each. Values may be typed in pt-BR or English.
struct PlanOptions: ParsableArguments {
    @Option(help: ArgumentHelp(say(.helpFocus), valueName: say(.valueFocus)))
    var focus: String?

    @Option(help: ArgumentHelp(say(.helpEquipment), valueName: say(.valueEquipment)))
    var equipment: String?

    @Option(help: ArgumentHelp(say(.helpProfile), valueName: say(.valueProfile)))
    var profile: String?

    @Option(help: ArgumentHelp(say(.helpEnergy), valueName: say(.valueEnergy)))
    var energy: String?

    @Option(help: ArgumentHelp(say(.helpLevel), valueName: say(.valueLevel)))
    var level: String?

    @Option(help: ArgumentHelp(say(.helpGoal), valueName: say(.valueGoal)))
    var goal: String?

    @Option(help: ArgumentHelp(say(.helpMinutes), valueName: say(.valueMinutes)))
    var minutes: Int?

    @OptionGroup var language: LanguageOption

    @Option(help: ArgumentHelp(say(.helpSeed), valueName: say(.valueSeed)))
    var seed: UInt64?

    func validate() throws { try ValidationError.checking { try input.validate() } }

    /// The options as typed.
    var input: PlanInput {
        PlanInput(
            focus: focus, equipment: equipment, profile: profile, energy: energy, level: level, goal: goal,
            minutes: minutes, seed: seed, language: language.language)
    }

    func requests(resources: LoadedResources, date: CalendarDay, allowLists: Bool) throws -> [(profile: String, request: PlanRequest)] {
        try input.requests(resources: resources, date: date, allowLists: allowLists)
    }
}

/// Loads Catalog/ and Config/ (with the imported Wger overlay) for the CLI.
extension AppContext {
    /// - Parameter overlay: apply the imported Wger overlay (its text, media and new exercises) when there is one.
    ///   The catalog with the overlay applied is cached too, keyed by the catalog files and the overlay's bytes.
    static func loadResources(overlay: Bool = true) throws -> LoadedResources {
        guard let files = ProjectFiles.locate() else {
            throw AppError(.dataFile, say(.projectNotFound))
        }
        let cacheDirectory = cacheDirectory()
        let resources = try ResourceLoader(files: files, cacheDirectory: cacheDirectory).load()
        guard overlay, let (path, data) = WgerImportCommand.overlayFile(project: files.root) else { return resources }
        let cache = cacheDirectory.map {
            CatalogCache(
                directory: $0, kind: "catalog-overlay",
                key: CatalogCache.key([(name: "overlay", data: data)], base: resources.catalogKey))
        }
        if let exercises = cache?.read(), let catalog = try? CatalogIndex(exercises: exercises) {
            return resources.with(catalog: catalog)
        }
        guard let entries = WgerImportCommand.overlay(from: data, path: path)?.catalogOverlay else { return resources }
        let catalog = resources.catalog.applying(entries)
        cache?.write(catalog.exercises)
        return resources.with(catalog: catalog)
    }
}
