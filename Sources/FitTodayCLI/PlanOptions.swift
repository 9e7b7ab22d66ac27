import ArgumentParser
import FitTodayDomain
import FitTodayResources
import FitTodayWger
import Foundation

/// The inputs shared by `generate` and `batch`. `batch` accepts comma lists for profile, energy, level and goal
/// and runs every combination; `generate` takes one value each.
struct PlanOptions: ParsableArguments {
    @Option(help: "Muscles or split to train: a split (full-body, upper, lower, push, pull, legs, arms, core) or a comma list of muscles (chest,triceps; 'back' = all back muscles). Default: chosen from muscle recovery.")
    var focus: String?

    @Option(help: "Comma list of equipment ids you have (dumbbell,bench,…); 'none' for bodyweight. Not with --profile.")
    var equipment: String?

    @Option(help: "Named equipment set from Config/equipment-profiles.json (bodyweight, home-dumbbells, full-gym, …).")
    var profile: String?

    @Option(help: "How you feel today: tired, normal or energized.")
    var energy: String?

    @Option(help: "beginner, intermediate or advanced.")
    var level: String?

    @Option(help: "strength, hypertrophy or endurance.")
    var goal: String?

    @Option(help: "Minutes available, 10–180.")
    var minutes: Int?

    @Option(name: .customLong("lang"), help: "Display language: pt-BR or en.")
    var language: String?

    @Option(help: "Variation seed. Default: derived from the date and the inputs.")
    var seed: UInt64?

    func validate() throws {
        if equipment != nil, profile != nil {
            throw ValidationError("--equipment and --profile contradict each other: give one")
        }
        if let minutes, !PlanRequest.minutesRange.contains(minutes) {
            throw ValidationError("--minutes must be between 10 and 180 (got \(minutes))")
        }
        if let focus { _ = try Self.parseFocus(focus) }
        if let equipment { _ = try Self.parseEquipment(equipment) }
        _ = try Self.parseList(energy, Energy.self, "energy")
        _ = try Self.parseList(level, Level.self, "level")
        _ = try Self.parseList(goal, Goal.self, "goal")
        _ = try Self.parseList(language, Language.self, "language")
    }

    static func parseFocus(_ text: String) throws -> Focus {
        do {
            return try Focus.parse(text)
        } catch .unknown(let name) {
            throw ValidationError("unknown focus '\(name)' (valid: \(Focus.validNames.joined(separator: ", ")))")
        } catch .mixedSplits {
            throw ValidationError("--focus takes one split alone or a list of muscles, not both ('\(text)')")
        } catch {
            throw ValidationError("--focus is empty")
        }
    }

    static func parseEquipment(_ text: String) throws -> EquipmentSet {
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if items == ["none"] || items == ["bodyweight"] { return EquipmentSet() }
        var set = EquipmentSet()
        for item in items where !item.isEmpty {
            guard let equipment = Equipment(rawValue: item) else {
                throw ValidationError(
                    "unknown equipment '\(item)' (valid: none, \(Equipment.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            set = set.union(EquipmentSet([equipment]))
        }
        return set
    }

    static func parseList<T: RawRepresentable & CaseIterable>(_ text: String?, _: T.Type, _ name: String) throws -> [T]
    where T.RawValue == String {
        guard let text else { return [] }
        var values: [T] = []
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let value = T(rawValue: item) ?? T(rawValue: item.lowercased()) else {
                throw ValidationError(
                    "unknown \(name) '\(item)' (valid: \(T.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            values.append(value)
        }
        guard !values.isEmpty else { throw ValidationError("--\(name) is empty") }
        return values
    }

    /// One labelled request per combination of the list options (one in all for `generate`).
    func requests(resources: LoadedResources, date: CalendarDay, allowLists: Bool) throws -> [(label: String, request: PlanRequest)] {
        let defaults = resources.config.defaults
        let energies = try Self.parseList(energy, Energy.self, "energy").orDefault(defaults.energy)
        let levels = try Self.parseList(level, Level.self, "level").orDefault(defaults.level)
        let goals = try Self.parseList(goal, Goal.self, "goal").orDefault(defaults.goal)
        let languages = try Self.parseList(language, Language.self, "language").orDefault(defaults.language)
        var equipmentChoices: [(String, EquipmentSet)] = []
        if let equipment {
            equipmentChoices = [("custom", try Self.parseEquipment(equipment))]
        } else {
            let names = profile.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
                ?? [defaults.profile]
            for name in names {
                guard let items = resources.profiles[name] else {
                    throw CLIError.usage(
                        "unknown profile '\(name)' (valid: \(resources.profiles.keys.sorted().joined(separator: ", ")))")
                }
                equipmentChoices.append((name, EquipmentSet(items)))
            }
        }
        if !allowLists {
            for (count, name) in [(energies.count, "energy"), (levels.count, "level"), (goals.count, "goal"),
                                  (languages.count, "lang"), (equipmentChoices.count, "profile")] where count > 1 {
                throw CLIError.usage("--\(name) takes one value here (lists are for batch)")
            }
        }
        let focusValue = try focus.map(Self.parseFocus)
        var result: [(String, PlanRequest)] = []
        for (profileName, equipmentSet) in equipmentChoices {
            for energy in energies {
                for level in levels {
                    for goal in goals {
                        let request = PlanRequest(
                            focus: focusValue, equipment: equipmentSet, energy: energy, level: level, goal: goal,
                            minutes: minutes ?? defaults.minutes, date: date, language: languages[0])
                        result.append(("\(profileName)/\(energy.rawValue)/\(level.rawValue)/\(goal.rawValue)", request))
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
            throw CLIError(.dataFile, "cannot find Catalog/ and Config/: set FITTODAY_HOME to the FitToday folder")
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

    /// `--date` or today in the local time zone.
    static func day(_ text: String?, now: Date = Date()) throws -> CalendarDay {
        if let text {
            guard let day = CalendarDay(iso: text) else {
                throw CLIError.usage("--date must be a real date as YYYY-MM-DD (got '\(text)')")
            }
            return day
        }
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: now)
        return CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)!
    }
}
