/// Vocabulary values hash by their position, not by their raw string: the composer looks them up in tables on
/// every plan, and hashing the slug text cost more than the look-ups themselves. Equal values have equal
/// positions, so this agrees with the synthesized equality. (Each type states it: a protocol extension giving the
/// same default loses to the standard library's `RawRepresentable` one and recurses.)
extension Level {
    public func hash(into hasher: inout Hasher) { hasher.combine(rank) }
}

extension Muscle {
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

extension Equipment {
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

extension TrainingGroup {
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

extension Goal {
    public func hash(into hasher: inout Hasher) { hasher.combine(position(of: self)) }
}

extension Energy {
    public func hash(into hasher: inout Hasher) { hasher.combine(position(of: self)) }
}

extension Split {
    public func hash(into hasher: inout Hasher) { hasher.combine(position(of: self)) }
}

extension Language {
    public func hash(into hasher: inout Hasher) { hasher.combine(position(of: self)) }
}

extension RestClass {
    public func hash(into hasher: inout Hasher) { hasher.combine(position(of: self)) }
}

extension Mechanics {
    public func hash(into hasher: inout Hasher) { hasher.combine(position(of: self)) }
}

/// A vocabulary value's index in `allCases`.
private func position<T: CaseIterable & Equatable>(of value: T) -> Int where T.AllCases == [T] {
    T.allCases.firstIndex(of: value)!
}
