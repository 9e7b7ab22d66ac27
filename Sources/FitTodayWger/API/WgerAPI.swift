import Foundation

/// Wger's paginated list envelope (`/api/v2/...`): `count`, `next`, `previous`, `results`.
public struct WgerPage<Item: Decodable & Sendable>: Decodable, Sendable {
    public var count: Int?
    public var next: String?
    public var previous: String?
    public var results: [Item]
}

/// One result of `/api/v2/exerciseinfo/`, in the current shape (`translations`) or the 2.3/2.4 one (`exercises`).
public struct WgerExercise: Decodable, Sendable, Equatable {
    public var id: Int
    public var uuid: String?
    public var category: WgerNamed?
    public var muscles: [WgerMuscle]
    public var musclesSecondary: [WgerMuscle]
    public var equipment: [WgerNamed]
    public var license: WgerLicense?
    public var licenseAuthor: String?
    public var authorHistory: [String]
    public var images: [WgerImage]
    public var videos: [WgerVideo]
    public var translations: [WgerTranslation]

    public init(
        id: Int, uuid: String? = nil, category: WgerNamed? = nil, muscles: [WgerMuscle] = [],
        musclesSecondary: [WgerMuscle] = [], equipment: [WgerNamed] = [], license: WgerLicense? = nil,
        licenseAuthor: String? = nil, authorHistory: [String] = [], images: [WgerImage] = [], videos: [WgerVideo] = [],
        translations: [WgerTranslation] = []
    ) {
        self.id = id
        self.uuid = uuid
        self.category = category
        self.muscles = muscles
        self.musclesSecondary = musclesSecondary
        self.equipment = equipment
        self.license = license
        self.licenseAuthor = licenseAuthor
        self.authorHistory = authorHistory
        self.images = images
        self.videos = videos
        self.translations = translations
    }

    private enum CodingKeys: String, CodingKey {
        case id, uuid, category, muscles, equipment, license, images, videos, translations, exercises
        case musclesSecondary = "muscles_secondary"
        case licenseAuthor = "license_author"
        case authorHistory = "author_history"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        uuid = try container.decodeIfPresent(String.self, forKey: .uuid)
        category = try container.decodeIfPresent(WgerNamed.self, forKey: .category)
        muscles = try container.decodeIfPresent([WgerMuscle].self, forKey: .muscles) ?? []
        musclesSecondary = try container.decodeIfPresent([WgerMuscle].self, forKey: .musclesSecondary) ?? []
        equipment = try container.decodeIfPresent([WgerNamed].self, forKey: .equipment) ?? []
        license = try container.decodeIfPresent(WgerLicense.self, forKey: .license)
        licenseAuthor = try container.decodeIfPresent(String.self, forKey: .licenseAuthor)
        authorHistory = try container.decodeIfPresent([String].self, forKey: .authorHistory) ?? []
        images = try container.decodeIfPresent([WgerImage].self, forKey: .images) ?? []
        videos = try container.decodeIfPresent([WgerVideo].self, forKey: .videos) ?? []
        translations = try container.decodeIfPresent([WgerTranslation].self, forKey: .translations)
            ?? container.decodeIfPresent([WgerTranslation].self, forKey: .exercises) ?? []
    }

    /// The translation in a Wger language id (7 Portuguese, 2 English, 4 Spanish …).
    public func translation(language: Int) -> WgerTranslation? {
        translations.first { $0.language == language }
    }
}

/// A referenced object with an id and a name (category, equipment). Older payloads give the bare id.
public struct WgerNamed: Decodable, Sendable, Equatable {
    public var id: Int
    public var name: String?

    public init(id: Int, name: String? = nil) {
        self.id = id
        self.name = name
    }

    private enum CodingKeys: String, CodingKey { case id, name }

    public init(from decoder: any Decoder) throws {
        self = try decodeReference(decoder, keys: CodingKeys.self, bareId: { Self(id: $0) }) { container in
            Self(id: try container.decode(Int.self, forKey: .id), name: try container.decodeIfPresent(String.self, forKey: .name))
        }
    }
}

public struct WgerMuscle: Decodable, Sendable, Equatable {
    public var id: Int
    public var name: String?
    public var nameEn: String?
    public var isFront: Bool?

    public init(id: Int, name: String? = nil, nameEn: String? = nil, isFront: Bool? = nil) {
        self.id = id
        self.name = name
        self.nameEn = nameEn
        self.isFront = isFront
    }

    private enum CodingKeys: String, CodingKey {
        case id, name
        case nameEn = "name_en"
        case isFront = "is_front"
    }

    public init(from decoder: any Decoder) throws {
        self = try decodeReference(decoder, keys: CodingKeys.self, bareId: { Self(id: $0) }) { container in
            Self(
                id: try container.decode(Int.self, forKey: .id), name: try container.decodeIfPresent(String.self, forKey: .name),
                nameEn: try container.decodeIfPresent(String.self, forKey: .nameEn),
                isFront: try container.decodeIfPresent(Bool.self, forKey: .isFront))
        }
    }
}

public struct WgerLicense: Decodable, Sendable, Equatable {
    public var id: Int
    public var fullName: String?
    public var shortName: String?
    public var url: String?

    public init(id: Int, fullName: String? = nil, shortName: String? = nil, url: String? = nil) {
        self.id = id
        self.fullName = fullName
        self.shortName = shortName
        self.url = url
    }

    private enum CodingKeys: String, CodingKey {
        case id, url
        case fullName = "full_name"
        case shortName = "short_name"
    }

    public init(from decoder: any Decoder) throws {
        self = try decodeReference(decoder, keys: CodingKeys.self, bareId: { Self(id: $0) }) { container in
            Self(
                id: try container.decode(Int.self, forKey: .id),
                fullName: try container.decodeIfPresent(String.self, forKey: .fullName),
                shortName: try container.decodeIfPresent(String.self, forKey: .shortName),
                url: try container.decodeIfPresent(String.self, forKey: .url))
        }
    }
}

/// An exercise image (`image`) or video (`video`) from the API. Images have a `style`: 1 line drawing, 2 3D,
/// 3 low-poly, 4 photo, 5 other.
public struct WgerMedia: Decodable, Sendable, Equatable {
    public var id: Int?
    public var url: String
    public var isMain: Bool
    public var style: String?
    public var licenseAuthor: String?

    public init(id: Int? = nil, url: String, isMain: Bool = false, style: String? = nil, licenseAuthor: String? = nil) {
        self.id = id
        self.url = url
        self.isMain = isMain
        self.style = style
        self.licenseAuthor = licenseAuthor
    }

    private enum CodingKeys: String, CodingKey {
        case id, image, video, style
        case isMain = "is_main"
        case licenseAuthor = "license_author"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(Int.self, forKey: .id)
        url = try container.decodeIfPresent(String.self, forKey: .image) ?? container.decode(String.self, forKey: .video)
        isMain = try container.decodeIfPresent(Bool.self, forKey: .isMain) ?? false
        // Style is a string ("1") in the API, a number in some dumps.
        style = (try? container.decodeIfPresent(String.self, forKey: .style))
            ?? (try? container.decodeIfPresent(Int.self, forKey: .style)).map { String($0) }
        licenseAuthor = try container.decodeIfPresent(String.self, forKey: .licenseAuthor)
    }

    /// An animated GIF, by its file name.
    public var isGIF: Bool { url.lowercased().split(separator: "?").first?.hasSuffix(".gif") ?? false }
}

public typealias WgerImage = WgerMedia
public typealias WgerVideo = WgerMedia

/// One language version of an exercise: name, HTML description, aliases, licence and author.
public struct WgerTranslation: Decodable, Sendable, Equatable {
    public var id: Int
    public var name: String
    public var description: String
    public var language: Int
    public var aliases: [String]
    public var license: Int?
    public var licenseAuthor: String?

    public init(
        id: Int, name: String, description: String, language: Int, aliases: [String] = [], license: Int? = nil,
        licenseAuthor: String? = nil
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.language = language
        self.aliases = aliases
        self.license = license
        self.licenseAuthor = licenseAuthor
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, description, language, aliases, license
        case licenseAuthor = "license_author"
    }

    private struct AliasObject: Decodable { var alias: String }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        description = try container.decodeIfPresent(String.self, forKey: .description) ?? ""
        language = try container.decode(WgerNamed.self, forKey: .language).id
        // Aliases are objects ({"alias": …}) in the API and plain strings in some dumps.
        aliases = (try? container.decodeIfPresent([AliasObject].self, forKey: .aliases))?.map(\.alias)
            ?? (try? container.decodeIfPresent([String].self, forKey: .aliases)) ?? []
        license = (try? container.decodeIfPresent(WgerNamed.self, forKey: .license))?.id
        licenseAuthor = try container.decodeIfPresent(String.self, forKey: .licenseAuthor)
    }
}

/// Wger references (category, muscle, licence, language) are objects in the current API and bare ids in older
/// payloads: this reads either.
private func decodeReference<Value, Keys: CodingKey>(
    _ decoder: any Decoder, keys: Keys.Type, bareId: (Int) -> Value,
    object: (KeyedDecodingContainer<Keys>) throws -> Value
) throws -> Value {
    if let id = try? decoder.singleValueContainer().decode(Int.self) { return bareId(id) }
    return try object(decoder.container(keyedBy: keys))
}

/// Wger's language ids for the languages FitToday reads.
public enum WgerLanguage {
    public static let german = 1
    public static let english = 2
    public static let spanish = 4
    public static let portuguese = 7
}
