import FitTodayDomain
import FitTodayService
import FitTodaySession
import FitTodayStorage
import FitTodayText
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// `POST /v1/sessions/commands`, hand-written (tag `direct` in openapi.yaml): the live session's hot path. The body
/// is read once as a command by the desk and the reply written once, as JSON in the request's language; the status
/// follows the reply's `reasonCode` (DESIGN.md), 503 with `Retry-After`. A body that is not JSON at all is a 400
/// problem, as on every route; JSON that is not a valid command is the desk's refusal, with its reply.
/// A reply once given is given again, byte for byte, to a retry of its command id: `responses` keeps recent ones
/// encoded, per person, command id and language (the message is in the request's language).
struct CommandRoute {
    let desk: CommandDesk
    let responses = RecentCache<Key, Answer>()

    struct Key: Hashable, Sendable {
        var command: PersonCommand
        var language: Language
    }

    struct Answer: Sendable {
        var status: Int
        var body: ByteBuffer
        var reasonCode: SessionReason?
    }

    /// Compact, sorted keys, times with milliseconds: the encoder of every session wire.
    static let encoder = SessionWire.encoder()

    func add(to router: Router<FitTodayContext>) {
        router.post("/v1/sessions/commands") { request, context in try await apply(request, context) }
    }

    func apply(_ request: Request, _ context: FitTodayContext) async throws -> Response {
        guard let scope = context.scope else { throw Problem(.unauthorized, detail: say(.serverUnauthorized)) }
        guard Self.isJSON(request.headers[.contentType]) else {
            throw Problem(.unsupportedMediaType, detail: say(.serverUnsupportedMediaType))
        }
        // BodyLimitMiddleware has already collected the body (413 above the limit).
        var request = request
        let data = Data(try await request.collectBody(upTo: .max).readableBytesView)
        let object = CommandLineReader.object(in: data)
        let key = (object?["commandId"] as? String).map {
            Key(command: PersonCommand(person: scope.person.id, commandId: $0), language: UserLanguage.current)
        }
        if let key, let answer = responses[key] {
            desk.count(CommandDesk.type(in: object), reasonCode: answer.reasonCode)
            return Self.response(answer)
        }
        let (status, line) = await desk.apply(data, object: object, scope: scope)
        if object == nil, !Self.parses(data) { throw Problem(.badRequest, detail: say(.serverNotJSON)) }
        let answer = Answer(
            status: status, body: ByteBuffer(bytes: try Self.encoder.encode(line)), reasonCode: line.reply.reasonCode)
        // Remembered replies only: not one without an id, nor busy, timeout or unknown (a retry may apply).
        if let key, line.reply.commandId != nil, status != 503, status != 500 { responses.insert(answer, for: key) }
        return Self.response(answer)
    }

    static func response(_ answer: Answer) -> Response {
        var headers: HTTPFields = [.contentType: "application/json"]
        if answer.status == 503 { headers[.retryAfter] = "1" }
        return Response(status: HTTPResponse.Status(code: answer.status), headers: headers, body: .init(byteBuffer: answer.body))
    }

    /// `application/json`, with or without parameters (`; charset=utf-8`), or no type at all (read as JSON, as the
    /// generated routes do).
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return true }
        let type = contentType.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) }
        return type?.lowercased() == "application/json"
    }

    /// Whether `data` is JSON of any kind (asked only of a body that is not a JSON object).
    static func parses(_ data: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
    }
}
