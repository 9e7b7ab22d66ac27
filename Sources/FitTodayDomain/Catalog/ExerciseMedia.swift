/// The picture or clip shown with an exercise: Wger media when the overlay has some, else a placeholder drawn for
/// the project, by primary muscle group, else by category, else a generic one.
public struct ExerciseMedia: Codable, Sendable, Hashable {
    public enum Kind: String, CaseIterable, Codable, Sendable { case video, gif, image, placeholder }

    public var kind: Kind
    /// An absolute URL of Wger media; nil for a placeholder.
    public var url: String?
    /// A path under `Catalog/media/placeholders/`; set for placeholders only.
    public var placeholder: String?
    /// `wger-video`, `wger-gif-main`, `wger-image`, `placeholder-muscle-group`, `placeholder-category`,
    /// `placeholder-generic`.
    public var source: String

    public init(kind: Kind, url: String? = nil, placeholder: String? = nil, source: String) {
        self.kind = kind
        self.url = url
        self.placeholder = placeholder
        self.source = source
    }

    public static func placeholder(primaryMuscles: [Muscle], category: ExerciseCategory?) -> ExerciseMedia {
        if let group = primaryMuscles.first?.group {
            return ExerciseMedia(
                kind: .placeholder, placeholder: "Catalog/media/placeholders/\(group.rawValue).svg",
                source: "placeholder-muscle-group")
        }
        if let category {
            return ExerciseMedia(
                kind: .placeholder, placeholder: "Catalog/media/placeholders/\(category.rawValue).svg",
                source: "placeholder-category")
        }
        return ExerciseMedia(
            kind: .placeholder, placeholder: "Catalog/media/placeholders/general.svg", source: "placeholder-generic")
    }
}
