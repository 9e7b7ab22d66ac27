import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// The runs the composition properties judge: people with small and large pools × levels × goals × minutes ×
/// seeds, each over consecutive days that follow the person's schedule (rest days between trained days), composed
/// by `BatchRunner` as `batch` does. Built once and shared by every property.
struct PropertyRun: Sendable {
    var person: String
    var request: PlanRequest
    var seed: UInt64
    /// Every day of the run, rest days included, oldest first.
    var plans: [WorkoutPlan]

    var trained: [WorkoutPlan] { plans.filter { !$0.exercises.isEmpty } }

    var label: String {
        "\(person)/\(request.level.rawValue)/\(request.goal.rawValue)/\(request.minutes)min/seed \(seed)"
    }

    var audit: PlanAudit {
        PlanAudit(catalog: Fixtures.catalog, rules: Fixtures.resources.config.training, request: request)
    }

    /// The kinds of person the issue names, small pools first.
    static let people: [(String, [Equipment])] = [
        ("bands", [.resistanceBand]),
        ("kettlebells", [.kettlebell]),
        ("garage-barbell", [.barbell, .squatRack, .bench, .weightPlate, .pullUpBar, .dipStation]),
        ("rings-bar-dip", [.suspensionTrainer, .pullUpBar, .dipStation]),
        ("home-dumbbells", [.dumbbell, .bench]),
        ("full-gym", Fixtures.resources.profiles["full-gym"]!),
        ("bodyweight", []),
    ]
    static let minutes = [20, 30, 45, 60, 90]
    static let seeds: [UInt64] = [11, 29]
    /// Trained days per run: six weeks of the person's schedule (whole weeks for the weekly ranges, and at least
    /// eight days of a split for its accessory shares).
    static let weeks = 6

    static let all: [PropertyRun] = {
        let resources = Fixtures.resources
        let runner = BatchRunner(composer: Fixtures.composer)
        var runs: [PropertyRun] = []
        for (person, equipment) in people {
            for level in Level.allCases {
                let daysPerWeek = resources.config.schedule.daysPerWeek[level]
                let schedule = BatchSchedule(decision: DayDecision(rules: resources.config.schedule), daysPerWeek: daysPerWeek)
                for goal in Goal.allCases {
                    for minutes in minutes {
                        for seed in seeds {
                            let request = PlanRequest(
                                equipment: EquipmentSet(equipment), level: level, goal: goal, minutes: minutes,
                                date: Fixtures.day, daysPerWeek: daysPerWeek)
                            let plans = try! runner.run(request, count: weeks * daysPerWeek, seed: seed, schedule: schedule)
                            runs.append(PropertyRun(person: person, request: request, seed: seed, plans: plans))
                        }
                    }
                }
            }
        }
        return runs
    }()

    /// One plan in a line: date, focus, minutes (estimated/asked, why shorter), and each exercise with its dose
    /// (`*` a main lift, `[s1]`/`[c2]` its superset or circuit group).
    func describe(_ plan: WorkoutPlan) -> String {
        let items = plan.exercises.map { item in
            let unit = item.unit == .reps ? "" : (item.unit == .seconds ? "s" : "m")
            let effort = item.effort.map { "@\($0.rir)" } ?? ""
            return "\(item.exerciseId)\(item.mainLift ? "*" : "") \(item.sets)×\(item.target.min)-\(item.target.max)"
                + "\(unit)\(effort) r\(item.restSeconds)"
        }
        let shorter = plan.shorter.map { " shorter:\($0.reason.rawValue)" } ?? ""
        return "\(label) \(plan.date) \(plan.focus.joined(separator: "+")) "
            + "\(plan.estimatedMinutes)/\(request.minutes)min\(shorter): " + items.joined(separator: ", ")
    }
}

/// Collects what breaks a property, and reports it with the offending plans printed compactly.
struct Violations {
    let property: String
    var lines: [String] = []
    var checked = 0
    /// Single misses when a violation counts several (group-weeks of a run); 0 when not counted.
    var misses = 0

    init(_ property: String) { self.property = property }

    mutating func add(_ line: String) { lines.append(line) }

    /// Issue 24's acceptance properties that do not hold yet (the issue is open; `docs/plan-quality.md` "The
    /// coach's audit" says what is left). Each still runs and its violations are recorded as a known issue; the day
    /// one holds, its test fails until it leaves this list.
    static let open: Set<String> = [
        "short session in straight sets", "accessory share",
        "weekly sets under the minimum", "weekly sets over the maximum", "single-set accessory",
    ]

    /// Expects no violation; a property of `open` records them as a known issue instead.
    func expectNone(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(checked > 0, sourceLocation: sourceLocation)
        guard Self.open.contains(property) else {
            #expect(lines.isEmpty, "\(report)", sourceLocation: sourceLocation)
            return
        }
        withKnownIssue("issue 24 is open: \(property)", sourceLocation: sourceLocation) {
            #expect(lines.isEmpty, "\(report)", sourceLocation: sourceLocation)
        }
    }

    /// "3 of 1260 runs ...: first 5:" and the lines.
    var report: String {
        let shown = lines.prefix(8).map { "  - " + $0 }.joined(separator: "\n")
        let counted = misses > 0 ? " (\(misses) single misses)" : ""
        return "\(property): \(lines.count) violations over \(checked) checked\(counted); first \(min(8, lines.count)):\n\(shown)"
    }
}
