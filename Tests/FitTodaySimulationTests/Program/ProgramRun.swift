import FitTodayDomain
import FitTodayGeneration
import FitTodayResources
@testable import FitTodaySimulation
import FitTodayStorage
import FitTodayUseCases

/// One day of a property run: the plan the program gave (nil when the person's life skipped the day), the last
/// three workouts before it, and what the simulated lifter did with it.
struct ProgramDay: Sendable {
    var index: Int
    var date: CalendarDay
    var plan: WorkoutPlan?
    /// The exercise ids of the last three workouts (rest days left out) before the day, oldest first.
    var recent: [[String]]
    var trained: Bool
    var rating: Int?
    /// The workout history kept once the session finished (what was done, warm-ups included).
    var performed: WorkoutPlan?
    /// The simulation's record of the day (each exercise as prescribed and as done), as `Metrics` reads it.
    var record: SimulatedDay
    /// Sets the lifter completed (warm-ups left out); 0 when every exercise was skipped.
    var setsDone = 0

    /// The day's kind as the plan says (training when the plan has no `day`); nil when nothing was asked.
    var kind: DayKind? { plan?.dayKind }
    /// Monday-based week of the run (the run starts on a Monday).
    var week: Int { index / 7 }
    /// Where to look when an invariant fails.
    var label: String { "day \(index) (\(date))" }
}

/// The simulation's day loop (`Simulation.run`, asking every day with the persona's days per week), keeping each
/// day's whole plan so the property tests can read every field of it. The plan and session go through the real use
/// cases (`DayPlan.produce`, `SessionCommandHandler`) and the seeded lifter, as in the simulation.
enum ProgramRun {
    static let start = CalendarDay(iso: "2026-01-05")!

    /// `trainAnyway`: the person asks to train every day they ask, whatever the advice.
    static func run(
        _ persona: Persona, weeks: Int, seed: UInt64, resources: LoadedResources, trainAnyway: Bool = false
    ) async throws -> [ProgramDay] {
        let simulation = Simulation(resources: resources, weeks: weeks, seed: seed, start: start)
        let store = InMemoryStore(person: persona.name)
        var lifter = SimulatedLifter(persona: persona, seed: seed)
        let llm = resources.config.llm
        let settings = GenerationSettings(
            model: llm.model, temperature: llm.temperature, maxCompletionTokens: llm.maxCompletionTokens,
            planRetries: llm.planRetries, deadline: .milliseconds(Int64(llm.deadlineSeconds * 1_000)),
            candidatesPerSlot: llm.candidatesPerSlot, maxOptions: llm.maxOptions)
        let pipeline = GenerationPipeline(composer: resources.composer, languageModel: nil, settings: settings)
        var days: [ProgramDay] = []
        for index in 0..<(weeks * 7) {
            if index % 7 == 0 { lifter.startWeek(day: index) }
            let date = start.adding(days: index)
            var result = ProgramDay(
                index: index, date: date, plan: nil, recent: [], trained: false,
                record: SimulatedDay(day: index, week: index / 7, asked: false))
            let life = persona.life
            if lifter.chance(life.skipDay) {
                days.append(result)
                continue
            }
            let condition: DayCondition =
                lifter.chance(life.badDay) ? .bad : lifter.chance(life.tiredDay) ? .tired : .normal
            let choices = PlanChoices(
                profiles: [WordParser.Word(persona.profile)], energies: [condition.energy], levels: [persona.level],
                goals: [persona.goal], minutes: persona.minutes, language: .en, daysPerWeek: persona.daysPerWeek,
                trainAnyway: trainAnyway)
            let recent = store.workouts(before: date, limit: 21).filter { $0.dayKind != .rest }.suffix(3)
            result.recent = recent.map(\.exerciseIds)
            let outcome = try await DayPlan.produce(
                choices, day: date, replace: false, store: store, resources: resources, pipeline: { _ in pipeline })
            let plan = outcome.plan
            result.plan = plan
            var record = SimulatedDay(day: index, week: index / 7, asked: true)
            record.kind = plan.dayKind.rawValue
            record.block = plan.block.map {
                BlockMark(number: $0.number, week: $0.week, weeks: $0.weeks, phase: $0.phase.rawValue)
            }
            record.exercises = plan.exercises.map { item in
                var exposure = simulation.exposure(item, warmupSteps: item.warmup?.count, lifter: lifter)
                exposure.deload = plan.dayKind == .deload || plan.block?.phase == .deload
                return exposure
            }
            if record.plannedTraining {
                var training = DayTraining(
                    persona: persona, day: date, condition: condition, resources: resources, store: store,
                    progression: resources.config.sessions.progression)
                try await training.train(plan, record: &record, lifter: &lifter, dayIndex: index)
                result.trained = record.trained
                result.rating = record.rating
                result.setsDone = record.exercises.map(\.done.count).reduce(0, +)
                result.performed = store.workouts(before: date.adding(days: 1), limit: 1).first { $0.date == date }
            }
            result.record = record
            days.append(result)
        }
        return days
    }
}
