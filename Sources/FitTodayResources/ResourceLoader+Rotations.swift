public import FitTodayDomain
import FitTodayLocalization
import Foundation

extension ResourceLoader {
    /// `Catalog/rotations.json`: an array of chains (`goals`, optional, and `lifts`), each the staples one main lift
    /// rotates through between blocks. Every id must be a loadable compound catalog lift of its chain's pattern,
    /// once per chain.
    public func loadRotations(catalog: CatalogIndex) throws(DataFileError) -> StapleRotations {
        let url = files.catalog.appendingPathComponent("rotations.json")
        let rotations = StapleRotations(try decode([StapleRotations.Chain].self, from: url))
        guard let problem = rotations.problems(in: catalog).first else { return rotations }
        let file = files.relative(url)
        switch problem {
        case .tooShort(let chain):
            throw DataFileError(file: file, entry: String(chain), .dataInvalidValue, "lifts", "1")
        case .unknownId(let chain, let id):
            throw DataFileError(file: file, entry: String(chain), .dataInvalidValue, "id", id)
        case .repeatedId(let chain, let id):
            throw DataFileError(file: file, entry: String(chain), .dataInvalidValue, "repeated", id)
        case .otherPattern(let chain, let id):
            throw DataFileError(file: file, entry: String(chain), .dataInvalidValue, "pattern", id)
        case .notMainLift(let chain, let id):
            throw DataFileError(file: file, entry: String(chain), .dataInvalidValue, "loadable", id)
        }
    }
}
