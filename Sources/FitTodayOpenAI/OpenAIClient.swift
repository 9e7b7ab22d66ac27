import FitTodayJSON
public import FitTodayHTTP
import Foundation

/// A Chat Completions client for OpenAI and OpenAI-compatible servers (llama.cpp, vLLM, Ollama …), over libcurl.
///
/// One call makes up to `1 + maxRetries` HTTP requests under `RetryPolicy` and never runs past its deadline.
public struct OpenAIClient: Sendable {
    public let configuration: OpenAIConfiguration
    public var retryPolicy: RetryPolicy
    private let transport: HTTPTransport
    private let jitter: @Sendable () -> Double
    /// Every string the server sends back passes through it before it leaves this client.
    private let scrubber: UpstreamScrubber

    public init(
        configuration: OpenAIConfiguration, transport: HTTPTransport? = nil,
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.configuration = configuration
        self.retryPolicy = RetryPolicy(maxRetries: configuration.maxRetries)
        self.transport = transport ?? HTTPTransport(allowInsecureHTTP: configuration.allowInsecureHTTP)
        self.jitter = jitter
        scrubber = UpstreamScrubber(key: configuration.apiKey)
    }

    /// Runs `operation` on the HTTP transfer thread (see `HTTPTransport.withTransferExecutor`): a caller making
    /// many completions in a row saves two thread hand-overs per request.
    public static func withTransferExecutor<T, Failure: Error>(
        _ operation: () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        try await HTTPTransport.withTransferExecutor(operation)
    }

    /// Sends a completion request and returns the first choice.
    /// - Parameter deadline: nothing (requests, waits) goes past it.
    public func complete(
        _ request: ChatCompletionRequest, deadline: ContinuousClock.Instant
    ) async throws(OpenAIError) -> ChatCompletion {
        let body = request.body
        var headers: HTTPHeaders = ["Content-Type": "application/json", "Accept": "application/json"]
        if let key = configuration.apiKey { headers.add("Authorization", "Bearer \(key.value)") }

        var retry = 0
        while true {
            let remaining = ContinuousClock.now.duration(to: deadline).seconds
            guard remaining > 0 else { throw .deadlineExceeded }
            let timeout = min(configuration.requestTimeout, .milliseconds(Int64(remaining * 1_000)))
            let http = HTTPRequest(
                method: .post, url: configuration.completionsURL, headers: headers, body: body, timeout: timeout)

            let (failure, retryHeaders): (OpenAIError, HTTPHeaders?)
            switch try await attempt(http, number: retry + 1) {
            case .completed(let completion): return completion
            case .retryable(let error, let headers): (failure, retryHeaders) = (error, headers)
            }

            guard retry < retryPolicy.maxRetries else { throw failure }
            let left = ContinuousClock.now.duration(to: deadline).seconds
            guard
                let wait = retryPolicy.delay(
                    retry: retry, headers: retryHeaders, remaining: left, now: Date(), jitter: jitter())
            else { throw failure }
            do { try await Task.sleep(for: .milliseconds(Int64(wait * 1_000))) } catch { throw .transport(.cancelled) }
            retry += 1
        }
    }

    private enum AttemptOutcome {
        case completed(ChatCompletion)
        case retryable(OpenAIError, HTTPHeaders?)
    }

    /// One HTTP request; throws what must not be retried.
    private func attempt(_ http: HTTPRequest, number: Int) async throws(OpenAIError) -> AttemptOutcome {
        let response: HTTPResponse
        do {
            response = try await transport.send(http)
        } catch {
            let clean = scrubber.error(error)
            guard retryPolicy.shouldRetry(error) else { throw .transport(clean) }
            return .retryable(.transport(clean), nil)
        }
        if (200..<300).contains(response.status) {
            return .completed(try decodeCompletion(response, attempts: number))
        }
        let failure = apiError(response)
        guard retryPolicy.shouldRetry(status: response.status, headers: response.headers) else { throw failure }
        return .retryable(failure, response.headers)
    }

    private func decodeCompletion(_ response: HTTPResponse, attempts: Int) throws(OpenAIError) -> ChatCompletion {
        guard let json = try? JSONValue.parse(response.body),
            let completion = ChatCompletion(
                json: json, requestId: response.headers["x-request-id"], httpAttempts: attempts, scrubber: scrubber)
        else { throw .invalidResponse("HTTP \(response.status) body is not a chat completion") }
        return completion
    }

    private func apiError(_ response: HTTPResponse) -> OpenAIError {
        let detail = (try? JSONValue.parse(response.body)).flatMap(APIErrorBody.init(json:))
        let rawMessage = detail?.message ?? String(decoding: response.body.prefix(4_096), as: UTF8.self)
        let message = scrubber.line(rawMessage, limit: UpstreamScrubber.Limit.message)
        return .api(
            status: response.status, code: scrubber.line(detail?.code, limit: UpstreamScrubber.Limit.code),
            message: message.isEmpty ? "no message" : message,
            requestId: scrubber.line(response.headers["x-request-id"], limit: UpstreamScrubber.Limit.requestId))
    }
}
