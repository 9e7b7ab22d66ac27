/// What an imported overlay (Wger) brings to the catalog: better text and media for an exercise it matched, or a
/// new exercise. Applied once at load time; plans then read it like any catalog fact.
public struct CatalogOverlay: Sendable, Equatable {
    public var catalogId: String
    /// pt-BR description to use instead of the catalog's (Wger's Portuguese or a checked translation).
    public var description: String?
    public var descriptionEn: String?
    public var media: ExerciseMedia?
    public var attribution: String
    /// A new entry (its coach attributes derived conservatively: specialty until reviewed).
    public var added: Exercise?

    public init(
        catalogId: String, description: String?, descriptionEn: String?, media: ExerciseMedia?, attribution: String,
        added: Exercise?
    ) {
        self.catalogId = catalogId
        self.description = description
        self.descriptionEn = descriptionEn
        self.media = media
        self.attribution = attribution
        self.added = added
    }
}

extension CatalogIndex {
    /// The catalog with an overlay applied: matched entries take its text, media and attribution; added entries
    /// join as candidates. An added id that the catalog already has, or an entry for an unknown id, is ignored:
    /// the catalog's own data always wins.
    public func applying(_ overlay: [CatalogOverlay]) -> CatalogIndex {
        guard !overlay.isEmpty else { return self }
        var exercises = self.exercises
        var known = Set(exercises.map(\.id))
        for entry in overlay {
            if var added = entry.added {
                guard known.insert(added.id).inserted else { continue }
                added.media = entry.media
                added.descriptionEn = entry.descriptionEn
                added.attribution = entry.attribution
                added.descriptionFromOverlay = true
                exercises.append(added)
            } else if let position = position(ofId: entry.catalogId) {
                if let text = entry.description, !text.isEmpty {
                    exercises[position].description = text
                    exercises[position].descriptionFromOverlay = true
                }
                if let english = entry.descriptionEn, !english.isEmpty { exercises[position].descriptionEn = english }
                if let media = entry.media, media.kind != .placeholder { exercises[position].media = media }
                exercises[position].attribution = entry.attribution
            }
        }
        // Ids were checked above, so building cannot fail.
        return (try? CatalogIndex(exercises: exercises)) ?? self
    }
}
