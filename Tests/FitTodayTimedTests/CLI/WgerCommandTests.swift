import Foundation
import TestHTTPServer
import FitTodayTestSupport
import Testing

/// `fittoday wger import` and `fittoday wger sanitize` through the built binary.
@Suite("CLI wger")
struct WgerCommandTests {
    /// One exerciseinfo result (current shape) with an English text and, optionally, a Portuguese one.
    static func result(id: Int, name: String, english: String, portuguese: String? = nil, englishLanguage: Int = 2) -> String {
        var translations = [
            #"{"id":\#(id * 10),"name":"\#(name)","exercise":\#(id),"description":"\#(english)","language":\#(englishLanguage),"aliases":[],"license":2,"license_author":"tester"}"#
        ]
        if let portuguese {
            translations.append(
                #"{"id":\#(id * 10 + 1),"name":"\#(name) (pt)","exercise":\#(id),"description":"\#(portuguese)","language":7,"aliases":[],"license":2,"license_author":"tester"}"#)
        }
        return #"{"id":\#(id),"category":{"id":11,"name":"Chest"},"muscles":[{"id":4,"name":"Pectoralis major","name_en":"Chest","is_front":true}],"muscles_secondary":[],"equipment":[{"id":3,"name":"Dumbbell"}],"license":{"id":2,"full_name":"Creative Commons Attribution Share Alike 4","short_name":"CC-BY-SA 4","url":"https://creativecommons.org/licenses/by-sa/4.0/deed.en"},"license_author":"tester","images":[],"videos":[],"translations":[\#(translations.joined(separator: ","))]}"#
    }

    static let english = "<p>Keep your back straight and lower the weight slowly until your arms are fully extended.</p>"
    static let portuguese = "<p>Mantenha as costas retas e desça o peso devagar até estender os braços por completo.</p>"
    static let spanish = "<p>Mantén la espalda recta y baja el peso despacio hasta que los brazos queden extendidos.</p>"

    /// Five exercises: two new ones with Portuguese, one new in English, one Spanish labelled English, one cardio.
    static let results = [
        result(id: 900_001, name: "Qwerty Press", english: english, portuguese: portuguese),
        result(id: 900_002, name: "Qwerty Fly", english: english, portuguese: portuguese),
        result(id: 900_003, name: "Qwerty Squeeze", english: english),
        result(id: 900_004, name: "Qwerty Banca", english: spanish),
        result(id: 900_005, name: "Qwerty Run", english: english).replacingOccurrences(of: #""id":11,"name":"Chest""#, with: #""id":15,"name":"Cardio""#),
    ]

    @Test func importsAFileIntoAnOverlayWithCountsAndAttribution() async throws {
        try await withScratch { scratch in
            let input = scratch.url("exerciseinfo.json")
            try Data(#"{"count":5,"next":null,"previous":null,"results":[\#(Self.results.joined(separator: ","))]}"#.utf8).write(to: input)
            let overlay = scratch.url("data/overlay.json")
            // --out's folder must exist (it is not created): exit 73 before anything is read.
            let refused = try await CLI.run(["wger", "import", "--file", input.path, "--out", overlay.path, "--json"])
            #expect(refused.status == 73, "\(refused)")
            try FileManager.default.createDirectory(at: scratch.url("data"), withIntermediateDirectories: true)
            let result = try await CLI.run(["wger", "import", "--file", input.path, "--out", overlay.path, "--json"])
            #expect(result.status == 0, "\(result)")
            let summary = try result.jsonObject()
            #expect(summary["read"] as? Int == 5)
            #expect(summary["added"] as? Int == 3)
            #expect(summary["matched"] as? Int == 0)
            #expect(summary["skipped"] as? Int == 2)
            #expect(summary["portuguese"] as? Int == 2)
            #expect(summary["englishFallback"] as? Int == 1)
            #expect(summary["translated"] as? Int == 0)
            #expect(summary["rejectedByLanguageGuard"] as? Int == 0, "skipped entries are not counted here")
            #expect(summary["placeholderOnlyMedia"] as? Int == 3)
            #expect(summary["overlayPath"] as? String == overlay.standardizedFileURL.path)

            let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: overlay)) as? [String: Any])
            let entries = try #require(written["entries"] as? [[String: Any]])
            #expect(entries.map { $0["wgerId"] as? Int } == [900_001, 900_002, 900_003])
            #expect(entries.allSatisfy { ($0["attribution"] as? String)?.contains("by tester, licensed CC-BY-SA 4") == true })
            let first = entries[0]
            #expect((first["description"] as? [String: Any])?["source"] as? String == "wger-pt")
            #expect(((first["description"] as? [String: Any])?["text"] as? String)?.contains("<") == false)
            #expect((first["media"] as? [String: Any])?["source"] as? String == "placeholder-muscle-group")

            // The text form says the same.
            let text = try await CLI.run(["wger", "import", "--file", input.path, "--out", overlay.path])
            #expect(text.status == 0)
            #expect(text.stdout.contains("adicionados        3 exercícios novos"), "\(text)")
            let english = try await CLI.run(["wger", "import", "--file", input.path, "--out", overlay.path, "--lang", "en"])
            #expect(english.stdout.contains("added           3 new entries"), "\(english)")
        }
    }

    /// A server that pages `results` two at a time, with absolute `next` links, and fails from page `failFrom` on.
    static func pagingServer(failFrom: Int? = nil) async throws -> ScriptedServer {
        try await ScriptedServer.start { request in
            guard request.target.hasPrefix("/api/v2/exerciseinfo/") else { return .json("{}", status: 404) }
            let query = request.target.split(separator: "?").last.map(String.init) ?? ""
            var parameters: [String: Int] = [:]
            for pair in query.split(separator: "&") {
                let parts = pair.split(separator: "=")
                if parts.count == 2 { parameters[String(parts[0])] = Int(parts[1]) }
            }
            let limit = min(parameters["limit"] ?? 20, 2)
            let offset = parameters["offset"] ?? 0
            if let failFrom, offset / limit + 1 >= failFrom { return .json(#"{"detail":"boom"}"#, status: 503) }
            let slice = Array(results.dropFirst(offset).prefix(limit))
            let host = request.authority ?? "127.0.0.1"
            let next = offset + limit < results.count
                ? #""http://\#(host)/api/v2/exerciseinfo/?limit=\#(limit)&offset=\#(offset + limit)""# : "null"
            return .json(#"{"count":\#(results.count),"next":\#(next),"previous":null,"results":[\#(slice.joined(separator: ","))]}"#)
        }
    }

    @Test func importsFromAServerPageByPage() async throws {
        let server = try await Self.pagingServer()
        try await withScratch { scratch in
            let overlay = scratch.url("overlay.json")
            let result = try await CLI.run(["wger", "import", "--base-url", server.baseURL, "--out", overlay.path, "--json"])
            #expect(result.status == 0, "\(result)")
            let summary = try result.jsonObject()
            #expect(summary["pages"] as? Int == 3)
            #expect(summary["read"] as? Int == 5)
            #expect(summary["added"] as? Int == 3)
            #expect(server.requests.first?.target == "/api/v2/exerciseinfo/?limit=999&offset=0")
            #expect(server.requests.count == 3)
        }
    }

    @Test func aFailureMidImportKeepsWhatWasReadAndSaysWhere() async throws {
        let server = try await Self.pagingServer(failFrom: 2)
        try await withScratch { scratch in
            let overlay = scratch.url("overlay.json")
            let result = try await CLI.run(
                ["wger", "import", "--base-url", server.baseURL, "--out", overlay.path, "--lang", "en"])
            #expect(result.status == 69, "\(result)")
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.hasPrefix("fittoday: import stopped at page 2 (http://"), "\(result)")
            #expect(result.stderr.contains("HTTP 503); the 2 exercises read before are saved in \(overlay.standardizedFileURL.path)"))
            let inPortuguese = try await CLI.run(["wger", "import", "--base-url", server.baseURL, "--out", overlay.path])
            #expect(inPortuguese.stderr.contains("importação interrompida na página"), "\(inPortuguese)")
            let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: overlay)) as? [String: Any])
            #expect((written["entries"] as? [[String: Any]])?.count == 2)
        }
    }

    @Test func englishTextsAreTranslatedByTheLLMOnceAndCached() async throws {
        let translation = "Mantenha as costas retas e abaixe o peso devagar até os braços ficarem estendidos."
        let llm = try await ScriptedServer.start { _ in .chatCompletion(content: translation) }
        try await withScratch { scratch in
            let input = scratch.url("exerciseinfo.json")
            try Data(("[" + Self.results[2] + "]").utf8).write(to: input)
            let arguments = ["wger", "import", "--file", input.path, "--out", scratch.url("o.json").path, "--db", scratch.url("h.sqlite").path, "--json"]
            let environment = ["OPENAI_BASE_URL": llm.baseURL + "/v1", "OPENAI_API_KEY": "sk-wger-TRANSLATEKEY123"]
            let first = try await CLI.run(arguments, environment: environment)
            #expect(first.status == 0, "\(first)")
            #expect(try first.jsonObject()["translated"] as? Int == 1)
            #expect(llm.requests.count == 1)
            let sent = try #require(try JSONSerialization.jsonObject(with: llm.requests[0].body) as? [String: Any])
            let messages = try #require(sent["messages"] as? [[String: Any]])
            #expect((messages.last?["content"] as? String)?.hasPrefix("Keep your back straight") == true)
            // The second run finds the translation in the store.
            let second = try await CLI.run(arguments, environment: environment)
            #expect(try second.jsonObject()["translated"] as? Int == 1)
            #expect(llm.requests.count == 1)
            let written = try String(contentsOf: scratch.url("o.json"), encoding: .utf8)
            #expect(written.contains(translation))
            #expect(!written.contains("TRANSLATEKEY") && !first.stdout.contains("TRANSLATEKEY"))
        }
    }

    @Test func catalogShowAddsTheImportedWgerTextMediaAndAttribution() async throws {
        try await withScratch { scratch in
            // A Wger exercise with a Portuguese text, matched to the catalog's dumbbell bench press by name.
            let input = scratch.url("exerciseinfo.json")
            let matched = Self.result(id: 900_101, name: "Dumbbell Bench Press", english: Self.english, portuguese: Self.portuguese)
            try Data(("[" + matched + "]").utf8).write(to: input)
            let overlay = scratch.url("overlay.json").path
            let environment = ["FITTODAY_WGER_OVERLAY": overlay]
            let imported = try await CLI.run(["wger", "import", "--file", input.path, "--json"], environment: environment)
            #expect(try imported.jsonObject()["matched"] as? Int == 1, "\(imported)")
            let shown = try await CLI.run(["catalog", "show", "Dumbbell Bench Press", "--lang", "en"], environment: environment)
            #expect(shown.status == 0)
            #expect(shown.stdout.contains("wger 900101 · description: Wger's Portuguese (Portuguese)"), "\(shown)")
            #expect(shown.stdout.contains("Mantenha as costas retas e desça o peso devagar"))
            #expect(shown.stdout.contains("media: placeholder illustration Catalog/media/placeholders/chest.svg"))
            #expect(shown.stdout.contains("Exercise data from wger (https://wger.de), by tester, licensed CC-BY-SA 4"))
            let mostrado = try await CLI.run(["catalog", "show", "Dumbbell Bench Press"], environment: environment)
            #expect(mostrado.stdout.contains("wger 900101 · descrição: português do Wger (português)"), "\(mostrado)")
            #expect(mostrado.stdout.contains("Dados do exercício do wger (https://wger.de), por tester, licença CC-BY-SA 4"))
            // Without an overlay, nothing is added.
            let plain = try await CLI.run(["catalog", "show", "Dumbbell Bench Press"])
            #expect(!plain.stdout.contains("wger 900101"))
        }
    }

    @Test func badOptionsAreUsageErrors() async throws {
        let both = try await CLI.run(["wger", "import", "--file", "a.json", "--base-url", "https://wger.de"])
        #expect(both.status == 64)
        let size = try await CLI.run(["wger", "import", "--base-url", "https://wger.de", "--page-size", "1000"])
        #expect(size.status == 64)
        let inside = try await CLI.run(
            ["wger", "import", "--file", "a.json", "--out", CLI.packageRoot.appendingPathComponent("Catalog/overlay.json").path,
             "--lang", "en"])
        #expect(inside.status == 64)
        #expect(inside.stderr.contains("not in the FitToday folder"))
        let missing = try await CLI.run(["wger", "import", "--file", "/nonexistent/exerciseinfo.json", "--out", "/tmp/x-overlay.json"])
        #expect(missing.status == 64)
    }

    @Test func sanitizePrintsPlainTextAndTheLanguage() async throws {
        let html = "<p>Mantenha as costas&nbsp;retas <b>durante</b> todo o movimento.</p><ol start=\"3\"><li>Suba devagar</li><li>Desça controlando o peso</li></ol><script>alert(1)</script>"
        let plain = try await CLI.run(["wger", "sanitize"], stdin: Data(html.utf8))
        #expect(plain.status == 0)
        #expect(plain.stdout == "Mantenha as costas retas durante todo o movimento.\n\n3. Suba devagar\n4. Desça controlando o peso\n")
        let withLanguage = try await CLI.run(["wger", "sanitize", "--language"], stdin: Data(html.utf8))
        #expect(withLanguage.stdoutLines.first == "pt")
        let invalid = try await CLI.run(["wger", "sanitize"], stdin: Data([0x3C, 0x70, 0x3E, 0xFF, 0xC3, 0x28, 0x61]))
        #expect(invalid.status == 0)
        #expect(String(data: invalid.stdoutData, encoding: .utf8) != nil)
    }
}
