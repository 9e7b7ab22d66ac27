public import FitTodayDomain
public import FitTodayResources
public import FitTodayStorage

/// The schedule side of the day's plan: the person's days per week (given now, else remembered, else the level's),
/// and the day's answer from `DayDecision` over the recorded days before it.
public struct DaySchedule: Sendable {
    /// The days per week the answer used.
    public var daysPerWeek: Int
    /// The decision's answer, before `--train-anyway`.
    public var advice: DayAnswer
    /// The recorded days the decision read (training and rest), for "what comes next".
    public var past: [PastDay]

    /// How many recorded workouts to read before the day: the decision's two weeks (one workout a day at most).
    public static let historyNeeded = DayDecision.lookbackDays

    /// Reads (and, when `choices.daysPerWeek` differs from what is stored, remembers) the person's schedule, then
    /// decides the day from `history` (workouts before the day, oldest first).
    public static func decide(
        _ choices: PlanChoices, request: PlanRequest, history: [WorkoutPlan], store: some HistoryStore,
        resources: LoadedResources
    ) async throws -> DaySchedule {
        let rules = resources.config.schedule
        var settings = try await store.settings()
        if let given = choices.daysPerWeek, given != settings.daysPerWeek {
            settings.daysPerWeek = given
            try await store.saveSettings(settings)
        }
        let days = settings.daysPerWeek ?? rules.daysPerWeek[request.level]
        let past = history.map(resources.catalog.pastDay)
        let advice = DayDecision(rules: rules).decide(
            date: request.date, history: past, daysPerWeek: days, level: request.level, energy: request.energy)
        return DaySchedule(daysPerWeek: days, advice: advice, past: past)
    }

    /// The next day the schedule lets the person train, when they rest on `date`.
    public func nextTraining(after date: CalendarDay, level: Level, rules: ScheduleRules) -> CalendarDay? {
        DayDecision(rules: rules).nextTraining(after: date, history: past, daysPerWeek: daysPerWeek, level: level)
    }

    /// The next day the schedule lets the person train after a recorded rest or recovery day, from the store.
    public static func nextTraining(
        after request: PlanRequest, store: some HistoryStore, resources: LoadedResources
    ) async throws -> CalendarDay? {
        let rules = resources.config.schedule
        let days = try await store.settings().daysPerWeek ?? rules.daysPerWeek[request.level]
        let history = try await store.workouts(before: request.date, limit: historyNeeded)
        return DayDecision(rules: rules).nextTraining(
            after: request.date, history: history.map(resources.catalog.pastDay), daysPerWeek: days,
            level: request.level)
    }

    /// The day's rest plan: its answer, no exercises.
    public static func restPlan(_ answer: DayAnswer, request: PlanRequest, seed: UInt64) -> WorkoutPlan {
        WorkoutPlan.rest(
            id: "\(request.date)-rest", date: request.date, answer: DayAnswer(kind: .rest, why: answer.why),
            generation: GenerationInfo(
                source: .local, seed: seed, diversity: VariationVerdict(ratio: 1, threshold: 0, repeated: [], bestAchievable: 1)))
    }

    /// The request of a recovery day: a short, light core day.
    public static func recoveryRequest(_ request: PlanRequest, rules: ScheduleRules) -> PlanRequest {
        var copy = request
        copy.focus = .split(.core)
        copy.energy = .tired
        copy.minutes = rules.recoveryMinutes
        return copy
    }
}
