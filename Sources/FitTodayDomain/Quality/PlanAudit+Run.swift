extension PlanAudit {
    /// What a coach reads over a run of consecutive daily plans of one person (oldest first; rest days may be
    /// among them): how often each accessory comes back on the days of its split, and the weekly hard sets per
    /// training group against `goal`'s weekly range, over the run's whole weeks.
    public func run(_ plans: [WorkoutPlan], goal: Goal) -> RunAudit {
        RunAudit(shares: accessoryShares(plans), weeks: weeks(plans, goal: goal))
    }

    /// Per split (the plan's focus), the share of that split's training days each accessory appears on, highest
    /// first, with how many exercises the person has to do its job (`Facts.choices`); main lifts are left out
    /// (they are meant to come back), so is a full body's backbone and its hinge's stand-in (`FullBodyBackbone`),
    /// and so are ids the catalog does not hold.
    public func accessoryShares(_ plans: [WorkoutPlan]) -> [RunAudit.Share] {
        var splits: [[String]: Int] = [:]
        var splitDays: [Int] = []
        var days: [[Int32]] = []
        let count = catalog.count
        for plan in plans where !plan.exercises.isEmpty {
            let split: Int
            if let known = splits[plan.focus] {
                split = known
            } else {
                split = splitDays.count
                splits[plan.focus] = split
                splitDays.append(0)
                days.append([Int32](repeating: 0, count: count))
            }
            splitDays[split] += 1
            let items = plan.exercises
            let fullBody = FullBodyBackbone.isFullBody(plan.focus)
            let standIn = fullBody
                ? FullBodyBackbone.hingeStandIn(
                    items.compactMap { catalog.position(ofId: $0.exerciseId) }, traits: catalog.traits, fullBody: true)
                : nil
            withUnsafeTemporaryAllocation(of: Int.self, capacity: items.count) { seen in
                var known = 0
                for index in items.indices where !items[index].mainLift {
                    guard let position = catalog.position(ofId: items[index].exerciseId),
                          !seen.prefix(known).contains(position), position != standIn,
                          !FullBodyBackbone.holds(
                              compound: catalog.traits[position].compound, pattern: catalog.traits[position].pattern,
                              fullBody: fullBody)
                    else { continue }
                    seen[known] = position
                    known += 1
                    days[split][position] += 1
                }
            }
        }
        var shares: [RunAudit.Share] = []
        for (focus, split) in splits {
            let name = focus.joined(separator: "+")
            for position in 0..<count where days[split][position] > 0 {
                let appearances = Int(days[split][position])
                shares.append(RunAudit.Share(
                    split: name, exerciseId: catalog.exercises[position].id, days: appearances,
                    splitDays: splitDays[split], share: Double(appearances) / Double(splitDays[split]),
                    choices: Int(facts[position].choices)))
            }
        }
        return shares.sorted {
            ($0.share, $0.splitDays, $1.split, $1.exerciseId) > ($1.share, $1.splitDays, $0.split, $0.exerciseId)
        }
    }

    /// The hard sets per group of each whole week of the run, against the week's range: Monday to Sunday, the weeks the schedule counts its
    /// days per week in (`DayDecision`); days before the first Monday and after the last whole week are left out (a
    /// Sunday and the six days after it hold two weeks' sessions).
    func weeks(_ plans: [WorkoutPlan], goal: Goal) -> [RunAudit.Week] {
        guard let first = plans.first, let last = plans.last else { return [] }
        let monday = first.date.dayNumber + (7 - first.date.weekday) % 7
        let whole = max(0, (last.date.dayNumber - monday + 1) / 7)
        var volumes = [WeeklyVolume](repeating: WeeklyVolume(), count: whole)
        for plan in plans where !plan.exercises.isEmpty && plan.date.dayNumber >= monday {
            let week = (plan.date.dayNumber - monday) / 7
            if week < whole { volumes[week].add(plan, catalog: catalog) }
        }
        return volumes.enumerated().map { index, volume in
            RunAudit.Week(index: index, groups: TrainingGroup.allCases.map { group in
                var range = rules.weeklyRange(group, goal: goal, level: level, minutes: minutes, daysPerWeek: daysPerWeek)
                // A group nothing the person can do trains at a working dose has no minimum to miss.
                if !trainable.isEmpty, !trainable.contains(group) {
                    range.min = 0
                }
                return RunAudit.GroupSets(
                    group: group, sets: volume.sets(group), stimulus: volume.stimulus(group), min: range.min,
                    max: range.max)
            })
        }
    }
}

/// A coach's read of a run of plans (`PlanAudit.run`).
public struct RunAudit: Sendable, Equatable {
    /// How often an accessory comes back on the days of one split.
    public struct Share: Codable, Sendable, Equatable {
        /// The plans' focus ("lower", "chest+triceps").
        public var split: String
        public var exerciseId: String
        /// Days of the split it appears on, and the split's days.
        public var days: Int
        public var splitDays: Int
        public var share: Double
        /// The exercises of its pattern and primary groups the person can do as a working set, itself included
        /// (`PlanAudit.Facts.choices`).
        public var choices: Int

        public init(split: String, exerciseId: String, days: Int, splitDays: Int, share: Double, choices: Int) {
            self.split = split
            self.exerciseId = exerciseId
            self.days = days
            self.splitDays = splitDays
            self.share = share
            self.choices = choices
        }

        /// The most of its split's days it may take: `limit`, or one in `choices` when the person has fewer
        /// exercises for its job than `limit` shares out: the composer's rule (`AccessoryShare.fairShare(choices:)`).
        public func fairShare(_ limit: Double) -> Double {
            AccessoryShare(share: limit, splitDays: 1).fairShare(choices: choices)
        }

        /// Whether it takes more than its fair share.
        public func isOver(_ limit: Double) -> Bool { share > fairShare(limit) + 1e-9 }
    }

    public struct GroupSets: Sendable, Equatable {
        public var group: TrainingGroup
        /// Direct sets (the maximum caps them) and direct sets with helpers' half sets (the minimum asks for them):
        /// `WeeklyVolume`.
        public var sets: Double
        public var stimulus: Double
        /// The week's range for the group: the goal's maximum, and its minimum scaled to what the person's week
        /// can hold (`TrainingRules.weeklyRange(_:goal:level:minutes:daysPerWeek:)`), 0 for a group the person's
        /// equipment trains at no working dose (`PlanAudit.trainable`).
        public var min: Double
        public var max: Double

        public var underMin: Bool { stimulus < min - 1e-9 }
        public var overMax: Bool { sets > max + 1e-9 }
        public var inRange: Bool { !underMin && !overMax }
    }

    public struct Week: Sendable, Equatable {
        /// 0 for the run's first whole week (Monday to Sunday).
        public var index: Int
        public var groups: [GroupSets]
    }

    /// Every accessory of every split, highest share first.
    public var shares: [Share]
    /// The run's whole weeks.
    public var weeks: [Week]

    /// Accessories over their fair share (`Share.fairShare`: `limit`, or one in their choices) of their split's
    /// days, among splits with at least `minimumDays` days.
    public func overShare(_ limit: Double, minimumDays: Int) -> [Share] {
        shares.filter { $0.splitDays >= minimumDays && $0.isOver(limit) }
    }

    /// Week and group figures outside the goal's range.
    public var outOfRange: [(week: Int, sets: GroupSets)] {
        weeks.flatMap { week in week.groups.filter { !$0.inRange }.map { (week.index, $0) } }
    }
}
