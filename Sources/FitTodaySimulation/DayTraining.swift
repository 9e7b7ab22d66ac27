import FitTodayDomain
import FitTodayResources
import FitTodaySession
import FitTodayStorage
import FitTodayUseCases
import Foundation

/// One trained day: the plan started, each set completed with the repetitions, load and RPE the lifter manages
/// (warm-up sets as prescribed), some exercises skipped, and the session finished with a rating; all through
/// `SessionCommandHandler`, as `session apply` would send them.
struct DayTraining {
    let persona: Persona
    let day: CalendarDay
    let condition: DayCondition
    let resources: LoadedResources
    let store: InMemoryStore
    let progression: LoadProgression
    private var clock: Date
    private var sent = 0
    private let handler: SessionCommandHandler

    init(
        persona: Persona, day: CalendarDay, condition: DayCondition, resources: LoadedResources, store: InMemoryStore,
        progression: LoadProgression
    ) {
        self.persona = persona
        self.day = day
        self.condition = condition
        self.resources = resources
        self.store = store
        self.progression = progression
        clock = Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 18 * 3_600)
        let setting = CommandSetting(
            equipment: resources.profiles[persona.profile] ?? [], catalog: resources.catalog,
            records: PersonalRecords(formula: resources.config.sessions.oneRepMax), today: day,
            bodyWeightKg: persona.bodyWeightKg)
        handler = SessionCommandHandler(setting: setting, now: { [clock] in clock }, today: { [day] in day })
    }

    /// Sends one command, 90 s after the last; a refusal is a fault of the simulation, so it throws.
    private mutating func send(_ type: SessionCommand.Kind, _ fill: (inout SessionCommand) -> Void = { _ in }) async throws {
        sent += 1
        clock = clock.addingTimeInterval(90)
        var command = SessionCommand(commandId: "\(day)-\(sent)", deviceId: "simulation", type: type, at: clock)
        fill(&command)
        let reply = try await handler.apply(command, in: store)
        guard reply.ok else { throw SimulationFault(command: type.rawValue, reason: reply.reasonCode?.rawValue ?? "?") }
    }

    mutating func train(
        _ plan: WorkoutPlan, record: inout SimulatedDay, lifter: inout SimulatedLifter, dayIndex: Int
    ) async throws {
        let date = day.description
        try await send(.start) { $0.date = date }
        guard let session = store.latestSession() else {
            throw SimulationFault(command: "start", reason: "no session")
        }
        var misses = 0
        for (index, item) in session.exercises.enumerated() where index < plan.exercises.count {
            let planned = plan.exercises[index]
            guard let exercise = resources.catalog.exercise(id: item.exerciseId) else { continue }
            if lifter.chance(persona.life.skipExercise) {
                try await send(.skipExercise) { $0.exerciseIndex = index }
                record.exercises[index].skipped = true
                continue
            }
            let load = record.exercises[index].loaded ? chooseLoad(planned, exercise: exercise, lifter: &lifter) : nil
            record.exercises[index].usedKg = load
            var working = 0
            for set in item.sets {
                if set.kind == .warmup {
                    try await send(.completeSet) { $0.setId = set.setId }
                    continue
                }
                let capacity = self.capacity(exercise, unit: planned.unit, load: load, lifter: lifter) - working
                let target = set.target.reps ?? set.target.seconds ?? set.target.meters ?? planned.target.max
                let missChance = condition == .bad ? persona.life.missSet * 3 : persona.life.missSet
                let (done, rpe) =
                    planned.unit == .meters ? (target, 7) : lifter.perform(target: target, capacity: capacity, missChance: missChance)
                if done < planned.target.min { misses += 1 }
                working += planned.unit == .reps ? 1 : max(1, capacity / 10)
                record.exercises[index].done.append(done)
                try await send(.completeSet) { command in
                    command.setId = set.setId
                    switch planned.unit {
                    case .reps: command.reps = done
                    case .seconds: command.seconds = done
                    case .meters: command.meters = done
                    }
                    command.weightKg = load
                    if planned.unit == .reps { command.rpe = rpe }
                }
            }
            lifter.trained(exercise.pattern, day: dayIndex)
        }
        let rating: Int =
            switch condition {
            case .bad: misses > 1 ? 1 : 2
            case .tired: 3
            case .normal: misses == 0 ? 5 : 4
            }
        try await send(.finish) { $0.rating = rating }
        record.trained = true
        record.rating = rating
    }

    /// The suggested load, or a step more or less now and then; with no suggestion, what the lifter judges right
    /// for the top of the range with two in reserve. Rounded to the equipment's step.
    func chooseLoad(_ planned: PlannedExercise, exercise: Exercise, lifter: inout SimulatedLifter) -> Double {
        let step = progression.step(for: exercise.loadEquipment) ?? 2.5
        let base: Double
        if let suggested = planned.suggestedWeightKg {
            let noise = lifter.chance(persona.life.loadNoise) ? (lifter.chance(0.5) ? step : -step) : 0
            base = suggested + noise
        } else {
            base = SimulatedLifter.load(oneRepMax: lifter.oneRepMax(of: exercise), reps: planned.target.max, reserve: 2)
        }
        // Nothing lighter than the empty bar goes on a bar.
        let bar = exercise.equipment.lazy.compactMap { resources.config.sessions.warmup.bars[$0.rawValue] }.first ?? 0
        return max(bar, step, (base / step).rounded() * step)
    }

    /// Repetitions (or seconds) to failure on this set's first attempt today.
    func capacity(_ exercise: Exercise, unit: WorkUnit, load: Double?, lifter: SimulatedLifter) -> Int {
        if let load {
            let max = lifter.oneRepMax(of: exercise) * condition.strengthFactor
            return SimulatedLifter.repsToFailure(oneRepMax: max, weightKg: load)
        }
        return Int((Double(lifter.bodyweightCapacity(of: exercise)) * condition.strengthFactor).rounded())
    }
}

/// A command the simulation sent was refused: the simulation, not the lifter, did something wrong.
public struct SimulationFault: Error, Sendable, CustomStringConvertible {
    public var command: String
    public var reason: String
    public var description: String { "simulation: \(command) refused (\(reason))" }
}
