package import FitTodayDomain
package import FitTodaySession
package import Foundation

/// Everything one command's transaction may read, read before it runs: for a store whose reads are asynchronous
/// (PostgreSQL), which cannot answer `SessionLedger`'s questions one at a time from inside `SessionTransaction`.
/// `SessionReads.needs` says what to read; `BufferedLedger` answers from it and collects the writes, which the
/// store then performs in the same database transaction. The steps of a command stay written once.
package struct SessionReads: Sendable {
    /// Which recorded plan: by id, else the one of the day.
    package struct PlanKey: Hashable, Sendable {
        package var id: String?
        package var date: CalendarDay

        package init(id: String?, date: CalendarDay) {
            self.id = id
            self.date = date
        }
    }

    package var reply: RememberedReply?
    package var latest: (session: Session, changed: [String: Int])?
    /// Every plan `needs` named, found or not (`nil`).
    package var plans: [PlanKey: RecordedPlan?]
    package var bests: [String: PersonalBests]

    package init(
        reply: RememberedReply? = nil, latest: (session: Session, changed: [String: Int])? = nil,
        plans: [PlanKey: RecordedPlan?] = [:], bests: [String: PersonalBests] = [:]
    ) {
        self.reply = reply
        self.latest = latest
        self.plans = plans
        self.bests = bests
    }

    /// Given the command and the latest session (read first, with the earlier reply), the plans and the bests its
    /// transaction may ask for: a `start` the plan it names (or the day's), a `finish` the session's plan (and the
    /// day's, should a new plan have taken its place) and the bests of its exercises.
    package static func needs(_ command: SessionCommand, setting: CommandSetting, latest: Session?)
        -> (plans: [PlanKey], bestsOf: [String])
    {
        switch command.type {
        case .start:
            let day = command.date.flatMap(CalendarDay.init(iso:)) ?? setting.today
            return ([PlanKey(id: command.planId, date: day)], [])
        case .finish:
            guard let latest else { return ([], []) }
            let day = CalendarDay(iso: latest.date) ?? setting.today
            return ([PlanKey(id: latest.planId, date: day), PlanKey(id: nil, date: day)], latest.exercises.map(\.exerciseId))
        default:
            return ([], [])
        }
    }
}

/// One write of a command's transaction, in order.
package enum SessionWrite: Sendable {
    case remember(SessionReply, commandId: String, fingerprint: String)
    case append([SessionEvent])
    case save(Session, changed: [String: Int], isNew: Bool)
    case recordPerformed(WorkoutPlan, replacing: RecordedPlan)
    case saveBests([String: PersonalBests])
}

/// A `SessionLedger` over reads made beforehand; its writes are collected, not performed.
package struct BufferedLedger: SessionLedger {
    /// The transaction asked for something `SessionReads.needs` did not foresee: a fault of this code, never of
    /// the data.
    package struct Unforeseen: Error {
        package var what: String
    }

    package let reads: SessionReads
    package private(set) var writes: [SessionWrite] = []

    package init(reads: SessionReads) {
        self.reads = reads
    }

    func reply(to commandId: String) throws -> RememberedReply? { reads.reply }

    func latest() throws -> (session: Session, changed: [String: Int])? { reads.latest }

    func plan(id: String?, date: CalendarDay) throws -> RecordedPlan? {
        guard let found = reads.plans[SessionReads.PlanKey(id: id, date: date)] else {
            throw Unforeseen(what: "the plan \(id ?? "of \(date)")")
        }
        return found
    }

    func bests(for exerciseIds: [String]) throws -> [String: PersonalBests] {
        reads.bests.filter { exerciseIds.contains($0.key) }
    }

    mutating func remember(_ reply: SessionReply, commandId: String, fingerprint: String) throws {
        writes.append(.remember(reply, commandId: commandId, fingerprint: fingerprint))
    }

    mutating func append(_ events: [SessionEvent]) throws { writes.append(.append(events)) }

    mutating func save(_ session: Session, changed: [String: Int], isNew: Bool) throws {
        writes.append(.save(session, changed: changed, isNew: isNew))
    }

    mutating func recordPerformed(_ plan: WorkoutPlan, replacing recorded: RecordedPlan) throws {
        writes.append(.recordPerformed(plan, replacing: recorded))
    }

    mutating func saveBests(_ bests: [String: PersonalBests]) throws { writes.append(.saveBests(bests)) }
}

extension SessionLedger {
    /// What `command`'s transaction reads, read now from this ledger (the memory store runs every command this
    /// way, so the read-ahead path is the one its tests exercise).
    func reads(for command: SessionCommand, setting: CommandSetting) throws -> SessionReads {
        // A command out of bounds is refused from the latest session alone: its id is not even looked up.
        if CommandLimits.fault(in: command) != nil { return SessionReads(latest: try latest()) }
        var reads = SessionReads(reply: try reply(to: command.commandId), latest: try latest())
        guard reads.reply == nil else { return reads }
        let needs = SessionReads.needs(command, setting: setting, latest: reads.latest?.session)
        for key in needs.plans { reads.plans[key] = .some(try plan(id: key.id, date: key.date)) }
        if !needs.bestsOf.isEmpty { reads.bests = try bests(for: needs.bestsOf) }
        return reads
    }

    /// Performs a transaction's collected writes, in order.
    mutating func perform(_ writes: [SessionWrite]) throws {
        for write in writes {
            switch write {
            case .remember(let reply, let commandId, let fingerprint): try remember(reply, commandId: commandId, fingerprint: fingerprint)
            case .append(let events): try append(events)
            case .save(let session, let changed, let isNew): try save(session, changed: changed, isNew: isNew)
            case .recordPerformed(let plan, let recorded): try recordPerformed(plan, replacing: recorded)
            case .saveBests(let bests): try saveBests(bests)
            }
        }
    }
}

extension SessionTransaction {
    /// One command over reads made beforehand: its reply and the writes to perform, in order, in the same
    /// database transaction as the reads.
    package static func apply(_ command: SessionCommand, now: Date, setting: CommandSetting, reads: SessionReads) throws
        -> (reply: SessionReply, writes: [SessionWrite])
    {
        var ledger = BufferedLedger(reads: reads)
        let reply = try apply(command, now: now, setting: setting, ledger: &ledger)
        return (reply, ledger.writes)
    }
}
