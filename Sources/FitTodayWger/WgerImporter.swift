public import FitTodayDomain
public import FitTodayHTTP
public import Foundation

/// Licence of an imported entry, for attribution.
public struct OverlayLicense: Codable, Sendable, Equatable {
    public var id: Int?
    public var name: String
    public var url: String?

    public init(id: Int?, name: String, url: String?) {
        self.id = id
        self.name = name
        self.url = url
    }
}

/// One Wger exercise as FitToday keeps it: matched to a catalog entry, or added as a new one.
public struct WgerOverlayEntry: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable { case matched, added }

    public var wgerId: Int
    public var status: Status
    public var catalogId: String
    /// pt-BR name (Wger's Portuguese name, else the catalog's, else Wger's English one).
    public var name: String
    public var nameEn: String
    public var description: ResolvedDescription
    /// Wger's English text, checked by the language guard (for `--lang en`); nil in overlays written before it.
    public var descriptionEn: String?
    public var media: ResolvedMedia
    public var license: OverlayLicense
    public var author: String
    /// "Exercise data from wger (https://wger.de), by …, licensed …".
    public var attribution: String
    /// The new catalog entry, for `added` ones (muscles, equipment and category mapped from Wger; mechanics,
    /// pattern, level and rest derived).
    public var exercise: Exercise?

    public init(
        wgerId: Int, status: Status, catalogId: String, name: String, nameEn: String, description: ResolvedDescription,
        media: ResolvedMedia, license: OverlayLicense, author: String, attribution: String, exercise: Exercise?
    ) {
        self.wgerId = wgerId
        self.status = status
        self.catalogId = catalogId
        self.name = name
        self.nameEn = nameEn
        self.description = description
        self.descriptionEn = nil
        self.media = media
        self.license = license
        self.author = author
        self.attribution = attribution
        self.exercise = exercise
    }
}

/// The overlay catalog written to the user's data directory, never into the repository.
public struct WgerOverlay: Codable, Sendable, Equatable {
    public var source: String
    public var notice: String
    public var entries: [WgerOverlayEntry]

    public init(source: String, entries: [WgerOverlayEntry] = []) {
        self.source = source
        self.notice =
            "Exercise data from wger (https://wger.de), CC-BY-SA 3.0/4.0 or CC0 per entry; "
            + "derived texts keep their entry's licence. See each entry's attribution."
        self.entries = entries
    }

    /// Adds or replaces entries by Wger id, keeping the list ordered by id.
    public mutating func merge(_ new: [WgerOverlayEntry]) {
        var byId = Dictionary(entries.map { ($0.wgerId, $0) }, uniquingKeysWith: { $1 })
        for entry in new { byId[entry.wgerId] = entry }
        entries = byId.values.sorted { $0.wgerId < $1.wgerId }
    }
}

/// What an import did, in numbers.
public struct WgerImportSummary: Codable, Sendable, Equatable {
    public var read = 0
    public var matched = 0
    public var added = 0
    /// Read but neither matched nor complete enough to add (no usable name, muscle, category or text).
    public var skipped = 0
    /// Entries whose description is Wger's own Portuguese.
    public var portuguese = 0
    public var translated = 0
    public var catalogDescription = 0
    public var englishFallback = 0
    /// Entries with a Wger text the language guard refused (its label was wrong).
    public var rejectedByLanguageGuard = 0
    public var placeholderOnlyMedia = 0
    public var pages = 0
    /// Where a failed import stopped ("page 3, https://…: cannot connect …"); nil when it finished.
    public var stoppedAt: String?
    public var overlayPath: String?

    public init() {}

    mutating func count(_ entry: WgerOverlayEntry) {
        switch entry.status {
        case .matched: matched += 1
        case .added: added += 1
        }
        switch entry.description.source {
        case .wgerPortuguese: portuguese += 1
        case .llmTranslation: translated += 1
        case .catalog: catalogDescription += 1
        case .wgerEnglish: englishFallback += 1
        }
        if !entry.description.rejected.isEmpty { rejectedByLanguageGuard += 1 }
        if entry.media.kind == .placeholder { placeholderOnlyMedia += 1 }
    }
}

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

/// Reads Wger exercises page by page from a server (`/api/v2/exerciseinfo/?limit=N`, following `next`).
public struct WgerClient: Sendable {
    public var baseURL: String
    public var pageSize: Int
    public var transport: HTTPTransport

    public static let publicInstance = "https://wger.de"

    public init(baseURL: String = WgerClient.publicInstance, pageSize: Int = 999, transport: HTTPTransport = HTTPTransport()) {
        self.baseURL = baseURL
        self.pageSize = min(999, max(1, pageSize))
        self.transport = transport
    }

    public var firstPageURL: String {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        return "\(base)/api/v2/exerciseinfo/?limit=\(pageSize)&offset=0"
    }

    public enum PageError: Error, CustomStringConvertible {
        case http(Int)
        case undecodable(String)
        case transport(HTTPError)

        public var description: String {
            switch self {
            case .http(let status): "HTTP \(status)"
            case .undecodable(let detail): "not an exerciseinfo page (\(detail))"
            case .transport(let error): error.description
            }
        }
    }

    public func page(at url: String) async throws(PageError) -> WgerPage<WgerExercise> {
        let response: HTTPResponse
        do {
            response = try await transport.send(
                HTTPRequest(url: url, headers: ["Accept": "application/json"], timeout: .seconds(60)))
        } catch {
            throw .transport(error)
        }
        guard response.status == 200 else { throw .http(response.status) }
        do {
            return try JSONDecoder().decode(WgerPage<WgerExercise>.self, from: response.body)
        } catch {
            throw .undecodable("\(error)".split(separator: "\n").first.map(String.init) ?? "")
        }
    }
}

/// Decodes an exerciseinfo file: a page envelope, or a bare array of results.
public enum WgerFile {
    public static func exercises(from data: Data) throws -> [WgerExercise] {
        let decoder = JSONDecoder()
        // An object is a page envelope, anything else a bare array: each is decoded as what it is, so a failure
        // says where in that shape the file went wrong.
        let first = data.first { !(" \t\r\n".utf8.contains($0)) }
        if first == UInt8(ascii: "{") { return try decoder.decode(WgerPage<WgerExercise>.self, from: data).results }
        return try decoder.decode([WgerExercise].self, from: data)
    }
}
