import FitTodayDomain
import Testing

/// An accessory's share of its split's days follows how many exercises the person has for its job (issue 24,
/// session 14), as the coach's audit judges it (`RunAudit.Share.fairShare`): the composer rested a garage lifter's
/// chest dip (two choices: the dip and the weighted dip) three push days in four, and the chest ended weeks under
/// its minimum.
@Suite struct AccessoryShareTests {
    let rule = AccessoryShare(share: 0.25, splitDays: 16)

    @Test func theShareIsOneInTheChoicesWhenTheyAreFewerThanTheShareSpreadsOver() {
        #expect(rule.fairShare(choices: 1) == 1)
        #expect(rule.fairShare(choices: 2) == 0.5)
        #expect(rule.fairShare(choices: 3) == 1.0 / 3)
        #expect(rule.fairShare(choices: 4) == 0.25)
        #expect(rule.fairShare(choices: 12) == 0.25)
        // Days sat out after one with it: none for the only choice, one for two, three for four or more.
        #expect(rule.spacing(choices: 1) == 0)
        #expect(rule.spacing(choices: 2) == 1)
        #expect(rule.spacing(choices: 4) == 3)
        #expect(rule.spacing == 3)
        // Over its split's last 7 days and today: 4 of 8 with two choices, 2 with many.
        #expect(rule.allowed(pastDays: 7, choices: 2) == 4)
        #expect(rule.allowed(pastDays: 7) == 2)
    }

    @Test func theAuditsFairShareIsTheSame() {
        for choices in 1...6 {
            let share = RunAudit.Share(
                split: "push", exerciseId: "chest-dip", days: 1, splitDays: 8, share: 0.125, choices: choices)
            #expect(share.fairShare(0.25) == rule.fairShare(choices: choices))
        }
    }
}
