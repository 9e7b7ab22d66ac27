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
