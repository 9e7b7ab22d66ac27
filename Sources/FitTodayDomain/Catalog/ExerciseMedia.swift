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

    /// The placeholder for an exercise with these primary muscles and category: its first muscle's group, else its
    /// category, else the generic one. Built once per group and category (a plan asks for one per exercise).
    public static func placeholder(primaryMuscles: [Muscle], category: ExerciseCategory?) -> ExerciseMedia {
        let shared = Placeholders.shared
        if let muscle = primaryMuscles.first { return shared.byMuscle[muscle.ordinal] }
        if let category { return shared.byCategory[shared.categories.firstIndex(of: category)!] }
        return shared.generic
    }

    private struct Placeholders: Sendable {
        static let shared = Placeholders()
        /// By `Muscle.ordinal`: the muscle's group's picture.
        let byMuscle = Muscle.allCases.map {
            ExerciseMedia(
                kind: .placeholder, placeholder: "Catalog/media/placeholders/\($0.group.rawValue).svg",
                source: "placeholder-muscle-group")
        }
        let categories = ExerciseCategory.allCases
        let byCategory = ExerciseCategory.allCases.map {
            ExerciseMedia(
                kind: .placeholder, placeholder: "Catalog/media/placeholders/\($0.rawValue).svg",
                source: "placeholder-category")
        }
        let generic = ExerciseMedia(
            kind: .placeholder, placeholder: "Catalog/media/placeholders/general.svg", source: "placeholder-generic")
    }
}
