/// The words of `catalog show`, in English.
enum EnglishCatalogTable {
    static func text(_ message: CatalogMessage) -> String {
        switch message {
        case .showId: "id: {1}"
        case .showPrimary: "primary muscles: {1}"
        case .showSecondary: "secondary muscles: {1}"
        case .showEquipment: "equipment: {1}"
        case .showAttributes: "{1} · {2} · {3} · {4} level · {5} rest"
        case .showCoach: "use: {1} · role: {2} · counted in {3}"
        case .showAliases: "aliases: {1}"
        case .showDescriptionPortugueseOnly: "(Portuguese text: no English description yet)"
        case .showEquipmentAnyOf: "plus one of: {1}"
        case .showImprovised: "improvised set-up: {1} (chosen only when no proper equipment fits)"
        case .showScheme: "fixed scheme: {1} reps, whatever the goal"
        case .showSchemeSets: "fixed scheme: {1} × {2}, whatever the goal"
        case .showPerHand: "load per hand (one in each hand)"
        case .improvisedFurniture: "furniture"
        case .improvisedDoorFrame: "a door frame or door"
        case .improvisedPartner: "a partner"
        case .showWger: "wger {1} · description: {2} ({3})"
        case .showMedia: "media: {1} {2}"
        case .showAttribution: "Exercise data from wger (https://wger.de), by {1}, licensed {2}"
        }
    }
}
