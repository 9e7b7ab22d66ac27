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
/// A reply once given is given again, byte for byte, to a retry of its command (the same id and content):
/// `responses` keeps recent ones encoded, per person, command id and language (the message is in the request's
/// language), with the fingerprint of the command they answered, bounded by entries and by bytes. Another command
/// under a used id goes to the store, which answers `commandIdReused`.
struct CommandRoute {
    let desk: CommandDesk
    let responses = RecentCache<Key, Answer>(capacity: 20_000, budget: RecentCache<Key, Answer>.defaultBudget) { key, answer in
        key.command.estimatedBytes + answer.estimatedBytes
    }

    struct Key: Hashable, Sendable {
        var command: PersonCommand
        var language: Language
    }

    struct Answer: Sendable {
        var status: Int
        var body: ByteBuffer
        var reasonCode: SessionReason?
        var fingerprint: String

        var estimatedBytes: Int { 96 + body.readableBytes + fingerprint.utf8.count }
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
        let body = CommandLineReader.Body(Data(try await request.collectBody(upTo: .max).readableBytesView))
        let outcome = CommandLineReader.read(body)
        guard case .command(let command) = outcome else {
            let (status, line) = await desk.apply(outcome, body: body, scope: scope)
            if !body.isJSON { throw Problem(.badRequest, detail: say(.serverNotJSON)) }
            return Self.response(Answer(
                status: status, body: ByteBuffer(bytes: try Self.encoder.encode(line)), reasonCode: line.reply.reasonCode,
                fingerprint: ""))
        }
        let key = Key(command: PersonCommand(person: scope.person.id, commandId: command.commandId), language: UserLanguage.current)
        let fingerprint = CommandFingerprint.of(command)
        if let answer = responses[key], answer.fingerprint == fingerprint {
            desk.count(body.knownType, reasonCode: answer.reasonCode)
            return Self.response(answer)
        }
        let (status, line) = await desk.apply(outcome, body: body, scope: scope)
        let answer = Answer(
            status: status, body: ByteBuffer(bytes: try Self.encoder.encode(line)), reasonCode: line.reply.reasonCode,
            fingerprint: fingerprint)
        // Replies the store keeps only: not busy, timeout or unknown (a retry may apply), nor commandIdReused (the
        // store does not keep it).
        let kept = line.reply.commandId != nil && status != 503 && status != 500 && line.reply.reasonCode != .commandIdReused
        if kept { responses.insert(answer, for: key) }
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
}
