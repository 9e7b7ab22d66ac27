import FitTodayDomain

extension Session {
    /// The exercises of `index`'s superset or circuit, in plan order; `[index]` for straight sets.
    public func groupMembers(of index: Int) -> [Int] {
        guard let group = exercises[index].group else { return [index] }
        return exercises.indices.filter { exercises[$0].group == group }
    }

    /// Whether an exercise still has working sets to do (not done, not skipped): warm-ups left over do not keep
    /// a group's rounds turning.
    func hasSetsLeft(_ index: Int) -> Bool {
        (exercises[index].status == .active || exercises[index].status == .pending)
            && exercises[index].sets.contains { $0.kind != .warmup && $0.completedAt == nil }
    }

    /// In a group, the member that follows a set of `index`: the next open one later in the round, else the
    /// first open one from the group's start (a new round; `index` itself when it is the only one left); nil
    /// when the group has nothing left to do. `wrapped` says a round ended.
    func nextInGroup(after index: Int) -> (index: Int, wrapped: Bool)? {
        let members = groupMembers(of: index)
        guard let position = members.firstIndex(of: index) else { return nil }
        if let later = members[(position + 1)...].first(where: hasSetsLeft) { return (later, false) }
        return members[...position].first(where: hasSetsLeft).map { ($0, true) }
    }

    /// What comes after the current set of the grouped exercise `index`: the group's next member (itself when
    /// it alone has sets left), else the first open exercise after the group.
    func following(_ index: Int) -> Int? {
        let members = groupMembers(of: index)
        let working = exercises[index].sets.count { $0.kind != .warmup && $0.completedAt == nil }
        let others = members.filter { $0 != index && hasSetsLeft($0) }
        if let position = members.firstIndex(of: index) {
            let later = members[(position + 1)...].first { others.contains($0) }
            if let next = later ?? others.first { return next }
        }
        if working > 1 { return index }
        let last = members.last ?? index
        let order = Array(exercises.indices.dropFirst(last + 1)) + Array(exercises.indices.prefix(members.first ?? index))
        return order.first { hasSetsLeft($0) && !members.contains($0) }
    }
}
