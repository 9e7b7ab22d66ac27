import FitTodayDomain
import FitTodaySession
import Foundation

/// What one command's transaction reads and writes, whatever holds it (SQLite, memory): the steps of applying a
/// command are written once, in `SessionTransaction`, over these.
protocol SessionLedger {
    func reply(to commandId: String) throws -> RememberedReply?
    /// The most recent session and, per target, the revision that last changed it.
    func latest() throws -> (session: Session, changed: [String: Int])?
    /// The plan `start` asks for: by id, else the one recorded for `date`.
    func plan(id: String?, date: CalendarDay) throws -> RecordedPlan?
    func bests(for exerciseIds: [String]) throws -> [String: PersonalBests]
    mutating func remember(_ reply: SessionReply, commandId: String, fingerprint: String) throws
    mutating func append(_ events: [SessionEvent]) throws
    mutating func save(_ session: Session, changed: [String: Int], isNew: Bool) throws
    /// Puts the workout done in place of the day's plan (the plan is kept aside) and notes each exercise's log.
    mutating func recordPerformed(_ plan: WorkoutPlan, replacing recorded: RecordedPlan) throws
    mutating func saveBests(_ bests: [String: PersonalBests]) throws
}

package enum SessionTransaction {
    /// One command, start to end, inside the caller's transaction. A command out of `CommandLimits` is refused and
    /// nothing of it is kept (without its id when the id is the fault); a command id answered before gives its
    /// reply again to the same command and `commandIdReused` (not kept either) to another one.
    static func apply(
        _ command: SessionCommand, now: Date, setting: CommandSetting, ledger: inout some SessionLedger
    ) throws -> SessionReply {
        if let fault = CommandLimits.fault(in: command) {
            let latest = try ledger.latest()?.session
            return .refused(
                fault.field == "commandId" ? nil : command.commandId, .invalidValue, revision: latest?.revision ?? 0,
                sessionId: latest?.id)
        }
        let fingerprint = CommandFingerprint.of(command)
        if let earlier = try ledger.reply(to: command.commandId) {
            if earlier.answers(fingerprint) { return earlier.reply }
            let latest = try ledger.latest()?.session
            return .refused(command.commandId, .commandIdReused, revision: latest?.revision ?? 0, sessionId: latest?.id)
        }
        let latest = try ledger.latest()
        var engine = SessionEngine(session: latest?.session, changed: latest?.changed ?? [:])
        var context = CommandInputs(equipment: setting.equipment, catalog: setting.catalog, records: setting.records)
        if command.type == .start {
            var day = setting.today
            if let text = command.date {
                guard let parsed = CalendarDay(iso: text) else {
                    let reply = SessionReply.refused(
                        command.commandId, .invalidValue, revision: latest?.session.revision ?? 0,
                        sessionId: latest?.session.id)
                    return try remember(reply, command, fingerprint, &ledger)
                }
                day = parsed
            }
            context.plan = try ledger.plan(id: command.planId, date: day)?.plan
            // A day already trained holds the workout done: training it again would put another in its place.
            if context.plan?.performance != nil {
                let reply = SessionReply.refused(
                    command.commandId, .sessionEnded, revision: latest?.session.revision ?? 0, sessionId: latest?.session.id)
                return try remember(reply, command, fingerprint, &ledger)
            }
            // What the plan asks for is at hand, whatever profile the caller assumed: swaps may use it too.
            let planned = context.plan?.exercises.flatMap(\.equipment) ?? []
            context.equipment = EquipmentSet(setting.equipment + planned).members
        } else if command.type == .finish, let session = latest?.session {
            context.bests = try ledger.bests(for: session.exercises.map(\.exerciseId))
        }
        let reply = engine.apply(command, now: now, context: context)
        guard reply.ok, let session = engine.session else { return try remember(reply, command, fingerprint, &ledger) }
        try ledger.append(reply.events ?? [])
        try ledger.save(session, changed: engine.changed, isNew: command.type == .start)
        if command.type == .finish {
            try ledger.saveBests(setting.records.bests(after: session, before: context.bests))
            // The session's plan; when another took the day's place meanwhile (a new plan raced the session), the
            // day's: what was trained is recorded either way, the plan kept aside.
            let day = CalendarDay(iso: session.date) ?? setting.today
            if let planned = try ledger.plan(id: session.planId, date: day) ?? ledger.plan(id: nil, date: day),
               let performed = session.performedPlan(
                from: planned.plan, catalog: setting.catalog, bodyWeightKg: setting.bodyWeightKg)
            {
                try ledger.recordPerformed(performed, replacing: planned)
            }
        }
        return try remember(reply, command, fingerprint, &ledger)
    }

    private static func remember(
        _ reply: SessionReply, _ command: SessionCommand, _ fingerprint: String, _ ledger: inout some SessionLedger
    ) throws -> SessionReply {
        if !command.commandId.isEmpty { try ledger.remember(reply, commandId: command.commandId, fingerprint: fingerprint) }
        return reply
    }
}
