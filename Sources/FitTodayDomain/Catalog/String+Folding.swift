import Foundation

extension String {
    /// Lower-cased, accent-free, with every run of non-alphanumerics turned into one space.
    /// "Supino Reto (barra)" and "supino reto barra" fold to the same key.
    ///
    /// ASCII and the accented Latin letters of Portuguese, Spanish and English are folded by table (the catalog
    /// folds every name and alias at start-up, and Foundation's folding cost most of a cold start); anything else
    /// goes through Foundation's diacritic folding, which gives the same result on what the table covers.
    public var folded: String {
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count)
        var pendingSpace = false
        for scalar in unicodeScalars {
            let value = scalar.value
            let letter: UInt8?
            switch value {
            case 0x30...0x39, 0x61...0x7A: letter = UInt8(value)
            case 0x41...0x5A: letter = UInt8(value + 0x20)
            case 0x00...0x7F: letter = nil
            default:
                guard let mapped = Self.latinFold[value] else { return foundationFolded }
                letter = mapped
            }
            guard let letter else {
                pendingSpace = true
                continue
            }
            if pendingSpace, !out.isEmpty { out.append(0x20) }
            pendingSpace = false
            out.append(letter)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Accented Latin letters → their base letter.
    private static let latinFold: [UInt32: UInt8] = {
        let groups: [(String, Character)] = [
            ("ÀÁÂÃÄÅàáâãäå", "a"), ("Çç", "c"), ("ÈÉÊËèéêë", "e"), ("ÌÍÎÏìíîï", "i"), ("Ññ", "n"),
            ("ÒÓÔÕÖòóôõö", "o"), ("ÙÚÛÜùúûü", "u"), ("Ýýÿ", "y"),
        ]
        var table: [UInt32: UInt8] = [:]
        for (letters, base) in groups {
            for scalar in letters.unicodeScalars { table[scalar.value] = base.asciiValue! }
        }
        return table
    }()

    /// The general rule, through Foundation.
    var foundationFolded: String {
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
