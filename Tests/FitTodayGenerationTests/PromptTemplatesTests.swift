import FitTodayJSON
import FitTodayDomain
import FitTodayGeneration
import FitTodayOpenAI
import Foundation
import FitTodayTestSupport
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

            try write("Semente {{seed}}, {{#slots}}{{key}} {{/slots}}foco {{title}}.", PromptTemplates.userFile, in: folder)
            let after = try PromptAssembler(templates: PromptTemplates.load(from: folder), composer: Fixtures.composer)
                .assemble(request: request, history: [], seed: 42)
            let title = Fixtures.composer.title(for: .split(.push), language: .ptBR)
            let keys = before.binding.asked.map { SlotSchema.key($0.index) + " " }.joined()
            #expect(after.user == "Semente 42, \(keys)foco \(title).")
            #expect(after.system == before.system)
        }
    }

    @Test func valuesAreInsertedAsPlainTextNotHTML() throws {
        try withPrompts { folder in
            try write("{{title}} <{{level}}> & {{goal}}", PromptTemplates.userFile, in: folder)
            let assembler = PromptAssembler(templates: try PromptTemplates.load(from: folder), composer: Fixtures.composer)
            let prompt = try assembler.assemble(request: Fixtures.request("bodyweight"), history: [], seed: 1)
            let title = Fixtures.composer.title(for: .split(.push), language: .ptBR)
            #expect(prompt.user == "\(title) <intermediário> & hipertrofia")
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
    ])
    func aBrokenFileGivesAOneLineErrorNamingIt(file: String, text: String, expected: String) throws {
        try withPrompts { folder in
            try write(text, file, in: folder)
            let error = #expect(throws: PromptTemplateError.self) { try PromptTemplates.load(from: folder) }
            #expect(error?.description.hasPrefix(expected) == true, "\(String(describing: error))")
            #expect(error?.description.contains("\n") == false)
        }
    }
}
