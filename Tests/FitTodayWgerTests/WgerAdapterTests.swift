import FitTodayDomain
import FitTodayWger
import Foundation
import Synchronization
import Testing

@Suite("Wger API types")
struct WgerAPITests {
    @Test func decodesTheCurrentShape() throws {
        let json = WgerFixtures.pageJSON(
            results: [WgerFixtures.resultJSON(id: 41, englishName: "Floor Press", portugueseName: "Supino no chão")],
            next: "https://wger.example/api/v2/exerciseinfo/?limit=1&offset=1", count: 2)
        let page = try JSONDecoder().decode(WgerPage<WgerExercise>.self, from: Data(json.utf8))
        #expect(page.count == 2)
        #expect(page.next == "https://wger.example/api/v2/exerciseinfo/?limit=1&offset=1")
        #expect(page.previous == nil)
        let exercise = try #require(page.results.first)
        #expect(exercise.id == 41)
        #expect(exercise.category == WgerNamed(id: 11, name: "Chest"))
        #expect(exercise.muscles.map(\.id) == [4])
        #expect(exercise.equipment.map(\.id) == [3])
        #expect(exercise.license?.shortName == "CC-BY-SA 4")
        #expect(exercise.licenseAuthor == "tester")
        #expect(exercise.translation(language: WgerLanguage.english)?.aliases == ["Floor Press alias"])
        #expect(exercise.translation(language: WgerLanguage.portuguese)?.name == "Supino no chão")
    }

    @Test func decodesTheOlderShapeWithExercisesAndBareIds() throws {
        let json = #"""
            {"count":1,"next":null,"previous":null,"results":[{"id":7,"category":10,"muscles":[6],"muscles_secondary":[14],
             "equipment":[7],"license":1,"license_author":"old","variations":3,
             "images":[{"id":1,"image":"https://wger.example/media/a.png","is_main":true,"style":"4"},
                       {"id":2,"image":"https://wger.example/media/b.gif","is_main":false,"style":5}],
             "videos":[{"id":3,"video":"https://wger.example/media/c.mp4","is_main":true}],
             "exercises":[{"id":70,"name":"Crunch","description":"Lie down. Curl up.","language":2,"aliases":["Sit-up curl"],"license":1}]}]}
            """#
        let exercise = try #require(try WgerFile.exercises(from: Data(json.utf8)).first)
        #expect(exercise.category == WgerNamed(id: 10))
        #expect(exercise.muscles == [WgerMuscle(id: 6)])
        #expect(exercise.musclesSecondary == [WgerMuscle(id: 14)])
        #expect(exercise.license == WgerLicense(id: 1))
        #expect(exercise.translations.map(\.name) == ["Crunch"])
        #expect(exercise.translations.first?.aliases == ["Sit-up curl"])
        #expect(exercise.images.map(\.isMain) == [true, false])
        #expect(exercise.images.map(\.style) == ["4", "5"])
        #expect(exercise.images[1].isGIF)
        #expect(exercise.videos.first?.isMain == true)
    }

    @Test func aBareArrayIsAcceptedToo() throws {
        let json = "[" + WgerFixtures.resultJSON(id: 5, englishName: "Row") + "]"
        #expect(try WgerFile.exercises(from: Data(json.utf8)).map(\.id) == [5])
        #expect(throws: (any Error).self) { try WgerFile.exercises(from: Data(#"{"nope":1}"#.utf8)) }
    }
}

/// A translator that answers from a table and counts its calls.
final class TableTranslator: PortugueseTranslator {
    let answer: String
    let calls = Mutex(0)
    init(answer: String) { self.answer = answer }
    func portuguese(fromEnglish text: String) async throws -> String {
        calls.withLock { $0 += 1 }
        return answer
    }
}

@Suite("Description resolver")
struct DescriptionResolverTests {
    let translatedText = "Deite no banco com os pés no chão. Desça a barra devagar até o peito e empurre de volta."

    @Test func portugueseFromWgerComesFirst() async {
        let exercise = WgerFixtures.exercise(1, translations: [
            WgerFixtures.translation(1, "Bench press", WgerFixtures.englishHTML, language: 2),
            WgerFixtures.translation(2, "Supino", WgerFixtures.portugueseHTML, language: 7),
        ])
        let resolved = await DescriptionResolver(translator: TableTranslator(answer: translatedText))
            .resolve(exercise, catalogDescription: "Texto do catálogo.")
        #expect(resolved.source == .wgerPortuguese)
        #expect(resolved.language == "pt-BR")
        #expect(resolved.text.hasPrefix("Deite no banco com os pés firmes no chão."))
        #expect(!resolved.text.contains("<"))
    }

    @Test func thenTheLLMTranslationOfTheEnglishText() async {
        let exercise = WgerFixtures.exercise(1, translations: [
            WgerFixtures.translation(1, "Bench press", WgerFixtures.englishHTML, language: 2)
        ])
        let translator = TableTranslator(answer: translatedText)
        let resolved = await DescriptionResolver(translator: translator).resolve(exercise, catalogDescription: "Texto do catálogo.")
        #expect(resolved.source == .llmTranslation)
        #expect(resolved.text == translatedText)
        #expect(translator.calls.withLock { $0 } == 1)
    }

    @Test func thenTheCatalogThenTheEnglishMarkedAsEnglish() async {
        let exercise = WgerFixtures.exercise(1, translations: [
            WgerFixtures.translation(1, "Bench press", WgerFixtures.englishHTML, language: 2)
        ])
        let resolver = DescriptionResolver()
        let catalog = await resolver.resolve(exercise, catalogDescription: "Texto do catálogo.")
        #expect(catalog.source == .catalog)
        #expect(catalog.text == "Texto do catálogo.")
        let english = await resolver.resolve(exercise, catalogDescription: nil)
        #expect(english.source == .wgerEnglish)
        #expect(english.language == "en")
        #expect(english.text.hasPrefix("Lie on the bench"))
    }

    @Test func spanishIsNeverReturnedWhateverItsLabel() async {
        for label in [WgerLanguage.english, WgerLanguage.portuguese] {
            let exercise = WgerFixtures.exercise(1, translations: [
                WgerFixtures.translation(1, "Press de banca", WgerFixtures.spanishHTML, language: label)
            ])
            let translator = TableTranslator(answer: translatedText)
            let resolved = await DescriptionResolver(translator: translator).resolve(exercise, catalogDescription: nil)
            #expect(!resolved.text.contains("Túmbate"))
            #expect(resolved.rejected.count == 1)
            #expect(resolved.rejected.first?.hasSuffix("is es") == true)
            #expect(translator.calls.withLock { $0 } == 0, "a Spanish text is not sent for translation")
        }
    }

    @Test func aTextTooShortToCheckIsNotUsed() async {
        let exercise = WgerFixtures.exercise(1, translations: [
            WgerFixtures.translation(1, "Press de banca", "<p>Baja despacio.</p>", language: 2)
        ])
        let resolved = await DescriptionResolver().resolve(exercise, catalogDescription: "Texto do catálogo.")
        #expect(resolved.source == .catalog)
        #expect(resolved.rejected.isEmpty)
    }

    @Test func aTranslationThatIsNotPortugueseIsNotUsed() async {
        let exercise = WgerFixtures.exercise(1, translations: [
            WgerFixtures.translation(1, "Bench press", WgerFixtures.englishHTML, language: 2)
        ])
        let spanishAnswer = "Túmbate en el banco y baja la barra despacio hasta el pecho, luego empuja hacia arriba."
        let resolved = await DescriptionResolver(translator: TableTranslator(answer: spanishAnswer))
            .resolve(exercise, catalogDescription: "Texto do catálogo.")
        #expect(resolved.source == .catalog)
    }
}

@Suite("Media resolver")
struct MediaResolverTests {
    let image = WgerImage(url: "https://wger.example/media/photo.png", isMain: false)
    let mainImage = WgerImage(url: "https://wger.example/media/main.jpg", isMain: true)
    let gif = WgerImage(url: "https://wger.example/media/move.GIF", isMain: false)
    let video = WgerVideo(url: "https://wger.example/media/clip.mp4", isMain: false)

    @Test func videoThenGIFThenMainImageThenImage() {
        let all = MediaResolver.resolve(videos: [video], images: [image, gif, mainImage], primaryMuscles: [.chest], category: .chest)
        #expect(all.kind == .video)
        #expect(all.source == "wger-video")
        let noVideo = MediaResolver.resolve(videos: [], images: [image, gif, mainImage], primaryMuscles: [.chest], category: .chest)
        #expect(noVideo.kind == .gif)
        #expect(noVideo.url == gif.url)
        let images = MediaResolver.resolve(videos: [], images: [image, mainImage], primaryMuscles: [.chest], category: .chest)
        #expect(images.kind == .image)
        #expect(images.url == mainImage.url)
        #expect(images.source == "wger-image-main")
        let one = MediaResolver.resolve(videos: [], images: [image], primaryMuscles: [], category: nil)
        #expect(one.source == "wger-image")
    }

    @Test func placeholdersByMuscleGroupThenCategoryThenGeneric() throws {
        let byMuscle = MediaResolver.resolve(videos: [], images: [], primaryMuscles: [.triceps], category: .chest)
        #expect(byMuscle.kind == .placeholder)
        #expect(byMuscle.url == "Catalog/media/placeholders/arms.svg")
        #expect(byMuscle.source == "placeholder-muscle-group")
        let byCategory = MediaResolver.resolve(videos: [], images: [], primaryMuscles: [], category: .legs)
        #expect(byCategory.url == "Catalog/media/placeholders/legs.svg")
        #expect(byCategory.source == "placeholder-category")
        let generic = MediaResolver.resolve(videos: [], images: [], primaryMuscles: [], category: nil)
        #expect(generic.url == "Catalog/media/placeholders/general.svg")
        // Every placeholder the resolver can name exists in the repository.
        let names = MuscleGroup.allCases.map(\.rawValue) + ExerciseCategory.allCases.map(\.rawValue) + ["general"]
        for name in Set(names) {
            let url = WgerFixtures.root.appendingPathComponent("Catalog/media/placeholders/\(name).svg")
            #expect(FileManager.default.fileExists(atPath: url.path), "\(name).svg")
        }
    }
}

@Suite("Wger importer")
struct WgerImporterTests {
    let importer = WgerImporter(catalog: WgerFixtures.catalog, resolver: DescriptionResolver())

    @Test func matchesByWgerIdThenByFoldedNameOrAlias() async throws {
        let known = WgerFixtures.catalogExerciseWithWgerId
        var taken = importer.catalogIds
        let byId = try #require(await importer.entry(
            for: WgerFixtures.exercise(known.wgerId!, translations: [
                WgerFixtures.translation(1, "Something else entirely", WgerFixtures.englishHTML, language: 2)
            ]), takenIds: &taken))
        #expect(byId.status == .matched)
        #expect(byId.catalogId == known.id)
        #expect(byId.description.source == .catalog)
        #expect(byId.attribution == "Exercise data from wger (https://wger.de), by tester, licensed CC-BY-SA 4")

        let other = WgerFixtures.catalogExerciseWithoutWgerId
        let shouted = other.nameEn.uppercased() + "!"
        let byName = try #require(await importer.entry(
            for: WgerFixtures.exercise(999_001, translations: [
                WgerFixtures.translation(2, shouted, WgerFixtures.englishHTML, language: 2)
            ]), takenIds: &taken))
        #expect(byName.catalogId == other.id)
        #expect(byName.status == .matched)
    }

    @Test func unmatchedExercisesWithEnoughDataBecomeNewEntries() async throws {
        var taken = importer.catalogIds
        let wger = WgerFixtures.exercise(
            999_002, translations: [WgerFixtures.translation(3, "Zorblax Floor Press", WgerFixtures.englishHTML, language: 2)],
            muscles: [4], secondary: [5, 2], equipment: [3, 4], category: 11)
        let entry = try #require(await importer.entry(for: wger, takenIds: &taken))
        #expect(entry.status == .added)
        #expect(entry.catalogId == "zorblax-floor-press")
        let exercise = try #require(entry.exercise)
        #expect(exercise.primaryMuscles == [.chest])
        #expect(exercise.secondaryMuscles == [.triceps, .shoulders])
        #expect(exercise.equipment == [.dumbbell])
        #expect(exercise.category == .chest)
        #expect(exercise.mechanics == .compound)
        #expect(exercise.wgerId == 999_002)
        #expect(entry.description.source == .wgerEnglish)
        #expect(entry.media.kind == .placeholder)
        #expect(taken.contains("zorblax-floor-press"))

        // The same name again gets an id of its own.
        let twin = try #require(await importer.entry(
            for: WgerFixtures.exercise(999_003, translations: [WgerFixtures.translation(4, "Zorblax Floor Press", WgerFixtures.englishHTML, language: 2)]),
            takenIds: &taken))
        #expect(twin.catalogId == "zorblax-floor-press-wger-999003")
    }

    @Test func exercisesWithoutEnoughDataAreSkipped() async {
        var taken = importer.catalogIds
        let noMuscle = WgerFixtures.exercise(
            999_004, translations: [WgerFixtures.translation(5, "Quux Move", WgerFixtures.englishHTML, language: 2)], muscles: [])
        let cardio = WgerFixtures.exercise(
            999_005, translations: [WgerFixtures.translation(6, "Quux Run", WgerFixtures.englishHTML, language: 2)], category: 15)
        let unknownEquipment = WgerFixtures.exercise(
            999_006, translations: [WgerFixtures.translation(7, "Quux Sled", WgerFixtures.englishHTML, language: 2)], equipment: [42])
        let spanishOnly = WgerFixtures.exercise(
            999_007, translations: [WgerFixtures.translation(8, "Quux Banca", WgerFixtures.spanishHTML, language: 2)])
        var summary = WgerImportSummary()
        let entries = await importer.entries(
            for: [noMuscle, cardio, unknownEquipment, spanishOnly], takenIds: &taken, summary: &summary)
        #expect(entries.isEmpty)
        #expect(summary.read == 4)
        #expect(summary.skipped == 4)
    }

    @Test func overlaysMergeByWgerId() {
        var overlay = WgerOverlay(source: "a")
        let entry = { (id: Int, name: String) in
            WgerOverlayEntry(
                wgerId: id, status: .matched, catalogId: "x\(id)", name: name, nameEn: name,
                description: ResolvedDescription(text: "t", language: "pt-BR", source: .catalog),
                media: MediaResolver.placeholder(primaryMuscles: [], category: nil),
                license: OverlayLicense(id: 2, name: "CC-BY-SA 4", url: nil), author: "a", attribution: "a", exercise: nil)
        }
        overlay.merge([entry(3, "c"), entry(1, "a")])
        overlay.merge([entry(2, "b"), entry(3, "c2")])
        #expect(overlay.entries.map(\.wgerId) == [1, 2, 3])
        #expect(overlay.entries.last?.name == "c2")
    }
}
