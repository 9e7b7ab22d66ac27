import Hummingbird

// The yardstick of the HTTP benchmarks: Hummingbird answering "Hello" and nothing else, built like the server.
let port = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 8090 : 8090
let router = Router()
router.get("/") { _, _ in "Hello" }
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
