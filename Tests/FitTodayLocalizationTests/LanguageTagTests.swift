import FitTodayDomain
import FitTodayLocalization
import Testing

@Suite("language tags: BCP 47 and POSIX names read as a language")
struct LanguageTagTests {
    static let tags: [(tag: String, language: Language?)] = [
        ("pt", .ptBR), ("pt-BR", .ptBR), ("pt_br", .ptBR), ("PT-br", .ptBR), ("pt_BR.UTF-8", .ptBR),
        ("en", .en), ("en-US", .en), ("EN", .en), ("en_GB.UTF-8", .en), ("en_US@euro", .en),
        ("fr", nil), ("", nil), ("C", nil),
    ]

    @Test("BCP 47 tags and POSIX names, any case", arguments: tags.indices)
    func parse(_ index: Int) {
        #expect(LanguageTag.parse(Self.tags[index].tag) == Self.tags[index].language)
    }
}
