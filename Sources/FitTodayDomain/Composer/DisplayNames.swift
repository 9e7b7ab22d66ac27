import Foundation

/// Display names of the vocabularies in both languages, built from the message tables (`FitTodayLocalization`).
public struct DisplayNames: Sendable, Equatable {
    public var muscles: [Muscle: [Language: String]]
    public var equipment: [Equipment: [Language: String]]
    public var splits: [Split: [Language: String]]
    /// The word joining the last two items of a list (" e ", " and ").
    public var conjunction: [Language: String]
    /// A muscle-list plan's title, with `{1}` for the list ("Foco: {1}").
    public var muscleFocusTitle: [Language: String]

    public init(
        muscles: [Muscle: [Language: String]], equipment: [Equipment: [Language: String]],
        splits: [Split: [Language: String]], conjunction: [Language: String], muscleFocusTitle: [Language: String]
    ) {
        self.muscles = muscles
        self.equipment = equipment
        self.splits = splits
        self.conjunction = conjunction
        self.muscleFocusTitle = muscleFocusTitle
    }

    public func muscle(_ muscle: Muscle, _ language: Language) -> String {
        muscles[muscle]?[language] ?? muscle.rawValue
    }

    public func equipment(_ item: Equipment, _ language: Language) -> String {
        equipment[item]?[language] ?? item.rawValue
    }

    public func split(_ split: Split, _ language: Language) -> String {
        splits[split]?[language] ?? split.rawValue
    }

    /// "Foco: peitoral e tríceps".
    public func muscleFocus(_ list: String, _ language: Language) -> String {
        (muscleFocusTitle[language] ?? "{1}").replacingOccurrences(of: "{1}", with: list)
    }

    /// "peito, ombros e tríceps" / "chest, shoulders and triceps".
    public func list(_ words: [String], _ language: Language) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + (conjunction[language] ?? ", ") + words.last!
    }
}
