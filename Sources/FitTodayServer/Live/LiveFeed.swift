import FitTodayComposition
import FitTodayStorage

/// What a store that hears of other replicas' commits tells this replica's live streams.
struct LiveFeed: CommitFeed {
    let hub: LiveHub
    let stores: any Stores

    /// A session of `person` has a new `revision`, committed by any replica. When streams here wait for it, its
    /// events are read once (not once per stream) and published to them all; if that read fails, each stream
    /// catches up from the log by itself.
    func committed(person: String, sessionId: String, revision: Int) async {
        let key = LiveHub.Key(person: person, sessionId: sessionId)
        guard hub.awaits(key, revision: revision) else { return }
        do {
            let events = try await stores.store(for: person).events(sessionId: sessionId, after: revision - 1)
            for group in LiveStream.revisions(events) { hub.publish(key, revision: group.revision, events: group.events) }
        } catch {
            hub.notify(key, revision: revision)
        }
    }

    /// Notifications may have been missed: every stream reads what it has not sent from the store.
    func resync() {
        hub.resyncAll()
    }
}
