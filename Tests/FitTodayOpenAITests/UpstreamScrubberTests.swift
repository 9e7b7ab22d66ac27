@testable import FitTodayOpenAI
import Testing

/// The gate's rules on plain text: what goes, and what must stay.
@Suite("Upstream scrubber rules")
struct UpstreamScrubberTests {
    let scrubber = UpstreamScrubber(key: APIKey("sk-proj-RuleKey4Hs8Kd2Lq6Wn0"))

    @Test func theKeyWholeInPartInAnyCaseOrEncodedGoes() {
        let forms = [
            "sk-proj-RuleKey4Hs8Kd2Lq6Wn0", "SK-PROJ-RULEKEY4HS8KD2LQ6WN0", "x=RuleKey4Hs8Kd2", "Bearer:ey4Hs8Kd2Lq6",
            "%52%75%6C%65%4B%65%79%34%48%73%38",
        ]
        for form in forms {
            #expect(scrubber.line("before \(form) after", limit: 300) == "before [redacted] after", "\(form)")
        }
    }

    @Test func keyShapedWordsGoWhateverTheKey() {
        let other = UpstreamScrubber(key: nil)
        #expect(other.line("was sk-abc***wxyz and (sk-live-1234)", limit: 300) == "was [redacted] and ([redacted])")
        #expect(other.line("sk-12", limit: 300) == "sk-12", "too short to be a key")
    }

    @Test func wordsThatOnlyLookAlikeStay() {
        let text = #"{"slot1":"desk-push-up","slot2":"task-based","note":"risk-free, 4Hs8K"}"#
        #expect(scrubber.text(text) == text)
    }

    @Test func aShortKeyGoesOnlyAsAWholeWord() {
        let short = UpstreamScrubber(key: APIKey("abc12"))
        #expect(short.line("key abc12, not abc123 nor xabc12", limit: 300) == "key [redacted], not abc123 nor xabc12")
    }

    @Test func oneLineFieldsAreFlatAndBounded() {
        let line = scrubber.line("a\nb\r\tc\u{0}d" + String(repeating: "e", count: 500), limit: 20)
        #expect(line.hasPrefix("a b  c d") && line.count == 20 && line.hasSuffix("…"))
    }
}
