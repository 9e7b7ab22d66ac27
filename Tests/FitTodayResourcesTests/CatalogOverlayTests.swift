import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// An imported overlay (Wger) in the catalog and in plans.
@Suite struct CatalogOverlayTests {
    let base = Fixtures.catalog

    func added(_ id: String) -> Exercise {
        Exercise(
            id: id, name: "Remada exótica", nameEn: "Exotic Row", description: "Texto do Wger em português. Segunda frase.",
            primaryMuscles: [.upperBack], secondaryMuscles: [.biceps], equipment: [.dumbbell], category: .back,
            mechanics: .compound, pattern: .horizontalPull, level: .intermediate, rest: .moderate, tier: .specialty,
            role: .accessory, wgerId: 99_999)
    }

    @Test func matchedEntriesTakeTextMediaAndAttributionAndAddedOnesJoin() throws {
        let media = ExerciseMedia(kind: .image, url: "https://wger.de/media/x.png", source: "wger-image-main")
        let catalog = base.applying([
            CatalogOverlay(
                catalogId: "dumbbell-bench-press", description: "Descrição vinda do Wger. Outra frase.",
                descriptionEn: "Lie on a bench and press. Lower slowly.", media: media,
                attribution: "Exercise data from wger (https://wger.de), by someone, licensed CC-BY-SA 4", added: nil),
            CatalogOverlay(
                catalogId: "exotic-row", description: nil, descriptionEn: nil, media: nil,
                attribution: "Exercise data from wger (https://wger.de), by another, licensed CC-BY-SA 4",
                added: added("exotic-row")),
            // The catalog's own ids always win over an added entry that reuses one.
            CatalogOverlay(
                catalogId: "push-up", description: nil, descriptionEn: nil, media: nil, attribution: "x",
                added: added("push-up")),
        ])
        #expect(catalog.count == base.count + 1)
        #expect(catalog.exercise(id: "push-up") == base.exercise(id: "push-up"))
        let press = try #require(catalog.exercise(id: "dumbbell-bench-press"))
        #expect(press.description == "Descrição vinda do Wger. Outra frase.")
        #expect(press.resolvedMedia == media)

        let pt = PlannedExercise(press, prescription: .init(sets: 3, target: RepRange(min: 8, max: 12), restSeconds: 90), language: .ptBR)
        #expect(pt.attribution?.contains("wger") == true && pt.descriptionLanguage == .ptBR && pt.media == media)
        let en = PlannedExercise(press, prescription: .init(sets: 3, target: RepRange(min: 8, max: 12), restSeconds: 90), language: .en)
        #expect(en.description == "Lie on a bench and press. Lower slowly." && en.descriptionLanguage == .en)
        // The catalog's own English text is shown without attribution; with none, the pt-BR one, marked as such.
        let plain = PlannedExercise(base.exercise(id: "push-up")!, prescription: .init(sets: 3, target: RepRange(min: 8, max: 12), restSeconds: 90), language: .en)
        #expect(plain.descriptionLanguage == .en && plain.attribution == nil)
        var bare = base.exercise(id: "push-up")!
        bare.descriptionEn = nil
        let portuguese = PlannedExercise(bare, prescription: .init(sets: 3, target: RepRange(min: 8, max: 12), restSeconds: 90), language: .en)
        #expect(portuguese.descriptionLanguage == .ptBR && portuguese.description == bare.description)

        // The added entry is a candidate: a composer over the merged catalog can plan it.
        var resources = Fixtures.resources.with(catalog: catalog)
        let composer = resources.composer
        let request = PlanRequest(
            focus: .muscles([.upperBack]), equipment: Fixtures.equipment("home-dumbbells"), level: .advanced,
            date: Fixtures.day)
        #expect(composer.candidatePool(request, focus: .muscles([.upperBack])).contains("exotic-row"))
        resources = Fixtures.resources
        _ = resources
    }
}
