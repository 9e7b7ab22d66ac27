public import Foundation

/// Where `Catalog/` and `Config/` live: the folder that holds both.
///
/// Looked up in order: `home` (`FITTODAY_HOME`, read by the composition root); the folders above the running executable (a build under `.build/` finds
/// its checkout); the folders above the current directory.
public struct ProjectFiles: Sendable {
    public let root: URL

    public init(root: URL) { self.root = root }

    public var catalog: URL { root.appendingPathComponent("Catalog") }
    public var config: URL { root.appendingPathComponent("Config") }
    public var prompts: URL { root.appendingPathComponent("Prompts") }

    public static func locate(
        home: String?,
        executable: String = CommandLine.arguments.first ?? "",
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> ProjectFiles? {
        if let home, !home.isEmpty {
            return ProjectFiles(root: URL(fileURLWithPath: home))
        }
        let executableURL = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for start in [executableURL, URL(fileURLWithPath: currentDirectory)] {
            var folder = start.standardizedFileURL
            for _ in 0..<8 {
                if isProject(folder) { return ProjectFiles(root: folder) }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return nil
    }

    private static func isProject(_ folder: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: folder.appendingPathComponent("Catalog/exercises").path)
            && manager.fileExists(atPath: folder.appendingPathComponent("Config/fittoday.json").path)
    }

    /// `Catalog/exercises/chest.json` rather than an absolute path, for error messages.
    func relative(_ url: URL) -> String {
        let base = root.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
