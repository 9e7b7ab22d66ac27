import FitTodayJSON
import Foundation
import Testing

@Suite("JSON reading and writing")
struct JSONValueTests {
    func parse(_ text: String) throws -> JSONValue { try JSONValue.parse(Data(text.utf8)) }

    @Test func readsEveryKindOfValue() throws {
        let value = try parse(#" { "a": [1, -2, 3.5, -0.25e2, 1E3, 0], "b": {"c": null, "d": true, "e": false}, "f": "x" } "#)
        #expect(value["a"] == .array([.number(1), .number(-2), .number(3.5), .number(-25), .number(1000), .number(0)]))
        #expect(value["b"]?["c"] == .null)
        #expect(value["b"]?["d"]?.boolValue == true)
        #expect(value["b"]?["e"]?.boolValue == false)
        #expect(value["f"]?.stringValue == "x")
        #expect(try parse("[]") == .array([]))
        #expect(try parse("{}") == .object([:]))
        #expect(try parse("18446744073709551616").numberValue == 18446744073709551616)
    }

    @Test func readsEscapesAndUnicode() throws {
        let value = try parse(#""aspas \" barra \\ \/ \b\f\n\r\t \u00e9 \u4e2d \ud83d\udcaa Açúcar""#)
        #expect(value.stringValue == "aspas \" barra \\ / \u{08}\u{0C}\n\r\t é 中 💪 Açúcar")
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\" 1}", "{\"a\":1,}", "tru", "nul", "01x", "1.", "-", "1e", "\"abc", "\"\\x\"",
        "\"\\ud83d\"", "\"a\u{01}b\"", "[1] 2", "{a:1}", "'x'",
    ])
    func rejectsInvalidText(text: String) {
        #expect(throws: (any Error).self) { try parse(text) }
    }

    @Test func rejectsInvalidUTF8AndDeepNesting() {
        #expect(throws: (any Error).self) { try JSONValue.parse(Data([0x22, 0xC3, 0x28, 0x22])) }
        #expect(throws: (any Error).self) { try parse(String(repeating: "[", count: 10_000)) }
    }

    @Test func writesWhatItReadsWithSortedKeys() throws {
        let text = #"{"b":[1,2.5,"\"q\"\n",null,true],"a":{"z":"é","y":-3}}"#
        let value = try parse(text)
        #expect(value.jsonText == #"{"a":{"y":-3,"z":"é"},"b":[1,2.5,"\"q\"\n",null,true]}"#)
        #expect(try parse(value.jsonText) == value)
        #expect(JSONValue.string("\u{01}").jsonText == #""\u0001""#)
    }

    @Test func agreesWithFoundationOnAPlanAnswer() throws {
        let text = #"{"exercises":[{"exerciseId":"push-up","sets":3,"repsMin":8,"repsMax":12,"restSeconds":90}]}"#
        let ours = try parse(text)
        let foundation = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(ours == foundation)
    }
}
