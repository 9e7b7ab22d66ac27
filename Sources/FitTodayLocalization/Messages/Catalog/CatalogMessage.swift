/// The words of `catalog show` (an exercise's sheet: its attributes, the Wger overlay's entry, improvised set-ups,
/// fixed schemes, per-hand loads): in `PortugueseCatalogTable` and `EnglishCatalogTable`. Every case starts with
/// `show` or `improvised`, so no name clashes with another table's.
public enum CatalogMessage: String, CaseIterable, Sendable {
    case showId, showPrimary, showSecondary, showEquipment, showAttributes, showCoach, showAliases
    case showDescriptionPortugueseOnly, showWger, showMedia, showAttribution
    case showEquipmentAnyOf, showImprovised, showScheme, showSchemeSets, showPerHand
    case improvisedFurniture, improvisedDoorFrame, improvisedPartner
}
