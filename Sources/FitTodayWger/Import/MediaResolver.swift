public import FitTodayDomain

/// The picture or clip shown with an exercise, and where it came from.
public struct ResolvedMedia: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable { case video, gif, image, placeholder }

    public var kind: Kind
    /// An absolute URL for Wger media; a path under `Catalog/media/` for a placeholder.
    public var url: String
    /// `wger-video`, `wger-gif`, `wger-image`, `placeholder-muscle-group`, `placeholder-category` or
    /// `placeholder-generic`; a main item says so (`wger-image-main`).
    public var source: String
    public var author: String?

    public init(kind: Kind, url: String, source: String, author: String? = nil) {
        self.kind = kind
        self.url = url
        self.source = source
        self.author = author
    }
}

extension ResolvedMedia {
    /// The plan's media object: a URL for Wger media, a path for a placeholder.
    public var exerciseMedia: ExerciseMedia {
        let kind = ExerciseMedia.Kind(rawValue: kind.rawValue) ?? .placeholder
        return kind == .placeholder
            ? ExerciseMedia(kind: .placeholder, placeholder: url, source: source)
            : ExerciseMedia(kind: kind, url: url, source: source)
    }
}

/// Media priority: video > GIF > image (the main one first) > a placeholder by primary muscle group, else by
/// category, else a generic one. Every exercise ends with something to show.
public enum MediaResolver {
    public static func resolve(
        videos: [WgerVideo], images: [WgerImage], primaryMuscles: [Muscle], category: ExerciseCategory?
    ) -> ResolvedMedia {
        if let video = mainFirst(videos, isMain: \.isMain) {
            return ResolvedMedia(
                kind: .video, url: video.url, source: video.isMain ? "wger-video-main" : "wger-video",
                author: video.licenseAuthor)
        }
        if let gif = mainFirst(images.filter(\.isGIF), isMain: \.isMain) {
            return ResolvedMedia(
                kind: .gif, url: gif.url, source: gif.isMain ? "wger-gif-main" : "wger-gif", author: gif.licenseAuthor)
        }
        if let image = mainFirst(images, isMain: \.isMain) {
            return ResolvedMedia(
                kind: .image, url: image.url, source: image.isMain ? "wger-image-main" : "wger-image",
                author: image.licenseAuthor)
        }
        return placeholder(primaryMuscles: primaryMuscles, category: category)
    }

    /// The domain's placeholder rule: by primary muscle group, else category, else a generic picture.
    public static func placeholder(primaryMuscles: [Muscle], category: ExerciseCategory?) -> ResolvedMedia {
        let media = ExerciseMedia.placeholder(primaryMuscles: primaryMuscles, category: category)
        return ResolvedMedia(kind: .placeholder, url: media.placeholder ?? "", source: media.source)
    }

    private static func mainFirst<Item>(_ items: [Item], isMain: (Item) -> Bool) -> Item? {
        items.first(where: isMain) ?? items.first
    }
}
