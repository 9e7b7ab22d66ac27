public import Foundation

/// The snapshot as apps and `session status --json` see it: the session's fields, its Live Activity content at
/// `now`, and once finished its summary.
public struct SessionView: Encodable, Sendable {
    public let session: Session
    public let liveActivity: LiveActivity
    public let summary: SessionSummary?

    public init(_ session: Session, at now: Date, bodyWeightKg: Double) {
        self.session = session
        liveActivity = session.liveActivity(at: now)
        summary = session.status == .finished ? session.summary(at: now, bodyWeightKg: bodyWeightKg) : nil
    }

    enum Keys: String, CodingKey { case liveActivity, summary }

    public func encode(to encoder: any Encoder) throws {
        try session.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(liveActivity, forKey: .liveActivity)
        try container.encodeIfPresent(summary, forKey: .summary)
    }
}
