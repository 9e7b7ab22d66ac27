import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// Issue 24's acceptance, day by day, over `PropertyRun.all` (people with small and large pools × levels × goals ×
/// minutes × seeds, consecutive scheduled days), judged by `PlanAudit` from the catalog and the rules.
@Suite struct CompositionPropertiesDay {
    static let runs = PropertyRun.all

    /// Runs `check` on every trained plan and records one issue listing the offenders.
    private func judge(
        _ property: String, where include: (PropertyRun) -> Bool = { _ in true },
        _ check: (PropertyRun, WorkoutPlan, PlanFindings) -> String?
    ) {
        var violations = Violations(property)
        for run in Self.runs where include(run) {
            let audit = run.audit
            for plan in run.trained {
                violations.checked += 1
                if let what = check(run, plan, audit.findings(plan)) { violations.add("\(what) in \(run.describe(plan))") }
            }
        }
        violations.expectNone()
    }

    @Test func noDuplicateMovementFamilyInADay() {
        judge("duplicate movement family") { _, _, findings in
            findings.duplicates.isEmpty ? nil : "duplicates \(findings.duplicates)"
        }
    }

    /// A split's day holds nothing that leads with another day's big movers: no renegade row (lats) on a push, legs
    /// or core day, no rack pull (glutes) on a pull day.
    @Test func noExerciseLeadsWithAnotherDaysBigMovers() {
        let big: Set<Muscle> = [.chest, .lats, .upperBack, .quadriceps, .glutes, .hamstrings]
        judge("another day's big movers") { _, plan, _ in
            guard plan.focus.count == 1, let split = Split(rawValue: plan.focus[0]), split != .fullBody else { return nil }
            let off = big.subtracting(split.muscles)
            let strays = plan.exercises.filter { !off.isDisjoint(with: $0.primaryMuscles) }.map(\.exerciseId)
            return strays.isEmpty ? nil : "off the day \(strays)"
        }
    }

    @Test func trainedLiftersGetNoBeginnerBodyweightWorkingSets() {
        judge("trained lifter, beginner bodyweight working set", where: { $0.request.level > .beginner }) { _, _, findings in
            let misses = findings.levelFit.filter { $0.kind == .beginnerMove || $0.kind == .tooEasy }
            return misses.isEmpty ? nil : "level fit \(misses.map { "\($0.exerciseId):\($0.kind.rawValue)" })"
        }
    }

    @Test func beginnersGetNoDoseBeyondTheirReach() {
        judge("beginner dose beyond reach", where: { $0.request.level == .beginner }) { _, _, findings in
            let misses = findings.levelFit.filter { $0.kind == .tooHard }
            return misses.isEmpty ? nil : "too hard \(misses.map(\.exerciseId))"
        }
    }

    /// The primer's novice day (COACHING.md, "Shape of a day"): full body covering squat, hinge, push and pull,
    /// moderate reps (no working set under 6 but a catalog's fixed scheme or a power move), moderate rests (at most 3
    /// minutes).
    @Test func beginnersGetTheNoviceDefaults() {
        let catalog = Fixtures.catalog
        let squat: Set<MovementPattern> = [.squat, .lunge]
        let hinge: Set<MovementPattern> = [.hinge, .hipExtension]
        let push: Set<MovementPattern> = [.horizontalPush, .verticalPush]
        let pull: Set<MovementPattern> = [.horizontalPull, .verticalPull]
        judge("novice defaults", where: { $0.request.level == .beginner }) { _, plan, _ in
            var problems: [String] = []
            let patterns = Set(plan.exercises.compactMap { catalog.exercise(id: $0.exerciseId)?.pattern })
            if plan.focus != [Split.fullBody.rawValue] { problems.append("focus \(plan.focus) is not full body") }
            for (name, family) in [("squat", squat), ("hinge", hinge), ("push", push), ("pull", pull)]
            where patterns.isDisjoint(with: family) {
                problems.append("no \(name)")
            }
            // A catalog's fixed scheme (negatives at 3–5) and a power move's low reps are no heavy sets.
            let heavy = plan.exercises.filter { item in
                guard item.unit == .reps, item.target.min < 6, let exercise = catalog.exercise(id: item.exerciseId)
                else { return false }
                return exercise.scheme == nil && exercise.role != .power
            }.map(\.exerciseId)
            if !heavy.isEmpty { problems.append("under 6 reps \(heavy)") }
            let long = plan.exercises.filter { $0.restSeconds > 180 }.map(\.exerciseId)
            if !long.isEmpty { problems.append("rests over 3 min \(long)") }
            return problems.isEmpty ? nil : problems.joined(separator: "; ")
        }
    }

    @Test func noImprovisedFurnitureWhenProperEquipmentFits() {
        judge("improvised furniture") { _, _, findings in
            findings.furniture.isEmpty ? nil : "furniture \(findings.furniture)"
        }
    }

    /// A superset is two exercises of different primary muscles at different stations; a circuit is 3 to 5
    /// exercises; a group's exercises follow one another in the plan.
    @Test func supersetsAndCircuitsAreWellFormed() {
        let stations = EquipmentSet([
            .bench, .squatRack, .cable, .machine, .smithMachine, .legPress, .pullUpBar, .dipStation,
        ])
        judge("format shape") { _, plan, findings in
            var problems: [String] = []
            for group in findings.groups {
                let members = group.positions.map { plan.exercises[$0] }
                let ids = members.map(\.exerciseId)
                if group.positions != Array(group.positions[0]..<(group.positions[0] + group.positions.count)) {
                    problems.append("group \(group.group) not consecutive \(ids)")
                }
                switch group.format {
                case FormatGroup.superset:
                    guard members.count == 2 else { problems.append("superset of \(members.count) \(ids)"); continue }
                    if MuscleSet(members[0].primaryMuscles).intersects(MuscleSet(members[1].primaryMuscles)) {
                        problems.append("superset shares a primary muscle \(ids)")
                    }
                    let first = EquipmentSet(members[0].equipment).rawValue & stations.rawValue
                    if first & EquipmentSet(members[1].equipment).rawValue != 0 {
                        problems.append("superset shares a station \(ids)")
                    }
                case FormatGroup.circuit:
                    if !(3...5).contains(members.count) { problems.append("circuit of \(members.count) \(ids)") }
                default:
                    problems.append("unknown format \(group.format)")
                }
            }
            return problems.isEmpty ? nil : problems.joined(separator: "; ")
        }
    }

    /// An accessory comes with at least two sets, or not at all: one set of a movement is not worth its set-up,
    /// and a coach gives the time to the others' sets (a circuit's rounds are its own count). Main lifts and a full
    /// body's backbone have their own floors (`backboneMinSets`).
    @Test func noAccessoryAtASingleSet() {
        judge("single-set accessory") { _, plan, _ in
            let single = plan.exercises.filter { !$0.mainLift && $0.sets == 1 && $0.format != .circuit }
            return single.isEmpty ? nil : "single sets \(single.map(\.exerciseId))"
        }
    }

    /// A 20- or 30-minute hypertrophy or endurance session is run as supersets or a circuit, not straight sets.
    @Test func shortSessionsUseSupersetsOrCircuits() {
        judge("short session in straight sets", where: {
            $0.request.minutes <= 30 && [.hypertrophy, .endurance].contains($0.request.goal)
        }) { _, _, findings in
            findings.groups.isEmpty ? "no superset or circuit" : nil
        }
    }

    /// The estimate (with its supersets and circuits) stays within the time tolerance of the minutes asked for,
    /// unless the plan says why it is shorter.
    @Test func estimatedMinutesFitTheMinutesAsked() {
        let tolerance = Fixtures.resources.config.training.timeTolerance
        judge("time fit") { run, plan, _ in
            let asked = Double(run.request.minutes)
            let off = abs(Double(plan.estimatedMinutes) - asked) > asked * tolerance + 1
            return off && plan.shorter == nil ? "estimated \(plan.estimatedMinutes) of \(run.request.minutes) min" : nil
        }
    }
}
