import FitTodayJSON
import FitTodayDomain
import FitTodayGeneration
import FitTodayOpenAI
import Foundation
import Testing

@Suite struct PromptTemplatesTests {
    private func withPrompts<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = try Fixtures.promptsCopy()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        return try body(folder)
    }

    private func write(_ text: String, _ name: String, in folder: URL) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    @Test func anEditedTemplateChangesThePromptWithoutARebuild() throws {
        try withPrompts { folder in
            let request = Fixtures.request("home-dumbbells")
            let before = try PromptAssembler(templates: PromptTemplates.load(from: folder), composer: Fixtures.composer)
                .assemble(request: request, history: [], seed: 42)
            #expect(before == (try Fixtures.assembler.assemble(request: request, history: [], seed: 42)))

            try write("Semente {{seed}}, {{exerciseCount}} exercícios, foco {{title}}.", PromptTemplates.userFile, in: folder)
            let after = try PromptAssembler(templates: PromptTemplates.load(from: folder), composer: Fixtures.composer)
                .assemble(request: request, history: [], seed: 42)
            let title = Fixtures.composer.title(for: .split(.push), language: .ptBR)
            #expect(after.user == "Semente 42, \(before.targetExerciseCount) exercícios, foco \(title).")
            #expect(after.system == before.system)
        }
    }

    @Test func valuesAreInsertedAsPlainTextNotHTML() throws {
        try withPrompts { folder in
            try write("{{#recent}}{{title}}{{/recent}}", PromptTemplates.userFile, in: folder)
            let assembler = PromptAssembler(templates: try PromptTemplates.load(from: folder), composer: Fixtures.composer)
            let past = Fixtures.workout(["push-up"], daysBefore: 1, title: "A & B <\"livre\">")
            let prompt = try assembler.assemble(request: Fixtures.request("bodyweight"), history: [past], seed: 1)
            #expect(prompt.user == "A & B <\"livre\">")
        }
    }

    @Test func aMissingFileIsNamed() throws {
        try withPrompts { folder in
            try FileManager.default.removeItem(at: folder.appendingPathComponent(PromptTemplates.userFile))
            #expect(throws: PromptTemplateError(
                file: "Prompts/user.mustache", problem: "cannot be read (missing, or not UTF-8 text)")) {
                try PromptTemplates.load(from: folder)
            }
        }
    }

    @Test(arguments: [
        ("user.mustache", "Olá\n{{#doses}}sem fim", "Prompts/user.mustache: line 2"),
        ("system.mustache", "{{#a}}x{{/b}}", "Prompts/system.mustache: line 1"),
        ("plan-schema.json", "{\"type\": ", "Prompts/plan-schema.json: is not valid JSON"),
        ("plan-schema.json", "{\"type\":\"object\",\"properties\":{}}",
         "Prompts/plan-schema.json: the root schema: additionalProperties must be false"),
        ("plan-schema.json", "{\"type\":\"object\",\"additionalProperties\":false,\"required\":[],\"properties\":{\"a\":{}}}",
         "Prompts/plan-schema.json: the root schema: property a must be listed in required"),
        ("plan-schema.json", "{\"type\":\"object\"}",
         "Prompts/plan-schema.json: has no properties.exercises.items.properties.exerciseId object"),
    ])
    func aBrokenFileGivesAOneLineErrorNamingIt(file: String, text: String, expected: String) throws {
        try withPrompts { folder in
            try write(text, file, in: folder)
            let error = #expect(throws: PromptTemplateError.self) { try PromptTemplates.load(from: folder) }
            #expect(error?.description.hasPrefix(expected) == true, "\(String(describing: error))")
            #expect(error?.description.contains("\n") == false)
        }
    }

    @Test func theShippedSchemaIsStrictWithAnExerciseIdEnumSlot() {
        let item = Fixtures.templates.schema["properties"]?["exercises"]?["items"]
        #expect(item?["additionalProperties"] == .bool(false))
        #expect(item?["required"] == .array(["exerciseId", "sets", "repsMin", "repsMax", "restSeconds"].map(JSONValue.string)))
        for field in ["sets", "repsMin", "repsMax", "restSeconds"] {
            #expect(item?["properties"]?[field]?["type"] == .string("integer"))
        }
        #expect(item?["properties"]?["exerciseId"]?["type"] == .string("string"))
    }
}
