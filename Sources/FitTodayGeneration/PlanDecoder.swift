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
    /// An exercise of a movement family the plan already holds (`MovementFamily`: a second row, a second squat
    /// pattern) where the focus does not ask for it. Its code is `duplicate` too.
    case duplicateFamily(String)

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
        case .duplicateFamily(let id): "duplicate: \(id) repeats a movement family"
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

/// Turns a model's slot answer (`{"slot1": "id", …}`) into a plan of the same shape the local composer makes, or
/// says why it cannot.
///
/// - Each asked slot must hold one of its candidates, written as its id (or a name or alias of it: a server may
///   ignore the schema); fixed slots keep their kept lift.
/// - Everything the schema guarantees is checked again: the catalog, equipment, level, duplicates, one exercise per
///   movement family.
/// - Prescriptions come from the composer's rules for the chosen exercise, with the sets the local plan fitted to
///   the minutes for that slot; the plan's minutes are summed again.
/// - The plan's `generation` is `source: .llm` with the prompt's seed, the model, no attempts (the pipeline
///   records them) and the real diversity verdict against the prompt's prohibited ids.
public struct PlanDecoder: Sendable {
    public let composer: BlueprintComposer

    public init(composer: BlueprintComposer) {
        self.composer = composer
    }

    public func decode(_ content: String, for prompt: AssembledPrompt, model: String? = nil)
        throws(PlanRejection) -> WorkoutPlan
    {
        let rules = composer.rules
        let request = prompt.request
        let binding = prompt.binding
        let answer = try Self.answer(content)

        var exercises: [PlannedExercise] = []
        var seen = Set<String>()
        // The composer's doses, cut to the person's reach where a move is too hard at the goal's reps.
        let doses = composer.doses(for: request)
        for (index, slot) in binding.slots.enumerated() {
            guard !slot.fixed else {
                seen.insert(slot.local.exerciseId)
                exercises.append(slot.local)
                continue
            }
            let key = SlotSchema.key(index)
            guard let value = answer[key] else { throw .schemaViolation("\(key) is missing") }
            guard let written = value.stringValue else { throw .schemaViolation("\(key) is not a string") }
            guard let id = composer.catalog.canonicalId(for: written), let exercise = composer.catalog.exercise(id: id)
            else { throw .unknownExercise(written) }
            var missing = exercise.equipment.filter { !request.equipment.contains($0) }
            // None of its any-of alternatives at hand: all of them are what it needs.
            if !exercise.equipmentAnyOf.contains(where: request.equipment.contains) { missing += exercise.equipmentAnyOf }
            guard missing.isEmpty else { throw .missingEquipment(exerciseId: id, missing: missing) }
            guard exercise.level <= request.level else { throw .aboveLevel(exerciseId: id, level: exercise.level) }
            guard seen.insert(id).inserted else { throw .duplicate(id) }
            guard slot.candidates.contains(id) else { throw .schemaViolation("\(key): \(id) is not one of its options") }
            var dose = doses.prescription(for: exercise, mainLift: slot.local.mainLift)
            dose.sets = slot.local.sets
            exercises.append(PlannedExercise(exercise, prescription: dose, language: request.language, mainLift: slot.local.mainLift))
        }

        let chosen = exercises.compactMap { composer.catalog.exercise(id: $0.exerciseId) }
        if let extra = MovementFamily.duplicates(chosen, focus: prompt.focus).first { throw .duplicateFamily(extra.id) }

        let seconds = exercises.reduce(0) { $0 + rules.seconds(of: $1.prescription, mainLift: $1.mainLift) }
        let verdict = composer.validator.evaluate(
            plan: exercises.map(\.exerciseId), history: [prompt.prohibitedIds],
            candidatePool: composer.candidatePool(request, focus: prompt.focus))
        var plan = binding.plan
        plan.exercises = exercises
        plan.estimatedMinutes = (seconds + 30) / 60
        plan.generation = GenerationInfo(source: .llm, model: model, seed: prompt.seed, diversity: verdict)
        return plan
    }

    /// The answer's object. A Markdown code fence around the JSON is tolerated.
    static func answer(_ content: String) throws(PlanRejection) -> [String: JSONValue] {
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
        guard let object = json.objectValue else { throw .schemaViolation("the answer is not a JSON object") }
        return object
    }
}
