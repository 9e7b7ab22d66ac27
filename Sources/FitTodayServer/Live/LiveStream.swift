import FitTodayUseCases
import FitTodayResources
import FitTodayDomain
import HTTPTypes
import FitTodaySession
import FitTodayStorage
import Foundation

/// One live connection's writer logic, for SSE and the WebSocket alike: the opening (the snapshot, or the revisions
/// after the client's last one), then every committed revision once and in order, gaps filled from the store.
struct LiveStream {
    /// What to send.
    enum Frame {
        case snapshot(revision: Int, view: SessionView)
        case revision(Int, [SessionEvent])
        case ping
        case reply(String)
    }

    let store: any HistoryStore & SessionStore
    let sessionId: String
    let bodyWeightKg: Double
    let now: @Sendable () -> Date
    /// The last revision sent.
    private(set) var last = 0

    init(store: any HistoryStore & SessionStore, sessionId: String, bodyWeightKg: Double, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.sessionId = sessionId
        self.bodyWeightKg = bodyWeightKg
        self.now = now
    }

    /// The first frames: the revisions after `after` when the client says where it was, else the snapshot.
    mutating func opening(after: Int?, session: Session) async throws -> [Frame] {
        if let after {
            last = after
            return try await catchUp(to: Int.max)
        }
        last = session.revision
        return [.snapshot(revision: session.revision, view: SessionView(session, at: now(), bodyWeightKg: bodyWeightKg))]
    }

    /// The frames one signal calls for.
    mutating func frames(for signal: LiveSignal) async throws -> [Frame] {
        switch signal {
        case .ping: return [.ping]
        case .reply(let text): return [.reply(text)]
        case .shutdown, .revoked, .clientGone: return []
        case .stored(let revision):
            return revision > last ? try await catchUp(to: revision) : []
        case .revision(let revision, let events):
            guard revision > last else { return [] }
            var frames = revision > last + 1 ? try await catchUp(to: revision - 1) : []
            if revision > last {
                frames.append(.revision(revision, events))
                last = revision
            }
            return frames
        }
    }

    /// The stored revisions after `last`, up to `limit`, one frame each.
    private mutating func catchUp(to limit: Int) async throws -> [Frame] {
        let events = try await store.events(sessionId: sessionId, after: last).filter { $0.revision <= limit }
        let revisions = Self.revisions(events)
        if let newest = revisions.last { last = newest.revision }
        return revisions.map { .revision($0.revision, $0.events) }
    }

    /// Stored events (in revision order) grouped by revision: one group per applied command.
    static func revisions(_ events: [SessionEvent]) -> [(revision: Int, events: [SessionEvent])] {
        var groups: [(revision: Int, events: [SessionEvent])] = []
        for event in events {
            if groups.last?.revision == event.revision {
                groups[groups.count - 1].events.append(event)
            } else {
                groups.append((event.revision, [event]))
            }
        }
        return groups
    }
}
