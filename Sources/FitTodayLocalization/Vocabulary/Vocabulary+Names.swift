public import FitTodayDomain

/// The display names of the closed vocabularies, in the messages' language.
extension Messages {
    public func name(_ value: Muscle) -> String { vocabulary.muscle(value) }
    public func name(_ value: Equipment) -> String { vocabulary.equipment(value) }
    public func name(_ value: Split) -> String { vocabulary.split(value) }
    public func name(_ value: MovementPattern) -> String { vocabulary.pattern(value) }
    public func name(_ value: Level) -> String { vocabulary.level(value) }
    public func name(_ value: Mechanics) -> String { vocabulary.mechanics(value) }
    public func name(_ value: RestClass) -> String { vocabulary.rest(value) }
    public func name(_ value: ExerciseCategory) -> String { vocabulary.category(value) }
    public func name(_ value: Tier) -> String { vocabulary.tier(value) }
    public func name(_ value: ExerciseRole) -> String { vocabulary.role(value) }
    public func name(_ value: Energy) -> String { vocabulary.energy(value) }
    public func name(_ value: Goal) -> String { vocabulary.goal(value) }
    public func name(_ value: TrainingGroup) -> String { vocabulary.group(value) }
    public func name(_ value: ExerciseMedia.Kind) -> String { vocabulary.mediaKind(value) }
    public func name(_ value: Language) -> String { vocabulary.language(value) }

    /// A focus in words, lower case: "empurrar", or its muscles joined by `separator`.
    public func name(_ focus: Focus, separator: String = ", ") -> String {
        switch focus {
        case .split(let split): name(split).lowercased()
        case .muscles(let muscles): muscles.map { name($0).lowercased() }.joined(separator: separator)
        }
    }

    /// An equipment profile's name; a profile the table does not know keeps its id.
    public func profileName(_ id: String) -> String { vocabulary.profile(id) ?? id }

    /// Forms a person may type for a value besides its English id and display name, in this language.
    public func extraAliases(_ kind: ValueKind) -> [String: [String]] { vocabulary.aliases(kind) }

    var vocabulary: any VocabularyTable.Type {
        switch language {
        case .ptBR: PortugueseVocabulary.self
        case .en: EnglishVocabulary.self
        }
    }

    /// The display names the domain uses for plan titles and prompts, built from both tables.
    public static var displayNames: DisplayNames {
        func table<T: CaseIterable & Hashable>(_: T.Type, _ name: (Messages, T) -> String) -> [T: [Language: String]] {
            Dictionary(uniqueKeysWithValues: T.allCases.map { value in
                (value, Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, name(Messages($0), value)) }))
            })
        }
        return DisplayNames(
            muscles: table(Muscle.self) { $0.name($1) }, equipment: table(Equipment.self) { $0.name($1) },
            splits: table(Split.self) { $0.name($1) },
            conjunction: Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, Messages($0)(.listAnd)) }),
            muscleFocusTitle: Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, Messages($0).template(.titleMuscleFocus)) }))
    }
}
