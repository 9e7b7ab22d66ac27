import FitTodayDomain
public import FitTodayResources
public import FitTodayStorage
import FitTodaySession
import FitTodayText
public import Foundation

extension CommandSetting {
    /// The setting of one person's commands from the loaded resources: their equipment (`equipment` words, else
    /// the `profile`, else the configured default profile), the catalog, the records formula, the configured body
    /// weight, and the day of `now`.
    public init(resources: LoadedResources, profile: String?, equipment: String?, now: Date = Date()) throws {
        let items: [Equipment]
        if let equipment {
            items = try TypedValues.equipment(equipment).members
        } else {
            let matcher = say.matcher(for: .profile, profiles: resources.profiles.keys.sorted())
            let id = try TypedValues.id(profile ?? resources.config.defaults.profile, in: matcher, option: "--profile")
            items = resources.profiles[id] ?? []
        }
        let sessions = resources.config.sessions
        self.init(
            equipment: items, catalog: resources.catalog, records: PersonalRecords(formula: sessions.oneRepMax),
            today: CalendarDay.today(now: now), bodyWeightKg: sessions.bodyWeightKg)
    }
}
