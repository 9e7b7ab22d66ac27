public import FitTodayDomain

/// `Config/fittoday.json`.
public struct AppConfig: Codable, Sendable, Equatable {
    public struct Variation: Codable, Sendable, Equatable {
        /// Minimum share of new exercises, inclusive.
        public var threshold: Double
        /// How many recent workouts the validator compares with.
        public var window: Int
        /// How many recent workouts the composer avoids, softly, beyond the window.
        public var preferenceWindow: Int
    }

    public struct Defaults: Codable, Sendable, Equatable {
        public var profile: String
        public var energy: Energy
        public var level: Level
        public var goal: Goal
        public var minutes: Int
        public var language: Language
    }

    public var variation: Variation
    public var defaults: Defaults
    public var training: TrainingRules
}

/// Everything read from `Catalog/` and `Config/`, ready for the domain.
public struct LoadedResources: Sendable {
    public let files: ProjectFiles
    public let catalog: CatalogIndex
    public let blueprints: BlueprintBook
    public let names: DisplayNames
    public let config: AppConfig
    /// Named equipment sets from `Config/equipment-profiles.json`.
    public let profiles: [String: [Equipment]]

    public func makeComposer() -> BlueprintComposer {
        var composer = BlueprintComposer(
            catalog: catalog, blueprints: blueprints, rules: config.training, names: names,
            validator: makeValidator())
        composer.preferenceWindow = config.variation.preferenceWindow
        return composer
    }

    public func makeValidator() -> VariationValidator {
        VariationValidator(threshold: config.variation.threshold, window: config.variation.window, catalog: catalog)
    }
}
