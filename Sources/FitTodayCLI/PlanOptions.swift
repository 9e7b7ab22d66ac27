import ArgumentParser
import FitTodayDomain
import FitTodayText
import FitTodayResources
import FitTodayWger
import Foundation

/// The inputs shared by `generate` and `batch`. `batch` accepts comma lists for profile, energy, level and goal
/// and runs every combination; `generate` takes one value each. Values may be typed in pt-BR or English.
struct PlanOptions: ParsableArguments {
    @Option(help: ArgumentHelp(say(.helpFocus), valueName: say(.valueFocus)))
    var focus: String?

    @Option(help: ArgumentHelp(say(.helpEquipment), valueName: say(.valueEquipment)))
    var equipment: String?

    @Option(help: ArgumentHelp(say(.helpProfile), valueName: say(.valueProfile)))
    var profile: String?

    @Option(help: ArgumentHelp(say(.helpEnergy), valueName: say(.valueEnergy)))
    var energy: String?

    @Option(help: ArgumentHelp(say(.helpLevel), valueName: say(.valueLevel)))
    var level: String?

    @Option(help: ArgumentHelp(say(.helpGoal), valueName: say(.valueGoal)))
    var goal: String?

    @Option(help: ArgumentHelp(say(.helpMinutes), valueName: say(.valueMinutes)))
    var minutes: Int?

    @OptionGroup var language: LanguageOption

    @Option(help: ArgumentHelp(say(.helpSeed), valueName: say(.valueSeed)))
    var seed: UInt64?

    func validate() throws {
        if equipment != nil, profile != nil { throw ValidationError(say(.equipmentAndProfile)) }
        if let minutes, !PlanRequest.minutesRange.contains(minutes) { throw ValidationError(say(.minutesRange, minutes)) }
        if let focus { _ = try TypedValues.focus(focus) }
        if let equipment { _ = try TypedValues.equipment(equipment) }
        let _: [Energy] = try TypedValues.values(energy, .energy, option: "--energy")
        let _: [Level] = try TypedValues.values(level, .level, option: "--level")
        let _: [Goal] = try TypedValues.values(goal, .goal, option: "--goal")
    }

    /// One request per combination of the list options (one in all for `generate`), with its profile's id.
    func requests(resources: LoadedResources, date: CalendarDay, allowLists: Bool) throws -> [(profile: String, request: PlanRequest)] {
        let defaults = resources.config.defaults
        let energies: [Energy] = try TypedValues.values(energy, .energy, option: "--energy").orDefault(defaults.energy)
        let levels: [Level] = try TypedValues.values(level, .level, option: "--level").orDefault(defaults.level)
        let goals: [Goal] = try TypedValues.values(goal, .goal, option: "--goal").orDefault(defaults.goal)
        var equipmentChoices: [(String, EquipmentSet)] = []
        if let equipment {
            equipmentChoices = [("custom", try TypedValues.equipment(equipment))]
        } else {
            let matcher = say.matcher(for: .profile, profiles: resources.profiles.keys.sorted())
            let names = try profile.map { try TypedValues.items($0, option: "--profile") } ?? [defaults.profile]
            for name in names {
                let id = try TypedValues.id(name, in: matcher, option: "--profile")
                equipmentChoices.append((id, EquipmentSet(resources.profiles[id] ?? [])))
            }
        }
        if !allowLists {
            for (count, name) in [(energies.count, "--energy"), (levels.count, "--level"), (goals.count, "--goal"),
                                  (equipmentChoices.count, "--profile")] where count > 1 {
                throw ValidationError(say(.oneValueOnly, name))
            }
        }
        let focusValue = try focus.map { try TypedValues.focus($0) }
        var result: [(String, PlanRequest)] = []
        for (profileName, equipmentSet) in equipmentChoices {
            for energy in energies {
                for level in levels {
                    for goal in goals {
                        let request = PlanRequest(
                            focus: focusValue, equipment: equipmentSet, energy: energy, level: level, goal: goal,
                            minutes: minutes ?? defaults.minutes, date: date, language: language.language)
                        result.append((profileName, request))
                    }
                }
            }
        }
        return result
    }
}

extension Array {
    func orDefault(_ value: Element) -> [Element] { isEmpty ? [value] : self }
}

/// Shared start-up: finds and loads Catalog/ and Config/.
enum AppContext {
    /// - Parameter overlay: apply the imported Wger overlay (its text, media and new exercises) when there is one.
    ///   The catalog with the overlay applied is cached too, keyed by the catalog files and the overlay's bytes.
    static func loadResources(overlay: Bool = true) throws -> LoadedResources {
        guard let files = ProjectFiles.locate() else {
            throw CLIError(.dataFile, say(.projectNotFound))
        }
        let cacheDirectory = cacheDirectory()
        let resources = try ResourceLoader(files: files, cacheDirectory: cacheDirectory).load()
        guard overlay, let (path, data) = WgerImportCommand.overlayFile(project: files.root) else { return resources }
        let cache = cacheDirectory.map {
            CatalogCache(
                directory: $0, kind: "catalog-overlay",
                key: CatalogCache.key([(name: "overlay", data: data)], base: resources.catalogKey))
        }
        if let exercises = cache?.read(), let catalog = try? CatalogIndex(exercises: exercises) {
            return resources.with(catalog: catalog)
        }
        guard let entries = WgerImportCommand.overlay(from: data, path: path)?.catalogOverlay else { return resources }
        let catalog = resources.catalog.applying(entries)
        cache?.write(catalog.exercises)
        return resources.with(catalog: catalog)
    }

    /// `$XDG_CACHE_HOME/fittoday`, else `~/.cache/fittoday`; `FITTODAY_NO_CACHE=1` turns the catalog cache off.
    static func cacheDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if environment["FITTODAY_NO_CACHE"] == "1" { return nil }
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return URL(fileURLWithPath: base).appendingPathComponent("fittoday")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/fittoday")
    }

    /// `--date` (ISO, or day/month/year as Brazilians write it) or today in the local time zone.
    static func day(_ text: String?, now: Date = Date()) throws -> CalendarDay {
        if let text {
            guard let day = CalendarDay(iso: text) ?? brazilianDay(text) else { throw ValidationError(say(.dateInvalid, text)) }
            return day
        }
        return today(now: now)
    }

    /// "22/11/2026" (day/month/year; the only order with slashes, so "11/22/2026" is refused, not misread).
    static func brazilianDay(_ text: String) -> CalendarDay? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, (1...2).contains(parts[0].count), (1...2).contains(parts[1].count), parts[2].count == 4,
              let day = Int(parts[0]), let month = Int(parts[1]), let year = Int(parts[2]) else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }

    /// Today in the local time zone.
    static func today(now: Date = Date()) -> CalendarDay {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: now)
        return CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)!
    }
}
