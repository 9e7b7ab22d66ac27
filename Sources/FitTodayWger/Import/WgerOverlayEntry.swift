public import FitTodayDomain

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
