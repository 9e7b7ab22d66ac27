import FitTodayDomain
import Synchronization

extension Messages {
    /// What a person may type for `kind`: ids, names in both languages and aliases, this language's forms first.
    /// Built once per language, kind and profile list (a server reads every request's values with them).
    /// - Parameter profiles: the equipment profiles of `Config/` (for `.profile`).
    public func matcher(for kind: ValueKind, profiles: [String] = []) -> ValueMatcher {
        let key = MatcherKey(language: language, kind: kind, profiles: profiles)
        if let built = Self.matchers.withLock({ $0[key] }) { return built }
        let built = makeMatcher(for: kind, profiles: profiles)
        Self.matchers.withLock { $0[key] = built }
        return built
    }

    private struct MatcherKey: Hashable {
        var language: Language
        var kind: ValueKind
        var profiles: [String]
    }

    private static let matchers = Mutex<[MatcherKey: ValueMatcher]>([:])

    private func makeMatcher(for kind: ValueKind, profiles: [String]) -> ValueMatcher {
        let languages = [language] + Language.allCases.filter { $0 != language }
        let ids: [String]
        var names: (Messages) -> (String) -> String?
        switch kind {
        case .focus:
            ids = Split.allCases.map(\.rawValue) + Muscle.allCases.map(\.rawValue) + ["back", "quads"]
            names = { say in { id in
                Split(rawValue: id).map(say.name) ?? Muscle(rawValue: id).map(say.name)
            } }
        case .equipment:
            ids = Equipment.allCases.map(\.rawValue) + ["none"]
            names = { say in { Equipment(rawValue: $0).map(say.name) } }
        case .energy:
            ids = Energy.allCases.map(\.rawValue)
            names = { say in { Energy(rawValue: $0).map(say.name) } }
        case .level:
            ids = Level.allCases.map(\.rawValue)
            names = { say in { Level(rawValue: $0).map(say.name) } }
        case .goal:
            ids = Goal.allCases.map(\.rawValue)
            names = { say in { Goal(rawValue: $0).map(say.name) } }
        case .profile:
            ids = profiles
            names = { say in { say.vocabulary.profile($0) } }
        }
        let sayings = languages.map(Messages.init)
        var nameTable: [String: [String]] = [:]
        for id in ids { nameTable[id] = sayings.compactMap { names($0)(id) } }
        return ValueMatcher(
            ids: ids, names: nameTable, aliases: sayings.map { $0.extraAliases(kind) }, language: language)
    }
}
