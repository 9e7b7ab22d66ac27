import FitTodayDomain
import FitTodayResources
import FitTodayWger
import FitTodayTestSupport
import Foundation

/// Wger-shaped samples written for these tests (not Wger's texts), and the project's catalog.
enum WgerFixtures {
    static let root = TestProject.root
    static var resources: LoadedResources { TestProject.resources }
    static var catalog: CatalogIndex { resources.catalog }

    static let portugueseHTML =
        "<p>Deite no banco com os pés firmes no chão.</p><ol><li>Desça a barra devagar até o peito.</li><li>Empurre a barra para cima sem travar os cotovelos.</li></ol>"
    static let englishHTML =
        "<p>Lie on the bench with your feet flat on the floor.</p><ol><li>Lower the bar slowly to your chest.</li><li>Press it back up without locking your elbows.</li></ol>"
    static let spanishHTML =
        "<p>Túmbate en el banco con los pies apoyados en el suelo.</p><ol><li>Baja la barra despacio hasta el pecho.</li><li>Empuja la barra hacia arriba sin bloquear los codos.</li></ol>"

    static func translation(_ id: Int, _ name: String, _ html: String, language: Int, aliases: [String] = []) -> WgerTranslation {
        WgerTranslation(id: id, name: name, description: html, language: language, aliases: aliases, license: 2, licenseAuthor: "tester")
    }

    static func exercise(
        _ id: Int, translations: [WgerTranslation], muscles: [Int] = [4], secondary: [Int] = [5], equipment: [Int] = [1, 8],
        category: Int = 11, images: [WgerImage] = [], videos: [WgerVideo] = []
    ) -> WgerExercise {
        WgerExercise(
            id: id, category: WgerNamed(id: category), muscles: muscles.map { WgerMuscle(id: $0) },
            musclesSecondary: secondary.map { WgerMuscle(id: $0) }, equipment: equipment.map { WgerNamed(id: $0) },
            license: WgerLicense(id: 2, fullName: "Creative Commons Attribution Share Alike 4", shortName: "CC-BY-SA 4",
                                 url: "https://creativecommons.org/licenses/by-sa/4.0/deed.en"),
            licenseAuthor: "tester", images: images, videos: videos, translations: translations)
    }

    /// A catalog exercise that carries a Wger id, and one without.
    static var catalogExerciseWithWgerId: Exercise { catalog.exercises.first { $0.wgerId != nil }! }
    static var catalogExerciseWithoutWgerId: Exercise { catalog.exercises.first { $0.wgerId == nil }! }

    /// An exerciseinfo page in the current shape, as JSON text.
    static func pageJSON(results: [String], next: String? = nil, count: Int? = nil) -> String {
        let nextText = next.map { "\"\($0)\"" } ?? "null"
        return #"{"count":\#(count ?? results.count),"next":\#(nextText),"previous":null,"results":[\#(results.joined(separator: ","))]}"#
    }

    /// One exerciseinfo result in the current shape, as JSON text.
    static func resultJSON(id: Int, englishName: String, portugueseName: String? = nil, muscles: [Int] = [4],
                           equipment: [Int] = [3], category: Int = 11) -> String {
        var translations = [
            #"{"id":\#(id * 10),"uuid":"u","name":"\#(englishName)","exercise":\#(id),"description":"<p>Keep your back straight and move the weight under control for every repetition.</p>","language":2,"aliases":[{"id":1,"uuid":"a","alias":"\#(englishName) alias"}],"notes":[],"license":2,"license_author":"tester"}"#
        ]
        if let portugueseName {
            translations.append(
                #"{"id":\#(id * 10 + 1),"name":"\#(portugueseName)","exercise":\#(id),"description":"<p>Mantenha as costas retas e controle o peso em todas as repetições do exercício.</p>","language":7,"aliases":[],"license":2,"license_author":"tester"}"#)
        }
        return #"{"id":\#(id),"uuid":"x","category":{"id":\#(category),"name":"Chest"},"muscles":[\#(muscles.map { #"{"id":\#($0),"name":"M","name_en":"","is_front":true}"# }.joined(separator: ","))],"muscles_secondary":[],"equipment":[\#(equipment.map { #"{"id":\#($0),"name":"E"}"# }.joined(separator: ","))],"license":{"id":2,"full_name":"Creative Commons Attribution Share Alike 4","short_name":"CC-BY-SA 4","url":"https://creativecommons.org/licenses/by-sa/4.0/deed.en"},"license_author":"tester","images":[],"translations":[\#(translations.joined(separator: ","))],"variation_group":null,"videos":[],"author_history":["tester"],"total_authors_history":["tester"]}"#
    }
}
