import FitTodayDomain
import Foundation

/// The program fields of a plan read from its JSON, so the simulation reports them once they exist and "n/a"
/// until then: `day` (`kind`, `why`), `block` (`number`, `week`, `weeks`, `phase`) and each exercise's `warmup`.
struct PlanFields {
    var kind: String?
    var why: [String]?
    var block: BlockMark?
    /// Per exercise, in plan order: the warm-up ramp's length, nil when the exercise has no `warmup` field.
    var warmupSteps: [Int?]

    init(_ plan: WorkoutPlan) {
        warmupSteps = Array(repeating: nil, count: plan.exercises.count)
        let encoder = JSONEncoder()
        guard let data = try? encoder.encode(plan),
              let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return }
        if let day = object["day"] as? [String: Any] {
            kind = day["kind"] as? String
            why = Self.codes(day["why"])
        }
        if let block = object["block"] as? [String: Any] {
            self.block = BlockMark(
                number: block["number"] as? Int, week: block["week"] as? Int, weeks: block["weeks"] as? Int,
                phase: block["phase"] as? String)
        }
        if let exercises = object["exercises"] as? [[String: Any]] {
            for (index, exercise) in exercises.enumerated() where index < warmupSteps.count {
                if let ramp = exercise["warmup"] as? [Any] { warmupSteps[index] = ramp.count }
            }
        }
    }

    /// `why` as codes: strings, or objects with a `code`.
    static func codes(_ value: Any?) -> [String]? {
        guard let list = value as? [Any] else { return nil }
        return list.compactMap { ($0 as? String) ?? (($0 as? [String: Any])?["code"] as? String) }
    }
}
