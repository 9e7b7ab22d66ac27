public import FitTodaySession
import FitTodayLocalization
import Foundation

/// A reply with the words of its refusal beside it, as docs/sessions.md's reply object: what every entry point of a
/// session command answers (a `session apply` line, an HTTP body, a WebSocket message's `reply`).
public struct ReplyLine: Codable, Sendable {
    public let reply: SessionReply
    public let message: String?

    public init(reply: SessionReply, message: String?) {
        self.reply = reply
        self.message = message
    }

    /// A reply with its own words: the refusal's, in the user's language; none when it went through.
    public init(_ reply: SessionReply) {
        self.init(reply: reply, message: Self.message(for: reply))
    }

    enum Keys: String, CodingKey { case message }

    public func encode(to encoder: any Encoder) throws {
        try reply.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(message, forKey: .message)
    }

    public init(from decoder: any Decoder) throws {
        reply = try SessionReply(from: decoder)
        message = try decoder.container(keyedBy: Keys.self).decodeIfPresent(String.self, forKey: .message)
    }

    /// The reply object as one line of JSON (compact, sorted keys), ending in a newline.
    public func jsonLine() throws -> String {
        String(decoding: try SessionWire.encoder().encode(self), as: UTF8.self) + "\n"
    }

    /// A refusal's words.
    public static func message(for reply: SessionReply) -> String? {
        guard let reason = reply.reasonCode else { return nil }
        return switch reason {
        case .alreadyActive: say(.sessionReasonAlreadyActive, reply.sessionId ?? "?")
        case .noActiveSession: say(.sessionReasonNoActiveSession)
        case .notFound: say(.sessionReasonNotFound)
        case .staleRevision: say(.sessionReasonStaleRevision)
        case .invalidCommand: say(.sessionReasonInvalidCommand)
        case .invalidValue: say(.sessionReasonInvalidValue)
        case .sessionEnded: say(.sessionReasonSessionEnded)
        case .busy: say(.sessionReasonBusy)
        case .timeout: say(.sessionReasonTimeout)
        case .unknown: say(.sessionReasonUnknown)
        case .commandIdReused: say(.sessionReasonCommandIdReused)
        }
    }
}
