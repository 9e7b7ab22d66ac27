public import FitTodayDomain
public import Foundation

/// The live-workout state machine of one person: `apply(command, now)` returns the reply (and its events); the
/// caller stores the new state before it answers. Pure: time, plans and the catalog come from the caller, ids are
/// derived from the commands, nothing is read from a clock or a random source.
public struct SessionEngine: Sendable, Equatable {
    /// The most recent session, open or ended.
    public private(set) var session: Session?
    /// Every reply given, by command id: a repeated command gets the same answer and changes nothing.
    public private(set) var replies: [String: SessionReply] = [:]
    /// Per target ("set:<id>", "exercise:<i>", "rest", "session"), the revision that last changed it.
    var changed: [String: Int] = [:]

    /// Health samples are taken this long after `finish`, for a watch's backfill.
    public static let healthBackfill: TimeInterval = 300

    public init(session: Session? = nil) {
        self.session = session
    }

    /// Applies one command. `plan` is the plan `start` asks for (by its `date` or `planId`), resolved by the caller;
    /// `equipment` the person's, for swaps; `catalog` answers swaps.
    public mutating func apply(
        _ command: SessionCommand, now: Date, plan: WorkoutPlan? = nil, equipment: [Equipment] = [],
        catalog: CatalogIndex? = nil
    ) -> SessionReply {
        if let earlier = replies[command.commandId] { return earlier }
        let reply = decide(command, at: command.at ?? now, plan: plan, equipment: equipment, catalog: catalog)
        if !command.commandId.isEmpty { replies[command.commandId] = reply }
        return reply
    }

    private mutating func decide(
        _ command: SessionCommand, at: Date, plan: WorkoutPlan?, equipment: [Equipment], catalog: CatalogIndex?
    ) -> SessionReply {
        let revision = session?.revision ?? 0
        func refuse(_ reason: SessionReason) -> SessionReply {
            .refused(command.commandId, reason, revision: revision, sessionId: session?.id)
        }
        guard !command.commandId.isEmpty, !command.deviceId.isEmpty else { return refuse(.invalidCommand) }
        if command.type == .start {
            if let session, session.isOpen { return refuse(.alreadyActive) }
            guard let plan else { return refuse(.notFound) }
            return start(command, plan: plan, at: at, equipment: equipment)
        }
        guard let current = session else { return refuse(.noActiveSession) }
        if command.type == .healthSample, !current.isOpen {
            guard current.status == .finished, let finished = current.finishedAt,
                  at.timeIntervalSince(finished) <= Self.healthBackfill
            else { return refuse(.noActiveSession) }
        } else if !current.isOpen {
            return refuse(.sessionEnded)
        }
        var draft = Draft(session: current, command: command, at: at)
        let outcome: SessionReason? = switch command.type {
        case .start: .invalidCommand
        case .completeSet: draft.completeSet()
        case .updateSet: draft.updateSet()
        case .uncompleteSet: draft.uncompleteSet()
        case .addSet: draft.addSet()
        case .skipExercise: draft.skipExercise()
        case .goToExercise: draft.goToExercise()
        case .swapExercise: draft.swapExercise(catalog: catalog)
        case .startRest: draft.startRest(seconds: command.seconds)
        case .adjustRest: draft.adjustRest()
        case .skipRest: draft.skipRest()
        case .pause: draft.pause()
        case .resume: draft.resume()
        case .healthSample: draft.healthSample()
        case .finish: draft.finish()
        case .discard: draft.discard()
        }
        if let outcome { return refuse(outcome) }
        if let expected = command.expectedRevision,
           draft.targets.contains(where: { (changed[$0] ?? 0) > expected })
        {
            return refuse(.staleRevision)
        }
        return commit(draft, command: command)
    }

    private mutating func start(_ command: SessionCommand, plan: WorkoutPlan, at: Date, equipment: [Equipment]) -> SessionReply {
        let id = "session-\(command.commandId)"
        let exercises = plan.exercises.enumerated().map { index, item in
            let target = SessionSet.Amount(
                reps: item.unit == .seconds ? nil : item.target.max, seconds: item.unit == .seconds ? item.target.max : nil,
                weightKg: item.suggestedWeightKg)
            return SessionExercise(
                exerciseId: item.exerciseId, name: item.name, restSeconds: item.restSeconds,
                status: index == 0 ? .active : .pending,
                sets: (0..<item.sets).map { SessionSet(setId: "\(index + 1).\($0 + 1)", kind: .normal, target: target) })
        }
        session = Session(
            id: id, planId: plan.id, date: plan.date.description, status: .active, revision: 0, startedAt: at,
            currentExerciseIndex: 0, exercises: exercises, pauses: [], health: Session.Health(), equipment: equipment)
        changed = [:]
        var draft = Draft(session: session!, command: command, at: at)
        draft.emit(.sessionStarted, target: "session")
        return commit(draft, command: command)
    }

    /// Raises the revision by one, stamps the draft's events with it and keeps the new state.
    private mutating func commit(_ draft: Draft, command: SessionCommand) -> SessionReply {
        var next = draft.session
        next.revision += 1
        for target in draft.targets { changed[target] = next.revision }
        let events = draft.events.enumerated().map { index, event in
            SessionEvent(
                sessionId: next.id, eventId: "\(next.id)-\(next.revision)-\(index + 1)", revision: next.revision,
                timestamp: draft.at, deviceId: command.deviceId, type: event.type, payload: event.payload)
        }
        session = next
        return .applied(command.commandId, revision: next.revision, events: events, sessionId: next.id)
    }
}
