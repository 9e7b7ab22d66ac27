extension Draft {
    /// After a working set of the current exercise of a superset or circuit: the next exercise of the group with
    /// a set to do becomes current, after the short rest inside the round (its `restSeconds`; none when 0); at the
    /// round's end, the group's first open exercise, after the group's rest (its last exercise's `restSeconds`);
    /// when the group is done, the next pending exercise, after the group's rest.
    mutating func continueGroup(after index: Int) {
        let members = session.groupMembers(of: index)
        let groupRest = session.exercises[members.last ?? index].restSeconds
        let rest: Int
        if let (next, wrapped) = session.nextInGroup(after: index) {
            if next != session.currentExerciseIndex {
                emit(.exerciseIndexChanged, target: "session") { $0.exerciseIndex = next }
            }
            rest = wrapped ? groupRest : session.exercises[index].restSeconds
        } else {
            moveToNextPending(after: members.last ?? index)
            rest = groupRest
        }
        let left = session.exercises.contains { $0.status == .active || $0.status == .pending }
        if left, rest > 0 {
            _ = startRest(seconds: rest)
        } else if session.rest != nil {
            _ = skipRest()
        }
    }
}
