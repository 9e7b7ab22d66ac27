public import FitTodayDomain
public import Foundation

/// A parsed catalog kept on disk between runs, named by a hash of what it was built from (the catalog files' names
/// and contents, and for a catalog with the Wger overlay applied the overlay's bytes too) and the archive version,
/// so an edit to any input, or a new FitToday, misses it and rebuilds it. Reading and writing never fail a command:
/// a cache that cannot be used is rebuilt, one that cannot be written is skipped.
public struct CatalogCache: Sendable {
    public let url: URL

    /// The hash of named byte strings (FNV-1a, 64 bits), seeded with the archive version.
    public static func key(_ parts: [(name: String, data: Data)], base: UInt64? = nil) -> UInt64 {
        var hash: UInt64 = base ?? 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        mix(CatalogArchive.version)
        for (name, data) in parts {
            for byte in name.utf8 { mix(byte) }
            mix(0)
            data.withUnsafeBytes { raw in for byte in raw { mix(byte) } }
            mix(0)
        }
        return hash
    }

    /// - Parameter kind: what the catalog holds (`catalog`, `catalog-overlay`), the start of the file's name.
    public init(directory: URL, kind: String = "catalog", key: UInt64) {
        url = directory.appendingPathComponent("\(kind)-\(String(key, radix: 16)).bin")
    }

    public func read() -> [Exercise]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return CatalogArchive.decode(data)
    }

    /// Written to a temporary name and renamed, so a concurrent reader never sees half a file.
    public func write(_ exercises: [Exercise]) {
        let manager = FileManager.default
        let folder = url.deletingLastPathComponent()
        try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)")
        guard (try? CatalogArchive.encode(exercises).write(to: temporary)) != nil else { return }
        if rename(temporary.path, url.path) != 0 { try? manager.removeItem(at: temporary) }
        // Older catalogs of the same kind (from before an edit or an update) are of no further use.
        let name = url.lastPathComponent
        let kind = name[..<(name.lastIndex(of: "-") ?? name.endIndex)]
        for old in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        where old != name && old.hasSuffix(".bin") && old.hasPrefix(kind + "-") && !old.dropFirst(kind.count + 1).contains("-") {
            try? manager.removeItem(at: folder.appendingPathComponent(old))
        }
    }
}
