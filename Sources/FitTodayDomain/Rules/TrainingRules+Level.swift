extension TrainingRules {
    /// These rules for one level: the set caps lowered to the level's (`maxSetsByLevel`). A composition run is
    /// bound to a level and composes with these.
    public func forLevel(_ level: Level) -> TrainingRules {
        guard let most = maxSetsByLevel?[level] else { return self }
        var rules = self
        rules.maxSets = max(minSets, min(maxSets, most))
        rules.maxAccessorySets = max(minSets, min(maxAccessorySets, most))
        return rules
    }

    /// Whether the level's set cap is under the global one: a plan short of its minutes with every exercise at
    /// that cap is short for the level's sake.
    public func capsSets(for level: Level) -> Bool {
        maxSetsByLevel?[level].map { $0 < maxSets } ?? false
    }
}
