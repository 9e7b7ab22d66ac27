import FitTodayJSON
// Client-side CPU per Chat Completions request of FitToday's OpenAI client, for comparison with the official
// Python SDK (Benchmarks/openai-sdk-cpu.py) against the same loopback server: Scripts/benchmark-client.sh.
//
//   fittoday-client-bench --base-url http://127.0.0.1:PORT/v1 --requests N [--warmup K] [--model M] [--executor pool|transfer]
//
// Prints one JSON line: {"client":"fittoday","executor":…,"requests":N,"cpuMicrosecondsPerRequest":…,"wallMicrosecondsPerRequest":…}.
// CPU is getrusage(RUSAGE_SELF) user + system time of this process (every thread, the transfer thread included).
// `--executor pool` (default) calls from Swift's cooperative pool: each request hands over to the transfer thread
// and back. `--executor transfer` runs the loop under HTTPTransport.withTransferExecutor, as `batch --llm` does.
import FitTodayHTTP
import FitTodayOpenAI
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("fittoday-client-bench: \(message)\n".utf8))
    exit(64)
}

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
    guard name.hasPrefix("--"), let value = arguments.popFirst() else {
        fail("usage: --base-url URL --requests N [--warmup K] [--model M] [--executor pool|transfer]")
    }
    options[String(name.dropFirst(2))] = value
}
guard let baseURL = options["base-url"] else { fail("--base-url is required") }
guard let requests = Int(options["requests"] ?? ""), requests > 0 else { fail("--requests must be a positive number") }
let warmup = Int(options["warmup"] ?? "20") ?? 20
let model = options["model"] ?? "gpt-4o-mini"
let executor = options["executor"] ?? "pool"
guard ["pool", "transfer"].contains(executor) else { fail("--executor is pool or transfer") }

// The same small structured-output call as the SDK script.
let schema: JSONValue = .object([
    "type": .string("object"), "additionalProperties": .bool(false), "required": .array([.string("exercises")]),
    "properties": .object([
        "exercises": .object([
            "type": .string("array"),
            "items": .object([
                "type": .string("object"), "additionalProperties": .bool(false),
                "required": .array([.string("exerciseId"), .string("sets")]),
                "properties": .object([
                    "exerciseId": .object([
                        "type": .string("string"),
                        "enum": .array([.string("push-up"), .string("goblet-squat"), .string("plank")]),
                    ]),
                    "sets": .object(["type": .string("integer")]),
                ]),
            ]),
        ])
    ]),
])
let request = ChatCompletionRequest(
    model: model,
    messages: [.system("Você monta treinos. Responda só com JSON."), .user("Treino curto de corpo inteiro para hoje.")],
    responseFormat: JSONSchemaFormat(name: "plan", schema: schema), seed: 42, temperature: 0.2,
    maxCompletionTokens: 256)
let client = OpenAIClient(
    configuration: OpenAIConfiguration(baseURL: baseURL, model: model, apiKey: APIKey("sk-bench"), maxRetries: 0))

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
}

func call() async {
    do {
        let completion = try await client.complete(request, deadline: .now + .seconds(30))
        guard completion.content?.isEmpty == false else { fail("the server answered without content") }
    } catch {
        fail("\(error)")
    }
}

/// The whole loop runs off the main actor, as a server's request handler would: no hop per request.
@concurrent
func measure() async -> (cpu: Double, wall: Duration) {
    for _ in 0..<warmup { await call() }
    let clock = ContinuousClock()
    let wallStart = clock.now
    let cpuStart = cpuSeconds()
    for _ in 0..<requests { await call() }
    return (cpuSeconds() - cpuStart, clock.now - wallStart)
}

let (cpu, wall) = executor == "transfer" ? await HTTPTransport.withTransferExecutor { await measure() } : await measure()
let wallSeconds = wall.seconds
print(
    #"{"client":"fittoday","executor":"\#(executor)","requests":\#(requests),"cpuMicrosecondsPerRequest":\#((cpu * 1e7 / Double(requests)).rounded() / 10),"wallMicrosecondsPerRequest":\#((wallSeconds * 1e7 / Double(requests)).rounded() / 10)}"#
)
