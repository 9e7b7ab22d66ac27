import Foundation

extension String {
    /// Lower-cased, accent-free, with every run of non-alphanumerics turned into one space.
    /// "Supino Reto (barra)" and "supino reto barra" fold to the same key.
    public var folded: String {
        let plain = folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        var out = ""
        out.reserveCapacity(plain.utf8.count)
        var pendingSpace = false
        for scalar in plain.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                if pendingSpace, !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return out
    }
}
