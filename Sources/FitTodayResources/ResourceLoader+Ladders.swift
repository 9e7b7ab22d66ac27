public import FitTodayDomain
import FitTodayLocalization
import Foundation

extension ResourceLoader {
    /// `Catalog/ladders.json`: an array of ladders, each an array of catalog ids from easiest to hardest. Every
    /// id must be a catalog exercise of its ladder's pattern and unit, and stand on one ladder only.
    public func loadLadders(catalog: CatalogIndex) throws(DataFileError) -> ExerciseLadders {
        let url = files.catalog.appendingPathComponent("ladders.json")
        let ladders = ExerciseLadders(try decode([[String]].self, from: url))
        guard let problem = ladders.problems(in: catalog).first else { return ladders }
        let file = files.relative(url)
        switch problem {
        case .tooShort(let ladder):
            throw DataFileError(file: file, entry: String(ladder), .dataInvalidValue, "rungs", "1")
        case .unknownId(let ladder, let id):
            throw DataFileError(file: file, entry: String(ladder), .dataInvalidValue, "id", id)
        case .repeatedId(let ladder, let id):
            throw DataFileError(file: file, entry: String(ladder), .dataInvalidValue, "repeated", id)
        case .otherPattern(let ladder, let id):
            throw DataFileError(file: file, entry: String(ladder), .dataInvalidValue, "pattern", id)
        case .otherUnit(let ladder, let id):
            throw DataFileError(file: file, entry: String(ladder), .dataInvalidValue, "unit", id)
        }
    }

    /// The `bodyweight` numbers of `Config/fittoday.json` that must be positive and ordered.
    static func checkBodyweight(_ rule: BodyweightLadder, file: String) throws(DataFileError) {
        let checks: [(String, Double, Bool)] = [
            ("repsPerExposure", Double(rule.repsPerExposure), rule.repsPerExposure >= 1),
            ("maxSets", Double(rule.maxSets), rule.maxSets >= 1),
            ("holdStepMinSeconds", Double(rule.holdStepMinSeconds), rule.holdStepMinSeconds >= 1),
            ("holdStepMaxSeconds", Double(rule.holdStepMaxSeconds), rule.holdStepMaxSeconds >= rule.holdStepMinSeconds),
            ("holdShare", rule.holdShare, rule.holdShare > 0 && rule.holdShare < 1),
            ("maxHoldSeconds", Double(rule.maxHoldSeconds), rule.maxHoldSeconds >= 1),
            ("extraReps", Double(rule.extraReps), rule.extraReps >= 1), ("maxReps", Double(rule.maxReps), rule.maxReps >= 1),
        ]
        if let (field, value, _) = checks.first(where: { !$0.2 }) {
            throw DataFileError(file: file, entry: "bodyweight", .dataInvalidValue, field, "\(value)")
        }
    }
}
