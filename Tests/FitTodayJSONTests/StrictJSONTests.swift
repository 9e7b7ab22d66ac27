import FitTodayJSON
import Foundation
import Testing

@Suite("JSON is read strictly (RFC 8259)")
struct StrictJSONTests {
    func parses(_ text: String, uniqueNames: Bool = false) -> Bool {
        (try? JSONValue.parse(Data(text.utf8), uniqueNames: uniqueNames)) != nil
    }

    @Test("trailing commas, bare words, leading zeros and numbers beyond a Double are refused")
    func refused() {
        for text in [#"{"a":1,}"#, "[1,2,]", "{,}", "[,]", #"{"a":01}"#, #"{"a":1e999}"#, #"{"a":-1e400}"#, "{a:1}", "[1] 2", #"{"a":NaN}"#] {
            #expect(!parses(text), "\(text)")
        }
        for text in [#"{"a":1}"#, "[1,2]", #"{"a":1.5e300,"b":-0}"#, #" {"a" : [ ] } "#] {
            #expect(parses(text), "\(text)")
        }
    }

    @Test("a member named twice is refused when names must be unique (client bodies), kept last otherwise")
    func duplicates() throws {
        #expect(!parses(#"{"type":"pause","type":"discard"}"#, uniqueNames: true))
        #expect(!parses(#"{"a":{"b":1,"b":2}}"#, uniqueNames: true))
        #expect(try JSONValue.parse(Data(#"{"a":1,"a":2}"#.utf8)) == .object(["a": .number(2)]))
    }
}
