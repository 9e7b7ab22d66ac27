import FitTodayDomain
import FitTodayResources
import FitTodaySession
import FitTodayStorage
import FitTodayText
import Foundation

/// What every session-driving command opens: the store (the history database) and the setting commands apply in.
enum SessionSetup {
    static func store(_ db: String?) throws -> SQLiteStore {
        try SQLiteStore(path: db ?? SQLiteStore.defaultPath(environment: ProcessInfo.processInfo.environment))
    }

    /// The person's equipment (`--equipment`, else `--profile`, else the configured default profile), the catalog,
    /// the records formula and today's date.
    static func setting(_ resources: LoadedResources, profile: String?, equipment: String?, now: Date = Date()) throws
        -> SessionSetting
    {
        let items: [Equipment]
        if let equipment {
            items = try TypedValues.equipment(equipment).members
        } else {
            let matcher = say.matcher(for: .profile, profiles: resources.profiles.keys.sorted())
            let id = try TypedValues.id(profile ?? resources.config.defaults.profile, in: matcher, option: "--profile")
            items = resources.profiles[id] ?? []
        }
        let sessions = resources.config.sessions
        return SessionSetting(
            equipment: items, catalog: resources.catalog, records: PersonalRecords(formula: sessions.oneRepMax),
            today: AppContext.today(now: now), bodyWeightKg: sessions.bodyWeightKg)
    }

    /// Starts the session of `day` (or of `planId`) from `device`: the day's plan is made and recorded first when
    /// there is none, as `generate` would make it with `options`. The start command's reply.
    static func start(
        day: CalendarDay, planId: String? = nil, options: PlanOptions, offline: Bool, device: String, store: SQLiteStore,
        setting: SessionSetting, resources: LoadedResources
    ) async throws -> SessionReply {
        if planId == nil, try store.recorded(on: day) == nil {
            _ = try await DayPlan.produce(options, day: day, offline: offline, replace: false, store: store, resources: resources)
            Output.error(say(.sessionNotePlanMade, PlanRendering.date(day)))
        }
        var command = SessionCommand(
            commandId: "\(device)-\(UUID().uuidString.prefix(8).lowercased())", deviceId: device, type: .start)
        command.date = day.description
        command.planId = planId
        return try store.apply(command, now: Date(), setting: setting)
    }

    /// A refusal's words.
    static func explain(_ reply: SessionReply) -> String? {
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
        }
    }

    /// A reply as one JSON line: the reply object, with `message` in the user's language when refused.
    static func line(_ reply: SessionReply, message: String? = nil) throws -> String {
        let encoded = try SessionWire.encoder().encode(ReplyLine(reply: reply, message: message ?? explain(reply)))
        return String(decoding: encoded, as: UTF8.self) + "\n"
    }
}

/// A reply with the words of its refusal beside it, as DESIGN.md's reply object.
struct ReplyLine: Encodable {
    let reply: SessionReply
    let message: String?

    enum Keys: String, CodingKey { case message }

    func encode(to encoder: any Encoder) throws {
        try reply.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(message, forKey: .message)
    }
}
