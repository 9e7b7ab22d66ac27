import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// Every exercise has an English description of its own (`descriptionEn` in Catalog/exercises/), so `--lang en`
/// shows English: present, two to four sentences, and no Portuguese left in it.
@Suite("the catalog in English")
struct CatalogEnglishTests {
    let exercises = Fixtures.catalog.exercises

    /// Marks of Portuguese text: its accented letters and its commonest small words.
    static let portuguese = ["ç", "ã", "õ", "á", "é", "í", "ó", "ú", "â", "ê", "ô", " você ", " para ", " com ", " uma ", " não "]

    @Test("every exercise has an English description of two to four sentences, with no Portuguese left")
    func english() {
        for exercise in exercises {
            let english = exercise.descriptionEn ?? ""
            #expect(!english.isEmpty, "\(exercise.id): no English description")
            let sentences = english.split(whereSeparator: { ".!?".contains($0) })
                .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count
            #expect((2...4).contains(sentences), "\(exercise.id): \(sentences) sentences")
            let lowered = " " + english.lowercased() + " "
            #expect(!Self.portuguese.contains { lowered.contains($0) }, "\(exercise.id): \(english)")
            #expect(english != exercise.description, "\(exercise.id): the pt-BR text copied")
        }
    }

    @Test("a plan in English shows the English text and says so; in pt-BR the Portuguese one")
    func shown() {
        let exercise = Fixtures.catalog.exercise(id: "barbell-back-squat")!
        let prescription = TrainingRules.Prescription(sets: 3, target: RepRange(min: 5, max: 8), restSeconds: 120)
        let en = PlannedExercise(exercise, prescription: prescription, language: .en)
        #expect(en.description == exercise.descriptionEn && en.descriptionLanguage == .en && en.attribution == nil)
        let pt = PlannedExercise(exercise, prescription: prescription, language: .ptBR)
        #expect(pt.description == exercise.description && pt.descriptionLanguage == .ptBR)
    }
}
