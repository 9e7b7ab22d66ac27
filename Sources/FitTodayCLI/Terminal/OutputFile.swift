import FitTodayUseCases
import FitTodayLocalization
import Foundation

/// A file the user asked a command to write (`--csv`, `--report`, `--out`). Checked before any work is done, so
/// a path that cannot be written fails fast (exit 73) instead of after a long batch; its folder is never created.
struct OutputFile {
    let path: String

    /// Refuses a path whose folder is missing or not a folder, that is itself a folder, or where no file can be
    /// created. The check writes and removes a probe file, so it holds for root and read-only mounts alike.
    static func checked(_ path: String) throws -> OutputFile {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        func refuse(_ reason: String) -> AppError { AppError(.cannotCreate, say(.outputCannotCreate, path, reason)) }
        guard manager.fileExists(atPath: folder, isDirectory: &isFolder) else { throw refuse(say(.reasonFolderMissing, folder)) }
        guard isFolder.boolValue else { throw refuse(say(.reasonParentNotFolder, folder)) }
        if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { throw refuse(say(.reasonIsFolder)) }
        let probe = folder + "/.fittoday-write-check-\(getpid())"
        guard manager.createFile(atPath: probe, contents: nil) else { throw refuse(say(.reasonNotWritable, folder)) }
        try? manager.removeItem(atPath: probe)
        if manager.fileExists(atPath: path), !manager.isWritableFile(atPath: path) {
            throw refuse(say(.reasonNotWritable, path))
        }
        return OutputFile(path: path)
    }

    /// Writes the whole text atomically.
    func write(_ text: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw AppError(.cannotCreate, say(.outputCannotCreate, path, say(.reasonNotWritable, path)))
        }
    }
}
