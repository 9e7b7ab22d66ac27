public import FitTodayWger
public import Foundation
import FitTodayUseCases
import FitTodayLocalization

/// The imported Wger overlay at its place in the data folder (`PathSettings.wgerOverlay`), and its bytes.
public struct WgerOverlayFile: Sendable {
    public let path: String
    public let data: Data

    /// The overlay file, when there is one at its usual place (a place inside the project does not count).
    public init?(paths: PathSettings, project: URL) {
        guard let path = try? Self.path(paths, project: project), let data = FileManager.default.contents(atPath: path)
        else { return nil }
        self.path = path
        self.data = data
    }

    /// The overlay's path, standardized; a usage error (exit 64) when it is inside the project, where imported
    /// data must never be written.
    public static func path(_ paths: PathSettings, project: URL) throws -> String {
        let path = URL(fileURLWithPath: paths.wgerOverlay).standardizedFileURL.path
        let root = project.standardizedFileURL.path
        guard !(path + "/").hasPrefix(root + "/") else {
            throw AppError.usage(say(.overlayInProject, path))
        }
        return path
    }

    /// The overlay, or the warning that it was left out (a broken file never stops a plan).
    public func decoded() -> Result<WgerOverlay, ResourceWarning> {
        guard let overlay = try? JSONDecoder().decode(WgerOverlay.self, from: data) else {
            return .failure(.overlayLeftOut(path: path))
        }
        return .success(overlay)
    }
}
