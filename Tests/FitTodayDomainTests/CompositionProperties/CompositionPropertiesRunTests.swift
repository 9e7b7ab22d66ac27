import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// Issue 24's acceptance over runs of consecutive scheduled days (`PropertyRun.all`): accessories in proportion and
/// weekly sets within each group's range.
@Suite struct CompositionPropertiesRun {
    static let runs = PropertyRun.all
    /// No single accessory on more than a quarter of its split's days, or one in the exercises the person has for
    /// its job when they have fewer than four (`RunAudit.Share.fairShare`).
    static let maxShare = 0.25
    /// A share is judged on splits seen at least this often in the run (on 4 days, a second appearance is
    /// already 50 %; on 8, two appearances are a quarter).
    static let minimumSplitDays = 8

    @Test func noAccessoryOverItsFairShareOfItsSplitsDays() {
        var violations = Violations("accessory share")
        for run in Self.runs {
            violations.checked += 1
            let over = run.audit.run(run.plans, goal: run.request.goal)
                .overShare(Self.maxShare, minimumDays: Self.minimumSplitDays)
            guard let worst = over.first else { continue }
            let example = run.plans.first { $0.focus.joined(separator: "+") == worst.split
                && $0.exercises.contains { $0.exerciseId == worst.exerciseId } }
            violations.add("\(run.label): \(over.count) over their fair share, worst \(worst.exerciseId) on "
                + "\(worst.days)/\(worst.splitDays) \(worst.split) days, \(worst.choices) to choose from; "
                + "e.g. \(example.map(run.describe) ?? "")")
        }
        violations.expectNone()
    }

    @Test func weeklySetsReachEachGroupsMinimum() {
        weekly("weekly sets under the minimum", \.underMin)
    }

    @Test func weeklySetsStayUnderEachGroupsMaximum() {
        weekly("weekly sets over the maximum", \.overMax)
    }

    /// Every whole week of every run, each group's hard sets against the goal's weekly range.
    private func weekly(_ property: String, _ isMiss: (RunAudit.GroupSets) -> Bool) {
        var violations = Violations(property)
        for run in Self.runs {
            violations.checked += 1
            let report = run.audit.run(run.plans, goal: run.request.goal)
            #expect(!report.weeks.isEmpty, "\(run.label): no whole week")
            let out = report.weeks.flatMap { week in week.groups.filter(isMiss).map { (week.index, $0) } }
            guard !out.isEmpty else { continue }
            let figures = out.prefix(6).map {
                "w\($0.0) \($0.1.group.rawValue) \($0.1.sets)/\($0.1.stimulus) [\(String(format: "%.1f", $0.1.min))–\(Int($0.1.max))]"
            }
            violations.misses += out.count
            violations.add("\(run.label): \(out.count) group-weeks: \(figures.joined(separator: ", "))")
        }
        violations.expectNone()
    }
}
