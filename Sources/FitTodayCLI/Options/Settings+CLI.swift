import FitTodayComposition
import FitTodayResources
import Foundation

/// How a command reads its settings: its flags over the process environment, once, at the start of `run()`. The CLI
/// is one of the three targets that read the environment (with the server and the composition root); everything
/// below gets the typed values.
extension Settings {
    static func current(_ flags: [SettingKey: String] = [:]) -> Settings {
        Settings(flags: flags, environment: ProcessInfo.processInfo.environment)
    }

    /// `Catalog/` and `Config/` with the imported Wger overlay (when `overlay` and there is one); what was left out
    /// is said on stderr.
    func loadResources(overlay: Bool = true) throws -> LoadedResources {
        let loaded = try ResourceSetup(paths: paths).load(overlay: overlay)
        loaded.warnings.forEach { Output.error($0.message) }
        return loaded.resources
    }
}
