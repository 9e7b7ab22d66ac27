public import Foundation

/// Where FitToday's files are: the project (Catalog/, Config/, Prompts/), the user's data folder (the history
/// database, the imported Wger overlay) and the catalog cache.
public struct PathSettings: Sendable, Equatable {
    /// `FITTODAY_HOME`: the project folder, when set (else it is looked for; see `ProjectFiles.locate`).
    public var projectHome: String?
    /// `$XDG_DATA_HOME/fittoday`, else `~/.local/share/fittoday`.
    public var dataDirectory: String
    /// `$XDG_CACHE_HOME/fittoday`, else `~/.cache/fittoday`; nil with `FITTODAY_NO_CACHE=1` or no home folder.
    public var cacheDirectory: URL?
    /// `--out` (of `wger import`), else `FITTODAY_WGER_OVERLAY`, else `wger-overlay.json` in the data folder.
    public var wgerOverlay: String

    public init(projectHome: String?, dataDirectory: String, cacheDirectory: URL?, wgerOverlay: String) {
        self.projectHome = projectHome
        self.dataDirectory = dataDirectory
        self.cacheDirectory = cacheDirectory
        self.wgerOverlay = wgerOverlay
    }

    init(_ values: SettingValues) {
        projectHome = values.text(.home)
        let home = values.raw(.userHome)
        let dataBase = values.text(.dataHome) ?? ((home ?? NSHomeDirectory()) + "/.local/share")
        dataDirectory = dataBase + "/fittoday"
        cacheDirectory = Self.cache(values, home: home)
        wgerOverlay = values.raw(.wgerOverlay) ?? dataDirectory + "/wger-overlay.json"
    }

    private static func cache(_ values: SettingValues, home: String?) -> URL? {
        if values.raw(.noCache) == "1" { return nil }
        if let base = values.raw(.cacheHome), base.hasPrefix("/") {
            return URL(fileURLWithPath: base).appendingPathComponent("fittoday")
        }
        guard let home, !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/fittoday")
    }
}
