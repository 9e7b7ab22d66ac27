import FitTodayDomain
import FitTodayLocalization
import Testing

/// Every reason code a plan may carry in `why` has its words in both languages, and the two tables differ.
@Suite struct WhyMessageTests {
    @Test func everyReasonCodeIsSaidInBothLanguages() {
        #expect(WhyMessage.allCases.count == PrescriptionReason.allCases.count)
        for reason in PrescriptionReason.allCases {
            let portuguese = Messages(.ptBR).why(reason)
            let english = Messages(.en).why(reason)
            #expect(!portuguese.isEmpty && !english.isEmpty, "\(reason)")
            #expect(portuguese != english, "\(reason) is not translated")
            #expect(WhyMessage(reason).rawValue == reason.rawValue)
        }
    }

    @Test func reasonsJoinInOneBriefLine() {
        let line = Messages(.en).why([.restLongRun, .recoveryDay])
        #expect(line == Messages(.en).why(.restLongRun) + "; " + Messages(.en).why(.recoveryDay))
    }

    @Test func aDayIsNamedWithItsWeekday() {
        let thursday = CalendarDay(year: 2026, month: 11, day: 26)!
        #expect(Messages(.ptBR).weekdayAndDate(thursday) == "quinta-feira, 26/11/2026")
        #expect(Messages(.en).weekdayAndDate(thursday) == "Thursday, 2026-11-26")
    }
}
