import FitTodayDomain
import FitTodayResources
import Foundation

/// The project's real catalog and configuration, loaded once for all tests.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let resources: LoadedResources = {
        do {
            return try ResourceLoader(files: ProjectFiles(root: root)).load()
        } catch {
            fatalError("project data does not load: \(error)")
        }
    }()

    static var catalog: CatalogIndex { resources.catalog }
    static var composer: BlueprintComposer { resources.composer }

    static func equipment(_ profile: String) -> EquipmentSet {
        EquipmentSet(resources.profiles[profile]!)
    }

    static let day = CalendarDay(iso: "2026-11-22")!
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
