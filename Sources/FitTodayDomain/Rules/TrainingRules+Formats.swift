extension TrainingRules {
    /// The seconds a plan's exercises take, their groups run in rounds: every set is followed by its exercise's
    /// rest (inside a group, the short rest before the next exercise; the group's last exercise carries the rest
    /// after the round) but the last set of each straight exercise or group; each exercise costs its transition
    /// (and a main lift its warm-up). For straight sets alone it is the sum of `seconds(of:mainLift:)`.
    public func seconds(of exercises: [PlannedExercise]) -> Int {
        var total = 0
        var index = exercises.startIndex
        while index < exercises.endIndex {
            let group = exercises[index].group
            var end = index + 1
            while group != nil, end < exercises.endIndex, exercises[end].group == group { end += 1 }
            let members = exercises[index..<end]
            for member in members {
                let dose = member.prescription
                total += dose.sets * (workSeconds(of: dose) + dose.restSeconds) + transitionSeconds
                    + (member.mainLift ? warmUpSeconds : 0)
            }
            // The group's last set is its last exercise with the most sets; no rest follows it.
            let rounds = members.map(\.sets).max() ?? 0
            if let last = members.last(where: { $0.sets == rounds }), rounds > 0 { total -= last.restSeconds }
            index = end
        }
        return total
    }

    /// What an exercise of `sets` sets costs when each of its sets is followed by `rest` seconds (a group's rests
    /// shared by its members), the last excepted: the time fit's cost on a day of supersets or circuits.
    public func seconds(of prescription: Prescription, mainLift: Bool, sharedRest rest: Int) -> Int {
        var dose = prescription
        dose.restSeconds = rest
        return seconds(of: dose, mainLift: mainLift)
    }
}
