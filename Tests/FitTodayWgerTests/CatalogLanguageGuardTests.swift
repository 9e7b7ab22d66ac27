import FitTodayDomain
import FitTodayWger
import Testing

/// The language guard that screens Wger's texts also reads the project's own: every catalog description is
/// detected as the language it is shown as, Portuguese for `description` and English for `descriptionEn`.
@Suite("the catalog's descriptions through the language guard")
struct CatalogLanguageGuardTests {
    let guardian = LanguageGuard()

    @Test("every pt-BR description reads as Portuguese and every English one as English")
    func bothLanguages() {
        var wrong: [String] = []
        for exercise in WgerFixtures.catalog.exercises {
            let portuguese = guardian.detect(exercise.description)
            if portuguese != .pt { wrong.append("\(exercise.id) pt-BR: \(portuguese)") }
            let english = guardian.detect(exercise.descriptionEn ?? "")
            if english != .en { wrong.append("\(exercise.id) en: \(english)") }
        }
        #expect(wrong.isEmpty, "\(wrong.count) descriptions: \(wrong.prefix(20))")
    }
}
