public import FitTodayJSON
public import FitTodayDomain
import FitTodayOpenAI
import Foundation
import Mustache

/// Everything one LLM attempt sends, and what the decoder needs to read the answer back.
public struct AssembledPrompt: Sendable, Equatable {
    public var system: String
    public var user: String
    /// The name the JSON schema is sent under (`response_format.json_schema.name`).
    public var schemaName: String
    /// The strict plan schema, its `exerciseId` enum set to `candidateIds`.
    public var schema: JSONValue
    /// The exercises offered, in the order the prompt lists them.
    public var candidateIds: [String]
    /// Catalog ids of the last `validator.window` workouts, most recent first: the plan must avoid them.
    public var prohibitedIds: [String]
    /// How many exercises the model is asked for: the size of the local plan for the same inputs.
    public var targetExerciseCount: Int
    /// The request the prompt was built for, its `focus` set to `focus`.
    public var request: PlanRequest
    public var focus: Focus
    public var seed: UInt64
}

/// Builds the chat messages and the strict output schema for one attempt. Pure: the same inputs give a
/// byte-identical prompt; the seed alone decides which candidates are offered and in which order.
public struct PromptAssembler: Sendable {
    public let templates: PromptTemplates
    public let composer: BlueprintComposer
    /// The most candidates one prompt lists.
    public var maxCandidates = 100
    /// How many days back the history summary reaches.
    public var summaryDays = 7
    public static let schemaName = "workout_plan"

    public init(templates: PromptTemplates, composer: BlueprintComposer) {
        self.templates = templates
        self.composer = composer
    }

    /// - Parameters:
    ///   - focus: today's focus; `nil` chooses it from recovery, as the local composer does.
    ///   - history: earlier workouts, oldest first; workouts dated on or after `request.date` are ignored.
    ///   - seed: this attempt's variation seed.
    /// - Throws: `.noCandidates` when no catalog exercise fits, as the local composer would.
    public func assemble(request: PlanRequest, focus: Focus? = nil, history: [WorkoutPlan], seed: UInt64)
        throws(CompositionError) -> AssembledPrompt
    {
        var request = request
        let focus = focus ?? composer.resolvedFocus(request, history: history)
        request.focus = focus
        let past = history.filter { $0.date < request.date }
        // The target is what the local composer fits in the time budget for the same inputs.
        let local = try composer.compose(request, history: past, seed: seed)
        let target = local.exercises.count

        let catalog = composer.catalog
        let prohibited = prohibitedIds(past)
        let prohibitedSet = Set(prohibited)
        let pool = composer.candidatePool(request, focus: focus)
        let inPool = Set(pool)
        var candidates = seededSample(pool.filter { !prohibitedSet.contains($0) }, limit: maxCandidates, seed: seed)
        // When fresh exercises cannot fill the plan, the least recent repeats come back, as few as needed; then the
        // local plan's picks that fit through a secondary muscle only (outside the pool).
        let refill = prohibited.filter(inPool.contains).reversed() + local.exerciseIds.filter { !inPool.contains($0) }
        for id in refill where candidates.count < target && !candidates.contains(id) { candidates.append(id) }

        let names = composer.names
        let context = UserContext(
            date: request.date.description,
            focus: names.list(focus.muscles.map { names.muscle($0, .ptBR).lowercased() }, .ptBR),
            title: composer.title(for: focus, language: .ptBR),
            equipment: request.equipment.isEmpty
                ? "nenhum (só peso corporal)" : equipmentText(request.equipment.members),
            energy: request.energy.ptBR, level: request.level.ptBR, goal: request.goal.ptBR,
            minutes: request.minutes, seed: String(seed), exerciseCount: target,
            doses: Mechanics.allCases.map { dose($0, request) },
            recent: summary(past, before: request.date),
            prohibited: prohibited.map { ProhibitedLine(id: $0, name: catalog.exercise(id: $0)!.name) },
            candidates: candidates.map { id in
                let exercise = catalog.exercise(id: id)!
                return CandidateLine(
                    id: id, name: exercise.name,
                    muscles: exercise.primaryMuscles.map { names.muscle($0, .ptBR).lowercased() }.joined(separator: ", "),
                    equipment: exercise.equipment.isEmpty ? "peso corporal" : equipmentText(exercise.equipment),
                    mechanics: exercise.mechanics.ptBR, repeated: prohibitedSet.contains(id))
            })
        let rules = composer.rules
        let limits = SystemContext(
            minSets: rules.minSets, maxSets: rules.maxSets, minReps: PlanDecoder.repsRange.lowerBound,
            maxReps: PlanDecoder.repsRange.upperBound, minRest: PlanDecoder.restRange.lowerBound,
            maxRest: PlanDecoder.restRange.upperBound)
        return AssembledPrompt(
            system: render(templates.system, limits), user: render(templates.user, context),
            schemaName: Self.schemaName,
            schema: templates.schema(
                candidateIds: candidates,
                bounds: PlanBounds(
                    exercises: PlanDecoder.minimumExercises(target: target)...target,
                    sets: rules.minSets...rules.maxSets, reps: PlanDecoder.repsRange, rest: PlanDecoder.restRange)),
            candidateIds: candidates, prohibitedIds: prohibited, targetExerciseCount: target,
            request: request, focus: focus, seed: seed)
    }

    /// Catalog ids of the validator's window, most recent workout first, each once; unknown ids are dropped.
    private func prohibitedIds(_ past: [WorkoutPlan]) -> [String] {
        var seen = Set<String>()
        return past.suffix(composer.validator.window).reversed()
            .flatMap { $0.exercises.compactMap { composer.catalog.canonicalId(for: $0.exerciseId) } }
            .filter { seen.insert($0).inserted }
    }

    /// Up to `limit` ids in an order drawn from the seed (a partial Fisher–Yates shuffle, written out so the
    /// sequence never depends on the standard library's shuffling algorithm).
    private func seededSample(_ ids: [String], limit: Int, seed: UInt64) -> [String] {
        var ids = ids
        var rng = SeededGenerator(seed: seed)
        let count = min(limit, ids.count)
        for index in 0..<count {
            ids.swapAt(index, index + Int(rng.next() % UInt64(ids.count - index)))
        }
        return Array(ids.prefix(count))
    }

    private func summary(_ past: [WorkoutPlan], before date: CalendarDay) -> [RecentLine] {
        past.filter { $0.date.dayNumber >= date.dayNumber - summaryDays }.map { plan in
            let plan = composer.localized(plan, to: .ptBR)
            return RecentLine(
                date: plan.date.description, title: plan.title,
                exercises: plan.exercises.map(\.name).joined(separator: ", "))
        }
    }

    /// Sets and reps for today's goal, level and energy; rest from the lightest to the heaviest preset.
    private func dose(_ mechanics: Mechanics, _ request: PlanRequest) -> DoseLine {
        let doses = RestClass.allCases.map {
            composer.rules.accessoryPrescription(
                mechanics: mechanics, rest: $0, goal: request.goal, level: request.level, energy: request.energy)
        }
        let rests = doses.map(\.restSeconds)
        return DoseLine(
            kind: mechanics == .compound ? "Compostos" : "Isolados", sets: doses[0].sets, repsMin: doses[0].target.min,
            repsMax: doses[0].target.max, restMin: rests.min()!, restMax: rests.max()!)
    }

    private func equipmentText(_ items: [Equipment]) -> String {
        items.map { composer.names.equipment($0, .ptBR).lowercased() }.joined(separator: ", ")
    }

    private func render(_ template: MustacheTemplate, _ context: Any) -> String {
        template.render(context).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

// The values the templates see; the comment at the top of each template lists them.

private struct SystemContext {
    let minSets, maxSets, minReps, maxReps, minRest, maxRest: Int
}

private struct UserContext {
    let date, focus, title, equipment, energy, level, goal: String
    let minutes: Int
    let seed: String
    let exerciseCount: Int
    let doses: [DoseLine]
    let recent: [RecentLine]
    let prohibited: [ProhibitedLine]
    let candidates: [CandidateLine]
}

private struct DoseLine {
    let kind: String
    let sets, repsMin, repsMax, restMin, restMax: Int
}

private struct RecentLine {
    let date, title, exercises: String
}

private struct ProhibitedLine {
    let id, name: String
}

private struct CandidateLine {
    let id, name, muscles, equipment, mechanics: String
    let repeated: Bool
}

extension Energy {
    fileprivate var ptBR: String {
        switch self {
        case .tired: "baixa (cansaço)"
        case .normal: "normal"
        case .energized: "alta (disposição)"
        }
    }
}

extension Level {
    fileprivate var ptBR: String {
        switch self {
        case .beginner: "iniciante"
        case .intermediate: "intermediário"
        case .advanced: "avançado"
        }
    }
}

extension Goal {
    fileprivate var ptBR: String {
        switch self {
        case .strength: "força"
        case .hypertrophy: "hipertrofia"
        case .endurance: "resistência muscular"
        }
    }
}

extension Mechanics {
    fileprivate var ptBR: String { self == .compound ? "composto" : "isolado" }
}
