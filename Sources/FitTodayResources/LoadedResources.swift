public import FitTodayDomain

/// Everything read from `Catalog/` and `Config/`, ready for the domain.
public struct LoadedResources: Sendable {
    public let files: ProjectFiles
    public let catalog: CatalogIndex
    public let blueprints: BlueprintBook
    public let names: DisplayNames
    public let config: AppConfig
    /// Named equipment sets from `Config/equipment-profiles.json`.
    public let profiles: [String: [Equipment]]
    /// A hash of the catalog files: the key of the catalog's cache, and the base of a derived catalog's.
    public let catalogKey: UInt64
    /// Harder and easier variants of bodyweight and band work, from `Catalog/ladders.json`.
    public let ladders: ExerciseLadders
    /// The staples main lifts rotate through between blocks, from `Catalog/rotations.json`.
    public let rotations: StapleRotations
    /// The composer of these resources, built once: its copies share one cache of warm composition runs, so a
    /// server composing plan after plan does not rebuild the slot tables for every request.
    public let composer: BlueprintComposer

    public init(
        files: ProjectFiles, catalog: CatalogIndex, blueprints: BlueprintBook, names: DisplayNames, config: AppConfig,
        profiles: [String: [Equipment]], catalogKey: UInt64 = 0, ladders: ExerciseLadders = ExerciseLadders(),
        rotations: StapleRotations = StapleRotations()
    ) {
        self.files = files
        self.catalog = catalog
        self.blueprints = blueprints
        self.names = names
        self.config = config
        self.profiles = profiles
        self.catalogKey = catalogKey
        self.ladders = ladders
        self.rotations = rotations
        var composer = BlueprintComposer(
            catalog: catalog, blueprints: blueprints, rules: config.training, names: names,
            validator: VariationValidator(
                threshold: config.variation.threshold, window: config.variation.window, catalog: catalog))
        composer.preferenceWindow = config.variation.preferenceWindow
        composer.accessoryShare = config.variation.accessoryShare ?? .standard
        composer.formats = config.formats
        composer.heavyPatternHours = config.schedule.heavyPatternHours
        composer.daysPerWeek = config.schedule.daysPerWeek
        self.composer = composer
    }

    /// The same resources with another catalog (the catalog with an imported overlay applied).
    public func with(catalog: CatalogIndex) -> LoadedResources {
        LoadedResources(
            files: files, catalog: catalog, blueprints: blueprints, names: names, config: config, profiles: profiles,
            catalogKey: catalogKey, ladders: ladders, rotations: rotations)
    }

    public func makeValidator() -> VariationValidator {
        VariationValidator(threshold: config.variation.threshold, window: config.variation.window, catalog: catalog)
    }
}
