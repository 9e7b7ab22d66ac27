import FitTodayDomain
public import FitTodayResources
public import FitTodayStorage
import FitTodaySession
import FitTodayLocalization
public import Foundation

extension CommandSetting {
    /// The setting of one person's commands from the loaded resources: their equipment (`equipment` words, else
    /// the `profile`, else the configured default profile), the catalog, the records formula, the configured body
    /// weight, and the day of `now`.
    public init(resources: LoadedResources, profile: String?, equipment: String?, now: Date = Date()) throws {
        let items: [Equipment]
        if let equipment {
            items = try WordParser.equipment(WordParser.commaList(equipment, field: .equipment)).members
        } else {
            let word = WordParser.Word(profile ?? resources.config.defaults.profile)
            let id = try WordParser.profile(word, among: resources.profiles.keys.sorted())
            items = resources.profiles[id] ?? []
        }
        let sessions = resources.config.sessions
        self.init(
            equipment: items, catalog: resources.catalog, records: PersonalRecords(formula: sessions.oneRepMax),
            today: CalendarDay.today(now: now), bodyWeightKg: sessions.bodyWeightKg)
    }
}
