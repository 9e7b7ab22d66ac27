public import FitTodayDomain
import Foundation

/// Turns Wger exercises into overlay entries: matches them to the catalog by Wger id, then by folded name or
/// alias; maps muscles, equipment and category; resolves description and media; adds unmatched exercises that
/// have enough data as new entries.
public struct WgerImporter: Sendable {
    public let catalog: CatalogIndex
    public let resolver: DescriptionResolver
    private let catalogIdByWgerId: [Int: String]

    public init(catalog: CatalogIndex, resolver: DescriptionResolver) {
        self.catalog = catalog
        self.resolver = resolver
        var byWgerId: [Int: String] = [:]
        for exercise in catalog.exercises {
            if let wgerId = exercise.wgerId { byWgerId[wgerId] = exercise.id }
        }
        catalogIdByWgerId = byWgerId
    }

    /// The catalog entry a Wger exercise is: by Wger id, else by any of its names or aliases (folded).
    public func match(_ exercise: WgerExercise) -> Exercise? {
        if let id = catalogIdByWgerId[exercise.id] { return catalog.exercise(id: id) }
        let english = exercise.translation(language: WgerLanguage.english)
        let portuguese = exercise.translation(language: WgerLanguage.portuguese)
        let names = [english?.name, portuguese?.name].compactMap { $0 } + (english?.aliases ?? [])
            + (portuguese?.aliases ?? [])
        for name in names where !name.isEmpty {
            if let id = catalog.canonicalId(for: name) { return catalog.exercise(id: id) }
        }
        return nil
    }

    /// The overlay entry for one Wger exercise, or nil when it matches nothing and lacks the data to be added.
    /// - Parameter takenIds: ids already used (catalog and earlier new entries); a new id is added to it.
    public func entry(for exercise: WgerExercise, takenIds: inout Set<String>) async -> WgerOverlayEntry? {
        let english = exercise.translation(language: WgerLanguage.english)
        let portugueseName = exercise.translation(language: WgerLanguage.portuguese)?.name
        let primary = unique(exercise.muscles.compactMap(WgerVocabulary.muscle))
        let category = exercise.category.flatMap(WgerVocabulary.category)
        let license = OverlayLicense(
            id: exercise.license?.id, name: exercise.license?.shortName ?? exercise.license?.fullName ?? "unknown",
            url: exercise.license?.url)
        let author = exercise.licenseAuthor ?? english?.licenseAuthor ?? "wger.de"
        let attribution = "Exercise data from wger (https://wger.de), by \(author), licensed \(license.name)"

        if let matched = match(exercise) {
            let description = await resolver.resolve(exercise, catalogDescription: matched.description)
            let media = MediaResolver.resolve(
                videos: exercise.videos, images: exercise.images, primaryMuscles: matched.primaryMuscles,
                category: matched.category)
            var entry = WgerOverlayEntry(
                wgerId: exercise.id, status: .matched, catalogId: matched.id,
                name: usablePortugueseName(portugueseName) ?? matched.name, nameEn: matched.nameEn,
                description: description, media: media, license: license, author: author,
                attribution: attribution, exercise: nil)
            entry.descriptionEn = resolver.english(exercise)
            return entry
        }

        // A new entry needs a name, a category, a primary muscle, equipment FitToday knows, and a text.
        guard let english, !english.name.isEmpty, let category, let firstMuscle = primary.first else { return nil }
        let requirements = exercise.equipment.map(WgerVocabulary.equipment)
        guard !requirements.contains(.unknown) else { return nil }
        let equipment = unique(requirements.compactMap { if case .item(let item) = $0 { item } else { nil } })
        let description = await resolver.resolve(exercise, catalogDescription: nil)
        guard !description.text.isEmpty else { return nil }

        let secondary = unique(exercise.musclesSecondary.compactMap(WgerVocabulary.muscle)).filter { !primary.contains($0) }
        let mechanics: Mechanics = Set((primary + secondary).map(\.group)).count > 1 || primary.count > 1 ? .compound : .isolation
        let id = newId(for: english.name, wgerId: exercise.id, takenIds: &takenIds)
        let name = usablePortugueseName(portugueseName) ?? english.name
        let media = MediaResolver.resolve(
            videos: exercise.videos, images: exercise.images, primaryMuscles: primary, category: category)
        // Nobody reviewed it: specialty, an accessory (never a main lift), its unit and side read from its name.
        let newExercise = Exercise(
            id: id, name: name, nameEn: english.name, aliases: english.aliases, description: description.text,
            primaryMuscles: primary, secondaryMuscles: secondary, equipment: equipment, category: category,
            mechanics: mechanics, pattern: WgerVocabulary.pattern(for: firstMuscle), level: .intermediate,
            rest: mechanics == .compound ? .moderate : .light, tier: .specialty, role: .accessory,
            unit: WgerVocabulary.unit(forName: english.name), perSide: WgerVocabulary.isOneSided(english.name),
            wgerId: exercise.id)
        var entry = WgerOverlayEntry(
            wgerId: exercise.id, status: .added, catalogId: id, name: name, nameEn: english.name,
            description: description, media: media, license: license, author: author, attribution: attribution,
            exercise: newExercise)
        entry.descriptionEn = resolver.english(exercise)
        return entry
    }

    /// Entries for a list of exercises, in order, with the summary counts.
    public func entries(
        for exercises: [WgerExercise], takenIds: inout Set<String>, summary: inout WgerImportSummary
    ) async -> [WgerOverlayEntry] {
        var result: [WgerOverlayEntry] = []
        for exercise in exercises {
            summary.read += 1
            if let entry = await entry(for: exercise, takenIds: &takenIds) {
                summary.count(entry)
                result.append(entry)
            } else {
                summary.skipped += 1
            }
        }
        return result
    }

    /// The ids the catalog already uses.
    public var catalogIds: Set<String> { Set(catalog.exercises.map(\.id)) }

    private func usablePortugueseName(_ name: String?) -> String? {
        guard let name = name?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty else { return nil }
        return name
    }

    private func newId(for name: String, wgerId: Int, takenIds: inout Set<String>) -> String {
        let slug = name.folded.split(separator: " ").joined(separator: "-")
        var id = slug.isEmpty ? "wger-\(wgerId)" : slug
        if takenIds.contains(id) { id += "-wger-\(wgerId)" }
        takenIds.insert(id)
        return id
    }

    private func unique<Item: Hashable>(_ items: [Item]) -> [Item] {
        var seen = Set<Item>()
        return items.filter { seen.insert($0).inserted }
    }
}
