public import FitTodayDomain
public import FitTodayResources
public import FitTodaySession
public import FitTodayStorage
import Foundation

/// What `history` reads: every recorded day, oldest first, with its title and exercise names in the run's language,
/// and each exercise's personal bests.
public struct HistoryData: Sendable {
    /// Every recorded day, oldest first: a trained day carries `performance` and each exercise's `performed` sets.
    public var days: [WorkoutPlan]
    public var bests: [String: PersonalBests]
    /// Exercise id → its name in the run's language: the catalog's, else the name last recorded, else the id.
    public var names: [String: String]

    public init(days: [WorkoutPlan], bests: [String: PersonalBests], names: [String: String]) {
        self.days = days
        self.bests = bests
        self.names = names
    }

    /// Later than any recorded day.
    public static let afterEverything = CalendarDay(year: 9999, month: 12, day: 31)!

    /// Reads the whole history of `store`. Names come from the catalog when `resources` are given; a history stays
    /// readable without them (the names recorded, in pt-BR, are shown then). The bests are those of the trained days
    /// read, so records never list a workout that history does not show.
    public static func read(
        from store: some HistoryStore & SessionStore, resources: LoadedResources?, language: Language
    ) async throws -> HistoryData {
        let days = try await store.workouts(before: afterEverything, limit: Int.max)
        let records = PersonalRecords(formula: resources?.config.sessions.oneRepMax ?? .epley)
        return localized(days: days, bests: records.bests(of: days), resources: resources, language: language)
    }

    public static func localized(
        days: [WorkoutPlan], bests: [String: PersonalBests], resources: LoadedResources?, language: Language
    ) -> HistoryData {
        var names: [String: String] = [:]
        for day in days {
            for item in day.exercises { names[item.exerciseId] = item.name }
        }
        var localizedDays = days
        if let resources {
            let composer = resources.composer
            localizedDays = days.map { composer.localized($0, to: language) }
            for id in Set(names.keys).union(bests.keys) {
                if let exercise = resources.catalog.exercise(id: id) { names[id] = exercise.displayName(language) }
            }
        }
        return HistoryData(days: localizedDays, bests: bests, names: names)
    }

    /// The days trained in a session, oldest first.
    public var trained: [WorkoutPlan] { days.filter { $0.performance != nil } }

    public func day(_ date: CalendarDay) -> WorkoutPlan? { days.first { $0.date == date } }

    public func name(_ exerciseId: String) -> String { names[exerciseId] ?? exerciseId }
}
