import FitTodayDomain
import Foundation

/// The parsed catalog kept on disk between runs, named by a hash of the catalog files' names and contents (and
/// the archive version), so an edit to any file, or a new FitToday, misses it and rebuilds it. Reading and writing
/// never fail a command: a cache that cannot be used is rebuilt, one that cannot be written is skipped.
struct CatalogCache {
    let url: URL

    init(directory: URL, sources: [(file: String, data: Data)]) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        mix(CatalogArchive.version)
        for (file, data) in sources {
            for byte in file.utf8 { mix(byte) }
            mix(0)
            data.withUnsafeBytes { raw in for byte in raw { mix(byte) } }
            mix(0)
        }
        url = directory.appendingPathComponent("catalog-\(String(hash, radix: 16)).bin")
    }

    func read() -> [Exercise]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return CatalogArchive.decode(data)
    }

    /// Written to a temporary name and renamed, so a concurrent reader never sees half a file.
    func write(_ exercises: [Exercise]) {
        let manager = FileManager.default
        let folder = url.deletingLastPathComponent()
        try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)")
        guard (try? CatalogArchive.encode(exercises).write(to: temporary)) != nil else { return }
        if rename(temporary.path, url.path) != 0 { try? manager.removeItem(at: temporary) }
    }
}
