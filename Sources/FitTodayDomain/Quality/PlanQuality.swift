/// What a coach checks over a run of plans for one person: staples, first exercises, regressions and power moves
/// for trained lifters, kept main lifts, time use and weekly sets per training group.
public struct PlanQuality: Codable, Sendable, Equatable {
    public struct WeeklySets: Codable, Sendable, Equatable {
        public var group: TrainingGroup
        /// Mean, lowest and highest hard sets over the run's whole weeks.
        public var mean: Double
        public var min: Double
        public var max: Double
        /// The goal's range for the group.
        public var target: RepRange
        /// Share of whole weeks within the range.
        public var weeksInRange: Double
    }

    public var plans: Int
    /// Share of all exercises that are staples.
    public var stapleShare: Double
    /// Among plans that are not core days, for a person with loaded equipment: share whose first exercise is a
    /// loadable compound (nil without loaded equipment).
    public var loadedCompoundFirst: Double?
    /// Regression and power moves in the plans of an intermediate or advanced person (0 for beginners).
    public var trainedRegressions: Int
    public var trainedPowerMoves: Int
    /// Among plans of a goal that keeps lifts and with an earlier day of the same focus, within the week the
    /// composer reads, that had main lifts: share that keep at least one (nil when no plan qualifies).
    public var keptMainLifts: Double?
    /// Share of plans within the time tolerance of the minutes asked for, or saying why they are shorter.
    public var timeHonoured: Double
    /// Share of timed holds and carries prescribed in seconds or metres (1 when there are none).
    public var holdsInTheirUnit: Double
    public var weeklySets: [WeeklySets]

    /// The run covered at least one whole week, so `weeklySets` has figures.
    public var hasWholeWeek: Bool { !weeklySets.allSatisfy { $0.mean == 0 } }

    /// - Parameters:
    ///   - plans: consecutive daily plans of one request, oldest first.
    ///   - historyDays: how many earlier plans the composer reads (a lift is kept from the last day of the same
    ///     split among them).
    public init(
        plans: [WorkoutPlan], request: PlanRequest, catalog: CatalogIndex, rules: TrainingRules, historyDays: Int = 7
    ) {
        self.plans = plans.count
        let items = plans.flatMap(\.exercises)
        stapleShare = items.isEmpty ? 0 : Double(items.count { $0.tier == .staple }) / Double(items.count)
        let hasLoad = request.equipment.intersects(Exercise.loadingEquipment)
        let nonCore = plans.filter { $0.focus != [Split.core.rawValue] && !$0.exercises.isEmpty }
        if hasLoad, !nonCore.isEmpty {
            let good = nonCore.count { plan in
                catalog.exercise(id: plan.exercises[0].exerciseId).map { $0.loadable && $0.mechanics == .compound } ?? false
            }
            loadedCompoundFirst = Double(good) / Double(nonCore.count)
        } else {
            loadedCompoundFirst = nil
        }
        let trained = request.level > .beginner
        trainedRegressions = trained ? items.count { $0.role == .regression } : 0
        trainedPowerMoves = trained ? items.count { $0.role == .power } : 0

        var qualifying = 0
        var keeping = 0
        if (rules.goals[request.goal]?.keptLifts ?? 0) > 0 {
            for (index, plan) in plans.enumerated() {
                // The composer keeps lifts from the history it reads: the last week of plans.
                let recent = plans[max(0, index - historyDays)..<index]
                guard recent.last(where: { $0.focus == plan.focus })?.exercises.contains(where: \.mainLift) == true
                else { continue }
                qualifying += 1
                if plan.exercises.contains(where: \.kept) { keeping += 1 }
            }
        }
        keptMainLifts = qualifying > 0 ? Double(keeping) / Double(qualifying) : nil

        let tolerance = rules.timeTolerance
        timeHonoured = plans.isEmpty ? 0 : Double(plans.count { plan in
            plan.shorter != nil || abs(Double(plan.estimatedMinutes) - Double(request.minutes))
                <= Double(request.minutes) * tolerance + 1
        }) / Double(plans.count)
        let timed = items.compactMap { item in catalog.exercise(id: item.exerciseId).map { ($0.unit, item.unit) } }
            .filter { $0.0 != .reps }
        holdsInTheirUnit = timed.isEmpty ? 1 : Double(timed.count { $0.0 == $0.1 }) / Double(timed.count)

        var weeks: [WeeklyVolume] = []
        if let first = plans.first {
            for plan in plans {
                let week = (plan.date.dayNumber - first.date.dayNumber) / 7
                while weeks.count <= week { weeks.append(WeeklyVolume()) }
                weeks[week].add(plan, catalog: catalog)
            }
            // Only whole weeks count.
            if let last = plans.last, (last.date.dayNumber - first.date.dayNumber + 1) % 7 != 0, !weeks.isEmpty {
                weeks.removeLast()
            }
        }
        weeklySets = TrainingGroup.allCases.map { group in
            let range = rules.weeklyRange(group, goal: request.goal)
            let values = weeks.map { $0.sets(group) }
            let inRange = values.count { $0 >= range.min - 1e-9 && $0 <= range.max + 1e-9 }
            return WeeklySets(
                group: group, mean: values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count),
                min: values.min() ?? 0, max: values.max() ?? 0,
                target: RepRange(min: Int(range.min.rounded()), max: Int(range.max.rounded())),
                weeksInRange: values.isEmpty ? 0 : Double(inRange) / Double(values.count))
        }
    }
}
