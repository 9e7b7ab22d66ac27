import FitTodayOpenAI
import Foundation
import TestHTTPServer
import FitTodayTestSupport
import Testing

/// Whatever a server sends back — error fields, headers, completion metadata, the answer — leaves the client
/// without the API key, in any form it was echoed in.
@Suite("Upstream texts never carry the key")
struct UpstreamSecretTests {
    /// One key shaped like OpenAI's, one that is not (a self-hosted server's), so both rules are exercised.
    static let keys = ["sk-proj-Canary7Qz2Lw9Xe4Rt6Yu8Io0Pa", "local-Canary5Hb3Nm1Vc7Xz9Lk2Jg4"]

    static func texts(of error: OpenAIError) -> [String] {
        var texts = [error.description, "\(error)", String(reflecting: error)]
        if case .api(_, let code, let message, let requestId) = error { texts += [code ?? "", message, requestId ?? ""] }
        return texts
    }

    /// One try with the whole deadline: these tests read what one scripted reply carries, and a retry after a slow
    /// first try (a loaded machine) would answer with the next reply of the script instead.
    func patientClient(_ baseURL: String, key: String = secretKey) -> OpenAIClient {
        makeClient(baseURL, maxRetries: 0, key: key, timeout: .seconds(30))
    }

    @Test(arguments: keys)
    func errorFieldsAndHeaders(key: String) async throws {
        let server = try await ScriptedServer.start()
        server.enqueue(.apiErrorEchoing(key, status: 400), .apiErrorEchoing(key, status: 401))
        for status in [400, 401] {
            do {
                _ = try await patientClient(server.baseURL, key: key).complete(planRequest, deadline: deadline(30))
                Issue.record("expected an HTTP \(status)")
            } catch {
                guard case .api(let answered, let code, let message, let requestId) = error else {
                    Issue.record("not an API error: \(error)")
                    continue
                }
                #expect(answered == status)
                #expect(code != nil && requestId != nil, "the fields stay, without the key")
                #expect(message.hasPrefix("Incorrect API key provided:"), "the words around the key stay")
                for text in Self.texts(of: error) { #expect(!leaksSecret(key, in: text), "\(text)") }
            }
        }
    }

    @Test(arguments: keys)
    func completionMetadataAndAnswer(key: String) async throws {
        let server = try await ScriptedServer.start()
        server.enqueue(.chatCompletionEchoing(key, content: #"{"x":"desk-push-up","y":"\#(key)"}"#))
        let completion = try await patientClient(server.baseURL, key: key).complete(planRequest, deadline: deadline(30))
        let texts = [
            completion.content, completion.model, completion.systemFingerprint, completion.requestId,
            completion.refusal, completion.finishReason,
        ]
        for text in texts.compactMap({ $0 }) { #expect(!leaksSecret(key, in: text), "\(text)") }
        #expect(completion.model == "[redacted]", "the word that carried it goes whole")
        #expect(completion.content == #"{"x":"desk-push-up","y":"[redacted]"}"#, "words that only look alike stay")
        #expect(completion.finishReason == "stop")
    }

    @Test func upstreamLinesAreBoundedAndOneLine() async throws {
        let server = try await ScriptedServer.start()
        let huge = String(repeating: "a", count: 70_000)
        server.enqueue(
            .apiError(status: 400, code: huge, message: "line one\nline two\u{7}" + huge, headers: [("x-request-id", huge)]))
        do {
            _ = try await patientClient(server.baseURL).complete(planRequest, deadline: deadline(30))
            Issue.record("expected an HTTP 400")
        } catch {
            guard case .api(_, let code, let message, let requestId) = error else { throw error }
            #expect((code?.count ?? 0) <= 64 && (requestId?.count ?? 0) <= 128 && message.count <= 300)
            #expect(message.hasPrefix("line one line two "), "no line break or control character survives")
            #expect(error.description.count < 600)
        }
    }
}
