import FitTodayDomain
import FitTodayLocalization
import Testing

/// Every message area answers through the one shared lookup (`MessageArea`), in both languages.
@Suite("Message areas")
struct MessageAreaTests {
    /// Each area's every message: the generic lookup, the area's own `template` and `say(...)` agree.
    static func check<Area: MessageArea & CaseIterable>(
        _: Area.Type, template: (Messages, Area) -> String, say: (Messages, Area, String) -> String
    ) {
        for language in Language.allCases {
            let messages = Messages(language)
            for message in Area.allCases {
                let text = messages.lookup(message)
                #expect(!text.isEmpty, "\(message) has no \(language) text")
                #expect(template(messages, message) == text)
                #expect(say(messages, message, "X") == Messages.fill(text, ["X", "X", "X", "X"]))
            }
        }
    }

    @Test("Every area's lookup, template and filled text agree in pt-BR and English")
    func everyArea() {
        Self.check(Message.self, template: { $0.template($1) }, say: { $0($1, $2, $2, $2, $2) })
        Self.check(BlockMessage.self, template: { $0.template($1) }, say: { $0($1, $2, $2, $2, $2) })
        Self.check(HistoryMessage.self, template: { $0.template($1) }, say: { $0($1, $2, $2, $2, $2) })
        Self.check(LiveMessage.self, template: { $0.template($1) }, say: { $0($1, $2, $2, $2, $2) })
        Self.check(ServerMessage.self, template: { $0.template($1) }, say: { $0($1, $2, $2, $2, $2) })
        Self.check(SessionMessage.self, template: { $0.template($1) }, say: { $0($1, $2, $2, $2, $2) })
        Self.check(StoreMessage.self, template: { $0.template($1) }, say: { $0($1, $2, $2, $2, $2) })
        Self.check(TrainerMessage.self, template: { $0.template($1) }, say: { $0($1, $2, $2, $2, $2) })
        Self.check(UserMessage.self, template: { $0.template($1) }, say: { $0($1, $2, $2, $2, $2) })
        Self.check(WarmupMessage.self, template: { $0.template($1) }, say: { $0($1, $2, $2, $2, $2) })
        Self.check(ScheduleMessage.self, template: { $0.template($1) }, say: { $0($1, $2, $2, $2, $2) })
        Self.check(WhyMessage.self, template: { $0.template($1) }, say: { $0($1, $2, $2, $2, $2) })
        Self.check(FormatMessage.self, template: { $0.template($1) }, say: { $0($1, $2, $2, $2, $2) })
        Self.check(CatalogMessage.self, template: { $0.template($1) }, say: { $0($1, $2, $2, $2, $2) })
        Self.check(AuditMessage.self, template: { $0.template($1) }, say: { $0($1, $2, $2, $2, $2) })
    }

    @Test("The lookup picks the table of the language: pt-BR first, English second")
    func tablesByLanguage() {
        #expect(Messages(.ptBR).lookup(ServerMessage.serverNotFound) == "não encontrado")
        #expect(Messages(.en).lookup(ServerMessage.serverNotFound) == "not found")
        #expect(Messages(.ptBR).text(Message.titleMuscleFocus, ["peito"]) == "Foco: peito")
        #expect(Messages(.ptBR)(.serverListening, "127.0.0.1", 8080, "x") == "servindo em http://127.0.0.1:8080 (banco x)")
    }
}
