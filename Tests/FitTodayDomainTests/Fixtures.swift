import FitTodayDomain
import FitTodayResources
import FitTodayTestSupport
import Foundation

/// The project's real catalog and configuration, loaded once for all tests (by FitTodayTestSupport).
enum Fixtures {
    static let root = TestProject.root
    static var resources: LoadedResources { TestProject.resources }
    static var catalog: CatalogIndex { TestProject.catalog }
    static var composer: BlueprintComposer { TestProject.composer }
    static func equipment(_ profile: String) -> EquipmentSet { TestProject.equipment(profile) }
    static let day = TestProject.day
}

/// A small hand-made catalog for validator tests, independent of the data files.
enum TinyCatalog {
    static func exercise(_ id: String, name: String, aliases: [String] = []) -> Exercise {
        Exercise(
            id: id, name: name, nameEn: id.replacingOccurrences(of: "-", with: " ").capitalized, aliases: aliases,
            description: "Uma descrição. Outra frase.", primaryMuscles: [.chest], category: .chest,
            mechanics: .compound, pattern: .horizontalPush, level: .beginner, rest: .moderate)
    }

    static let index: CatalogIndex = try! CatalogIndex(exercises: [
        exercise("push-up", name: "Flexão de braço", aliases: ["flexão", "apoio"]),
        exercise("barbell-bench-press", name: "Supino reto com barra", aliases: ["supino reto"]),
        exercise("dumbbell-fly", name: "Crucifixo com halteres"),
        exercise("dip", name: "Mergulho nas paralelas"),
        exercise("cable-crossover", name: "Crossover na polia"),
    ])
}
