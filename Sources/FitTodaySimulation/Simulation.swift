public import FitTodayDomain
import FitTodayGeneration
public import FitTodayResources
import FitTodayStorage
import FitTodayUseCases
import Foundation

/// Twelve weeks (or `weeks`) of one persona: on the days the person asks (see `Asking`), the day's plan is made by
/// the real use case (`DayPlan.produce`, the local composer, an in-memory store), then trained set by set through
/// the real session handler, unless it says rest or the person's life skips the day. Deterministic: the same
/// resources, persona, weeks and seed give the same days.
public struct Simulation: Sendable {
    /// When the person asks for a plan.
    public enum Asking: String, Sendable, CaseIterable {
        /// Every day, with the persona's days per week (`daysPerWeek`), following the plan's answer: train, or rest.
        /// The program, not the persona, decides the rest days; this is what the report judges.
        case auto
        /// Every day, training anyway (`trainAnyway`) whatever the plan advises: what a person does when they ignore
        /// the advice to rest.
        case everyDay = "every-day"
        /// Only on their own training days (`Persona.scheduledWeekdays`), following the plan's answer.
        case schedule
    }

    public let resources: LoadedResources
    public var weeks: Int
    public var seed: UInt64
    public var asking: Asking
    /// The first day (a Monday).
    public var start: CalendarDay

    public init(
        resources: LoadedResources, weeks: Int, seed: UInt64, asking: Asking = .auto,
        start: CalendarDay = CalendarDay(iso: "2026-01-05")!
    ) {
        self.resources = resources
        self.weeks = weeks
        self.seed = seed
        self.asking = asking
        self.start = start
    }

    public func run(_ persona: Persona) async throws -> [SimulatedDay] {
        let store = InMemoryStore(person: persona.name)
        var lifter = SimulatedLifter(persona: persona, seed: seed)
        let llm = resources.config.llm
        let settings = GenerationSettings(
            model: llm.model, temperature: llm.temperature, maxCompletionTokens: llm.maxCompletionTokens,
            planRetries: llm.planRetries, deadline: .milliseconds(Int64(llm.deadlineSeconds * 1_000)),
            candidatesPerSlot: llm.candidatesPerSlot, maxOptions: llm.maxOptions)
        let pipeline = GenerationPipeline(composer: resources.composer, languageModel: nil, settings: settings)
        let validator = VariationValidator(
            threshold: resources.config.variation.threshold, window: 3, catalog: resources.catalog)
        var days: [SimulatedDay] = []
        let schedule = persona.scheduledWeekdays
        for index in 0..<(weeks * 7) {
            if index % 7 == 0 { lifter.startWeek(day: index) }
            var record = SimulatedDay(day: index, week: index / 7, asked: false)
            let life = persona.life
            let asks =
                switch asking {
                case .everyDay, .auto: true
                case .schedule: schedule.contains(index % 7)
                }
            // The life roll comes first and every day, so the same seed skips the same days whatever is asked.
            if lifter.chance(life.skipDay) || !asks {
                days.append(record)
                continue
            }
            record.asked = true
            let condition: DayCondition =
                lifter.chance(life.badDay) ? .bad : lifter.chance(life.tiredDay) ? .tired : .normal
            record.energy = condition.energy.rawValue
            let day = start.adding(days: index)
            let choices = PlanChoices(
                profiles: [WordParser.Word(persona.profile)], energies: [condition.energy], levels: [persona.level],
                goals: [persona.goal], minutes: persona.minutes, language: .en, daysPerWeek: persona.daysPerWeek,
                trainAnyway: asking == .everyDay)
            let history = Array(store.workouts(before: day, limit: 21).filter { $0.dayKind != .rest }.suffix(3))
            let outcome = try await DayPlan.produce(
                choices, day: day, replace: false, store: store, resources: resources, pipeline: { _ in pipeline })
            let plan = outcome.plan
            let fields = PlanFields(plan)
            record.kind = fields.kind
            record.why = fields.why
            record.block = fields.block
            record.exercises = plan.exercises.enumerated().map { position, item in
                var exposure = exposure(item, warmupSteps: fields.warmupSteps[position], lifter: lifter)
                exposure.deload = fields.kind == "deload" || fields.block?.phase == "deload"
                exposure.recovery = fields.kind == "recovery"
                exposure.why = item.why.isEmpty ? nil : item.why.map(\.rawValue)
                return exposure
            }
            if !plan.exercises.isEmpty {
                let verdict = validator.evaluate(plan: plan.exerciseIds, history: history.map(\.exerciseIds))
                record.variationRatio = verdict.ratio
                record.variationFeasible = !plan.generation.diversity.isInfeasible
            }
            if record.plannedTraining {
                var training = DayTraining(
                    persona: persona, day: day, condition: condition, resources: resources, store: store,
                    progression: resources.config.sessions.progression)
                try await training.train(plan, record: &record, lifter: &lifter, dayIndex: index)
            }
            days.append(record)
        }
        return days
    }

    /// An exercise as prescribed, with what the lifter could do at its target effort today.
    func exposure(_ item: PlannedExercise, warmupSteps: Int?, lifter: SimulatedLifter) -> Exposure {
        let exercise = resources.catalog.exercise(id: item.exerciseId)
        let step = exercise.flatMap { resources.config.sessions.progression.step(for: $0.loadEquipment) }
        let loaded = (exercise?.loadable ?? false) && step != nil && item.unit == .reps
        var result = Exposure(
            exerciseId: item.exerciseId, pattern: exercise?.pattern.rawValue ?? "", mainLift: item.mainLift,
            loaded: loaded, step: step, unit: item.unit.rawValue, targetMin: item.target.min, targetMax: item.target.max,
            sets: item.sets, reserve: item.effort?.rir, suggestedKg: item.suggestedWeightKg, warmupSteps: warmupSteps)
        if loaded, let exercise {
            result.idealKg = SimulatedLifter.load(
                oneRepMax: lifter.oneRepMax(of: exercise), reps: item.target.max, reserve: item.effort?.rir ?? 2)
        }
        return result
    }
}

/// How the day goes for the lifter: their check-in, their strength that day, the rating they give.
enum DayCondition: Sendable {
    case normal, tired, bad

    var energy: Energy { self == .tired ? .tired : .normal }
    var strengthFactor: Double {
        switch self {
        case .normal: 1
        case .tired: 0.95
        case .bad: 0.9
        }
    }
}
