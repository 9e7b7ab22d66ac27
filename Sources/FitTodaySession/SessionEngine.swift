public import FitTodayDomain
public import Foundation

/// The live-workout state machine of one person: `apply(command, now)` returns the reply (and its events); the
/// caller stores the new state before it answers. Pure: time, plans and the catalog come from the caller, ids are
/// derived from the commands, nothing is read from a clock or a random source.
public struct SessionEngine: Sendable, Equatable {
    /// The most recent session, open or ended.
    public private(set) var session: Session?
    /// Every reply given, by command id: a repeated command gets the same answer and changes nothing. A store keeps
    /// these itself and starts each engine with none.
    public private(set) var replies: [String: SessionReply] = [:]
    /// Per target ("set:<id>", "exercise:<i>", "rest", "health", "session"), the revision that last changed it.
    public private(set) var changed: [String: Int] = [:]

    /// Health samples are taken this long after `finish`, for a watch's backfill.
    public static let healthBackfill: TimeInterval = 300

    public init(session: Session? = nil, changed: [String: Int] = [:]) {
        self.session = session
        self.changed = changed
    }

    public mutating func apply(
        _ command: SessionCommand, now: Date, plan: WorkoutPlan? = nil, equipment: [Equipment] = [],
        catalog: CatalogIndex? = nil
    ) -> SessionReply {
        apply(command, now: now, context: CommandInputs(plan: plan, equipment: equipment, catalog: catalog))
    }

    /// Applies one command; `at` in the command, when present, is its time, else `now`.
    public mutating func apply(_ command: SessionCommand, now: Date, context: CommandInputs) -> SessionReply {
        if let earlier = replies[command.commandId] { return earlier }
        let reply = decide(command, at: command.at ?? now, context: context)
        if !command.commandId.isEmpty { replies[command.commandId] = reply }
        return reply
    }

    private mutating func decide(_ command: SessionCommand, at: Date, context: CommandInputs) -> SessionReply {
        let revision = session?.revision ?? 0
        func refuse(_ reason: SessionReason) -> SessionReply {
            .refused(command.commandId, reason, revision: revision, sessionId: session?.id)
        }
        guard !command.commandId.isEmpty, !command.deviceId.isEmpty else { return refuse(.invalidCommand) }
        // A time outside this century would be stored and exported as given (year 99999).
        if let at = command.at, !CommandLimits.at.contains(at) { return refuse(.invalidValue) }
        if command.type == .start {
            if let session, session.isOpen { return refuse(.alreadyActive) }
            guard let plan = context.plan else { return refuse(.notFound) }
            return start(command, plan: plan, at: at, equipment: context.equipment)
        }
        guard let current = session else { return refuse(.noActiveSession) }
        if command.type == .healthSample, !current.isOpen {
            guard current.status == .finished, let finished = current.finishedAt,
                  at.timeIntervalSince(finished) <= Self.healthBackfill
            else { return refuse(.noActiveSession) }
        } else if !current.isOpen {
            return refuse(.sessionEnded)
        }
        // Stale only when what the command names changed since: its side effects (a rest timer restarted, the
        // current exercise moved on) are not what the device edited.
        if let expected = command.expectedRevision, (changed[Self.target(of: command, in: current)] ?? 0) > expected {
            return refuse(.staleRevision)
        }
        // The draft owns the state while the command runs (no copy on write); every handler checks before it
        // emits, so a refused draft hands the state back unchanged.
        session = nil
        var draft = Draft(session: consume current, command: command, at: at)
        let outcome: SessionReason? = switch command.type {
        case .start: .invalidCommand
        case .completeSet: draft.completeSet()
        case .updateSet: draft.updateSet()
        case .uncompleteSet: draft.uncompleteSet()
        case .addSet: draft.addSet()
        case .skipExercise: draft.skipExercise()
        case .goToExercise: draft.goToExercise()
        case .swapExercise: draft.swapExercise(catalog: context.catalog)
        case .startRest: draft.startRest(seconds: command.seconds)
        case .adjustRest: draft.adjustRest()
        case .skipRest: draft.skipRest()
        case .pause: draft.pause()
        case .resume: draft.resume()
        case .healthSample: draft.healthSample()
        case .finish: draft.finish(records: context.records, bests: context.bests)
        case .discard: draft.discard()
        }
        if let outcome {
            session = draft.session
            return refuse(outcome)
        }
        return commit(draft, command: command)
    }

    /// What a command names: its set, its exercise, the rest timer, the health figures or the session.
    static func target(of command: SessionCommand, in session: Session) -> String {
        switch command.type {
        case .completeSet, .updateSet, .uncompleteSet: "set:" + (command.setId ?? "")
        case .addSet, .skipExercise, .swapExercise: "exercise:" + String(command.exerciseIndex ?? session.currentExerciseIndex)
        case .startRest, .adjustRest, .skipRest: "rest"
        case .healthSample: "health"
        case .start, .goToExercise, .pause, .resume, .finish, .discard: "session"
        }
    }

    private mutating func start(_ command: SessionCommand, plan: WorkoutPlan, at: Date, equipment: [Equipment]) -> SessionReply {
        let exercises = plan.exercises.enumerated().map { index, item in
            let target = SessionSet.Amount.target(item.target.max, in: item.unit, weightKg: item.suggestedWeightKg)
            // Warm-ups first, numbered apart (1.w1, 1.w2…) so the working sets keep their ids (1.1, 1.2…).
            let warmups = (item.warmup ?? []).enumerated().map { number, step in
                SessionSet(
                    setId: "\(index + 1).w\(number + 1)", kind: .warmup,
                    target: .target(step.reps, in: .reps, weightKg: step.weightKg))
            }
            return SessionExercise(
                exerciseId: item.exerciseId, name: item.name, restSeconds: item.restSeconds,
                status: index == 0 ? .active : .pending,
                sets: warmups
                    + (0..<item.sets).map { SessionSet(setId: "\(index + 1).\($0 + 1)", kind: .normal, target: target) },
                why: item.why.isEmpty ? nil : item.why, group: item.group, format: item.format,
                perHand: item.perHand ? true : nil)
        }
        let first = Session(
            id: "session-\(command.commandId)", planId: plan.id, date: plan.date.description, status: .active,
            revision: 0, startedAt: at, currentExerciseIndex: 0, exercises: exercises, pauses: [],
            health: Session.Health(), equipment: equipment)
        changed = [:]
        var draft = Draft(session: first, command: command, at: at)
        draft.emit(.sessionStarted, target: "session") { $0.session = first }
        return commit(draft, command: command)
    }

    /// Keeps the draft's state (its events already carry the next revision) and notes what each target last changed.
    private mutating func commit(_ draft: Draft, command: SessionCommand) -> SessionReply {
        for target in draft.targets { changed[target] = draft.session.revision }
        session = draft.session
        return .applied(command.commandId, revision: draft.session.revision, events: draft.events, sessionId: draft.session.id)
    }
}
