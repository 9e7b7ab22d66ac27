extension PlanAudit {
    /// What a coach reads over a run of consecutive daily plans of one person (oldest first; rest days may be
    /// among them): how often each accessory comes back on the days of its split, and the weekly hard sets per
    /// training group against `goal`'s weekly range, over the run's whole weeks.
    public func run(_ plans: [WorkoutPlan], goal: Goal) -> RunAudit {
        RunAudit(shares: Self.accessoryShares(plans), weeks: weeks(plans, goal: goal))
    }

    /// Per split (the plan's focus), the share of that split's training days each accessory appears on, highest
    /// first; main lifts are left out (they are meant to come back).
    public static func accessoryShares(_ plans: [WorkoutPlan]) -> [RunAudit.Share] {
        var splitDays: [String: Int] = [:]
        var days: [RunAudit.Key: Int] = [:]
        for plan in plans where !plan.exercises.isEmpty {
            let split = plan.focus.joined(separator: "+")
            splitDays[split, default: 0] += 1
            var seen = Set<String>()
            for item in plan.exercises where !item.mainLift && seen.insert(item.exerciseId).inserted {
                days[RunAudit.Key(split: split, exerciseId: item.exerciseId), default: 0] += 1
            }
        }
        return days.map { key, count in
            let total = splitDays[key.split] ?? 1
            return RunAudit.Share(
                split: key.split, exerciseId: key.exerciseId, days: count, splitDays: total,
                share: Double(count) / Double(total))
        }.sorted { ($0.share, $0.splitDays, $1.split, $1.exerciseId) > ($1.share, $1.splitDays, $0.split, $0.exerciseId) }
    }

    /// The hard sets per group of each whole week of the run (7-day blocks from the first plan's date).
    func weeks(_ plans: [WorkoutPlan], goal: Goal) -> [RunAudit.Week] {
        guard let first = plans.first, let last = plans.last else { return [] }
        let whole = (last.date.dayNumber - first.date.dayNumber + 1) / 7
        var volumes = [WeeklyVolume](repeating: WeeklyVolume(), count: whole)
        for plan in plans where !plan.exercises.isEmpty {
            let week = (plan.date.dayNumber - first.date.dayNumber) / 7
            if week < whole { volumes[week].add(plan, catalog: catalog) }
        }
        return volumes.enumerated().map { index, volume in
            RunAudit.Week(index: index, groups: TrainingGroup.allCases.map { group in
                let range = rules.weeklyRange(group, goal: goal)
                return RunAudit.GroupSets(group: group, sets: volume.sets(group), min: range.min, max: range.max)
            })
        }
    }
}

/// A coach's read of a run of plans (`PlanAudit.run`).
public struct RunAudit: Sendable, Equatable {
    struct Key: Hashable {
        var split: String
        var exerciseId: String
    }

    /// How often an accessory comes back on the days of one split.
    public struct Share: Codable, Sendable, Equatable {
        /// The plans' focus ("lower", "chest+triceps").
        public var split: String
        public var exerciseId: String
        /// Days of the split it appears on, and the split's days.
        public var days: Int
        public var splitDays: Int
        public var share: Double

        public init(split: String, exerciseId: String, days: Int, splitDays: Int, share: Double) {
            self.split = split
            self.exerciseId = exerciseId
            self.days = days
            self.splitDays = splitDays
            self.share = share
        }
    }

    public struct GroupSets: Sendable, Equatable {
        public var group: TrainingGroup
        public var sets: Double
        /// The goal's weekly range for the group.
        public var min: Double
        public var max: Double

        public var inRange: Bool { sets >= min - 1e-9 && sets <= max + 1e-9 }
    }

    public struct Week: Sendable, Equatable {
        /// 0 for the run's first seven days.
        public var index: Int
        public var groups: [GroupSets]
    }

    /// Every accessory of every split, highest share first.
    public var shares: [Share]
    /// The run's whole weeks.
    public var weeks: [Week]

    /// Accessories on more than `limit` of their split's days, among splits with at least `minimumDays` days.
    public func overShare(_ limit: Double, minimumDays: Int) -> [Share] {
        shares.filter { $0.splitDays >= minimumDays && $0.share > limit + 1e-9 }
    }

    /// Week and group figures outside the goal's range.
    public var outOfRange: [(week: Int, sets: GroupSets)] {
        weeks.flatMap { week in week.groups.filter { !$0.inRange }.map { (week.index, $0) } }
    }
}
