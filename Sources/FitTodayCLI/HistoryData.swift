import FitTodayDomain
import FitTodayResources
import FitTodaySession
import FitTodayStorage
import Foundation

/// What `history` reads: every recorded day, oldest first, with its title and exercise names in the run's language,
/// and each exercise's personal bests.
struct HistoryData {
    /// Every recorded day, oldest first: a trained day carries `performance` and each exercise's `performed` sets.
    var days: [WorkoutPlan]
    var bests: [String: PersonalBests]
    /// Exercise id → its name in the run's language: the catalog's, else the name last recorded, else the id.
    var names: [String: String]

    /// Later than any recorded day.
    static let afterEverything = CalendarDay(year: 9999, month: 12, day: 31)!

    /// Reads the history at `db` (default: `$FITTODAY_DB`, else the data folder's). A history that was never
    /// written reads as empty and is not created. Names come from the catalog when it loads; a history stays
    /// readable without it (the names recorded, in pt-BR, are shown then).
    static func load(db: String?, language: Language) throws -> HistoryData {
        let path = db ?? SQLiteStore.defaultPath(environment: ProcessInfo.processInfo.environment)
        guard FileManager.default.fileExists(atPath: path) else { return HistoryData(days: [], bests: [:], names: [:]) }
        let store = try SQLiteStore(path: path)
        let days = try store.workouts(before: afterEverything, limit: Int.max)
        let bests = try store.personalBests()
        return localized(days: days, bests: bests, resources: try? AppContext.loadResources(), language: language)
    }

    static func localized(
        days: [WorkoutPlan], bests: [String: PersonalBests], resources: LoadedResources?, language: Language
    ) -> HistoryData {
        var names: [String: String] = [:]
        for day in days {
            for item in day.exercises { names[item.exerciseId] = item.name }
        }
        var localizedDays = days
        if let resources {
            let composer = resources.makeComposer()
            localizedDays = days.map { composer.localized($0, to: language) }
            for id in Set(names.keys).union(bests.keys) {
                if let exercise = resources.catalog.exercise(id: id) { names[id] = exercise.displayName(language) }
            }
        }
        return HistoryData(days: localizedDays, bests: bests, names: names)
    }

    /// The days trained in a session, oldest first.
    var trained: [WorkoutPlan] { days.filter { $0.performance != nil } }

    func day(_ date: CalendarDay) -> WorkoutPlan? { days.first { $0.date == date } }

    func name(_ exerciseId: String) -> String { names[exerciseId] ?? exerciseId }
}
