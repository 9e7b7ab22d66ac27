import FitTodayDomain
public import FitTodayResources
public import FitTodaySession
public import FitTodayStorage
import FitTodayText
public import Foundation

/// What applying commands needs from the person's side, and the words of replies: shared by `session`, `train`
/// and the server.
public enum SessionSupport {
    /// The person's equipment (`--equipment`, else `--profile`, else the configured default profile), the catalog,
    /// the records formula and today's date.
    public static func setting(_ resources: LoadedResources, profile: String?, equipment: String?, now: Date = Date()) throws
        -> SessionSetting
    {
        let items: [Equipment]
        if let equipment {
            items = try WordParser.equipment(WordParser.commaList(equipment, field: .equipment)).members
        } else {
            let word = WordParser.Word(profile ?? resources.config.defaults.profile)
            let id = try WordParser.profile(word, among: resources.profiles.keys.sorted())
            items = resources.profiles[id] ?? []
        }
        let sessions = resources.config.sessions
        return SessionSetting(
            equipment: items, catalog: resources.catalog, records: PersonalRecords(formula: sessions.oneRepMax),
            today: AppContext.today(now: now), bodyWeightKg: sessions.bodyWeightKg)
    }

    /// The reason a command is refused when its store fails: `busy` (locked or unreachable: try again),
    /// `timeout` (rolled back at its deadline) or `unknown`. None is remembered, so a retry with its id goes through.
    public static func reason(forStoreFailure error: any Error) -> SessionReason {
        switch (error as? HistoryStoreError)?.problem {
        case .busy, .unreachable: .busy
        case .timedOut: .timeout
        default: .unknown
        }
    }

    /// A refusal's words.
    public static func explain(_ reply: SessionReply) -> String? {
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

    /// A reply as one JSON line: the reply object, with `message` in the user's language when refused.
    public static func line(_ reply: SessionReply, message: String? = nil) throws -> String {
        let encoded = try SessionWire.encoder().encode(ReplyLine(reply: reply, message: message ?? explain(reply)))
        return String(decoding: encoded, as: UTF8.self) + "\n"
    }
}

/// A reply with the words of its refusal beside it, as DESIGN.md's reply object.
public struct ReplyLine: Codable, Sendable {
    public let reply: SessionReply
    public let message: String?

    public init(reply: SessionReply, message: String?) {
        self.reply = reply
        self.message = message
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
}
