/// Vocabulary values hash by their position, not by their raw string: the composer looks them up in tables on
/// every plan, and hashing the slug text cost more than the look-ups themselves. Equal values have equal
/// positions, so this agrees with the synthesized equality.
extension Level {
    public func hash(into hasher: inout Hasher) { hasher.combine(rank) }
}

extension Goal {
    public func hash(into hasher: inout Hasher) { hasher.combine(Self.allCases.firstIndex(of: self)!) }
}

extension Energy {
    public func hash(into hasher: inout Hasher) { hasher.combine(Self.allCases.firstIndex(of: self)!) }
}

extension Split {
    public func hash(into hasher: inout Hasher) { hasher.combine(Self.allCases.firstIndex(of: self)!) }
}

extension Language {
    public func hash(into hasher: inout Hasher) { hasher.combine(Self.allCases.firstIndex(of: self)!) }
}

extension Muscle {
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

extension Equipment {
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

extension RestClass {
    public func hash(into hasher: inout Hasher) { hasher.combine(Self.allCases.firstIndex(of: self)!) }
}

extension Mechanics {
    public func hash(into hasher: inout Hasher) { hasher.combine(Self.allCases.firstIndex(of: self)!) }
}

extension TrainingGroup {
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}
