import FitTodayJSON
public import FitTodayDomain
import FitTodayOpenAI
import Foundation

/// Why a model's answer was not turned into a plan. `reason` is the short text recorded per attempt; its part
/// before the first colon (`code`) is a fixed machine-readable word.
public enum PlanRejection: Error, Equatable, Sendable, CustomStringConvertible {
    /// The answer was cut off (`finish_reason` `length`).
    case truncated
    /// The model declined; carries its words.
    case refused(String)
    case invalidJSON
    /// Valid JSON of the wrong shape: not an object, no `exercises` array, a field missing or of the wrong type.
    case schemaViolation(String)
    /// Neither a catalog id nor a name or alias of one.
    case unknownExercise(String)
    case missingEquipment(exerciseId: String, missing: [Equipment])
    case aboveLevel(exerciseId: String, level: Level)
    /// The same catalog exercise twice in one plan.
    case duplicate(String)
    case tooFewExercises(count: Int, minimum: Int)

    public var reason: String {
        switch self {
        case .truncated: "truncated-output"
        case .refused(let text): "refusal: \(Self.oneLine(text))"
        case .invalidJSON: "invalid-json"
        case .schemaViolation(let detail): "schema-violation: \(detail)"
        case .unknownExercise(let reference): "unknown-exercise: \(Self.oneLine(reference))"
        case .missingEquipment(let id, let missing):
            "equipment: \(id) needs \(missing.map(\.rawValue).joined(separator: ", "))"
        case .aboveLevel(let id, let level): "level: \(id) is \(level.rawValue)"
        case .duplicate(let id): "duplicate: \(id)"
        case .tooFewExercises(let count, let minimum): "too-few-exercises: \(count) of at least \(minimum)"
        }
    }

    /// `invalid-json`, `schema-violation`, `unknown-exercise`, …: the reason without its detail.
    public var code: String { GenerationAttempt.kind(of: reason) }

    public var description: String { reason }

    /// The rejection a completion's ending implies before its content is read: a cut-off answer or a refusal.
    public static func classify(finishReason: String?, refusal: String?) -> PlanRejection? {
        if let refusal, !refusal.isEmpty { return .refused(refusal) }
        return finishReason == "length" ? .truncated : nil
    }

    /// Model text inside a reason: one line, at most 80 characters.
    private static func oneLine(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count > 80 ? String(line.prefix(79)) + "…" : line
    }
}

/// Turns a model's JSON answer into a plan of the same shape the local composer makes, or says why it cannot.
///
/// - Every item up to `rules.maxExercises` is checked first (unknown exercise, equipment, level, duplicate), then
///   the count: fewer than `minimumExercises(target:)` is rejected.
/// - Exercise references are mapped to catalog ids through ids, names and aliases (accents and case ignored).
/// - Sets are clamped to the rules' range, reps to `repsRange` (swapped if reversed), rest to `restRange` and
///   rounded to quarter minutes, as the composer announces it.
/// - Items beyond `rules.maxExercises` are dropped; then, while the plan overruns the time budget by more than
///   `budgetTolerance`, its last exercises are dropped, never below `minimumExercises(target:)`.
/// - The plan's `generation` is `source: .llm` with the prompt's seed, the model, no attempts (the pipeline
///   records them) and the real diversity verdict against the prompt's prohibited ids.
public struct PlanDecoder: Sendable {
    public let composer: BlueprintComposer
    public static let repsRange = 1...50
    public static let restRange = 15...300
    /// Share by which a plan may overrun the time budget before its last exercises are dropped.
    public var budgetTolerance = 0.15

    public init(composer: BlueprintComposer) {
        self.composer = composer
    }

    /// The fewest exercises an answer may hold: half the target, rounded up.
    public static func minimumExercises(target: Int) -> Int { max(1, (target + 1) / 2) }

    public func decode(_ content: String, for prompt: AssembledPrompt, model: String? = nil)
        throws(PlanRejection) -> WorkoutPlan
    {
        let rules = composer.rules
        let request = prompt.request
        let minimum = Self.minimumExercises(target: prompt.targetExerciseCount)
        let items = try Self.items(content)

        var exercises: [PlannedExercise] = []
        var seen = Set<String>()
        for item in items.prefix(rules.maxExercises) {
            guard let id = composer.catalog.canonicalId(for: item.exerciseId),
                  let exercise = composer.catalog.exercise(id: id)
            else { throw .unknownExercise(item.exerciseId) }
            let missing = exercise.equipment.filter { !request.equipment.contains($0) }
            guard missing.isEmpty else { throw .missingEquipment(exerciseId: id, missing: missing) }
            guard exercise.level <= request.level else { throw .aboveLevel(exerciseId: id, level: exercise.level) }
            guard seen.insert(id).inserted else { throw .duplicate(id) }
            let repsA = item.repsMin.clamped(to: Self.repsRange)
            let repsB = item.repsMax.clamped(to: Self.repsRange)
            let rest = item.restSeconds.clamped(to: Self.restRange)
            // The model's numbers for rep-counted work; holds, carries, power moves and rep caps follow the
            // composer's rules by role, which no answer overrides.
            var dose = rules.prescription(
                for: exercise, mainLift: false, goal: request.goal, level: request.level, energy: request.energy)
            dose.sets = item.sets.clamped(to: rules.minSets...rules.maxSets)
            if exercise.unit == .reps, exercise.role != .power {
                var reps = RepRange(min: min(repsA, repsB), max: max(repsA, repsB))
                if let cap = exercise.maxReps { reps = RepRange(min: min(reps.min, cap), max: min(reps.max, cap)) }
                dose.target = reps
                dose.restSeconds = Int((Double(rest) / 15).rounded()) * 15
            }
            exercises.append(PlannedExercise(exercise, prescription: dose, language: request.language))
        }
        guard exercises.count >= minimum else { throw .tooFewExercises(count: exercises.count, minimum: minimum) }

        var seconds = exercises.map(rules.seconds(of:))
        let allowance = Double(rules.budgetSeconds(minutes: request.minutes, energy: request.energy))
            * (1 + budgetTolerance)
        while exercises.count > minimum, Double(seconds.reduce(0, +)) > allowance {
            exercises.removeLast()
            seconds.removeLast()
        }

        let verdict = composer.validator.evaluate(
            plan: exercises.map(\.exerciseId), history: [prompt.prohibitedIds],
            candidatePool: composer.candidatePool(request, focus: prompt.focus))
        return WorkoutPlan(
            id: "\(request.date)-\(String(prompt.seed, radix: 16))",
            date: request.date,
            title: composer.title(for: prompt.focus, language: request.language),
            focus: prompt.focus.names,
            estimatedMinutes: (seconds.reduce(0, +) + 59) / 60,
            exercises: exercises,
            generation: GenerationInfo(source: .llm, model: model, seed: prompt.seed, diversity: verdict))
    }

    /// One exercise as the schema states it.
    struct Item: Equatable {
        var exerciseId: String
        var sets, repsMin, repsMax, restSeconds: Int
    }

    /// Checks the answer's shape. A Markdown code fence around the JSON is tolerated.
    static func items(_ content: String) throws(PlanRejection) -> [Item] {
        var text = content.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("```"), text.hasSuffix("```"), let firstBreak = text.firstIndex(of: "\n") {
            text = String(text[firstBreak...].dropLast(3))
        }
        let json: JSONValue
        do {
            json = try JSONValue.parse(Data(text.utf8))
        } catch {
            throw .invalidJSON
        }
        guard json.objectValue != nil else { throw .schemaViolation("the answer is not a JSON object") }
        guard let list = json["exercises"] else { throw .schemaViolation("exercises is missing") }
        guard let values = list.arrayValue else { throw .schemaViolation("exercises is not an array") }
        var items: [Item] = []
        for (index, value) in values.enumerated() {
            let place = "exercises[\(index)]"
            guard let fields = value.objectValue else { throw .schemaViolation("\(place) is not an object") }
            func field(_ key: String) throws(PlanRejection) -> JSONValue {
                guard let value = fields[key] else { throw .schemaViolation("\(place).\(key) is missing") }
                return value
            }
            func integer(_ key: String) throws(PlanRejection) -> Int {
                guard let number = try field(key).numberValue, let value = Int(exactly: number) else {
                    throw .schemaViolation("\(place).\(key) is not an integer")
                }
                return value
            }
            guard let id = try field("exerciseId").stringValue else {
                throw .schemaViolation("\(place).exerciseId is not a string")
            }
            items.append(Item(
                exerciseId: id, sets: try integer("sets"), repsMin: try integer("repsMin"),
                repsMax: try integer("repsMax"), restSeconds: try integer("restSeconds")))
        }
        return items
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}

extension TrainingRules {
    /// Time one planned exercise takes, by the composer's own formula.
    fileprivate func seconds(of exercise: PlannedExercise) -> Int {
        seconds(of: exercise.prescription)
    }
}
