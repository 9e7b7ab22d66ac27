import FitTodayUseCases
import CNcurses
import FitTodayDomain
import FitTodaySession
import FitTodayStorage
import FitTodayLocalization
import Foundation

/// The terminal side of `train`: ncurses in, `TrainerModel` in the middle, the store behind. Every 250 ms (or at
/// once after a key) it reads the session back from the store, so what another device did shows up too, and
/// draws the model's lines; every key's commands are applied to the store, durably, before the screen changes.
struct TrainerScreen {
    enum Outcome: Equatable {
        /// `q`: the session stays active.
        case quit
        case finished
        /// Another device discarded the session.
        case discarded
    }

    /// How long a key read waits, so the rest countdown ticks.
    static let tickMilliseconds: Int32 = 250

    let store: any HistoryStore & SessionStore
    let handler: SessionCommandHandler
    var model: TrainerModel

    /// Runs until the person quits or the workout is over; the terminal is always restored, on a signal too. The
    /// store is awaited between key reads (a PostgreSQL round trip as well as a SQLite call); nothing else touches
    /// the terminal meanwhile.
    mutating func run() async throws -> Outcome {
        setlocale(LC_ALL, "")
        fittoday_catch_signals()
        let colors = fittoday_start(Self.tickMilliseconds) != 0
        defer { fittoday_end() }
        while true {
            if let ended = try await reload() { return ended }
            draw(model.lines(now: Date(), width: Int(fittoday_columns()), height: Int(fittoday_rows())), colors: colors)
            var code: Int32 = 0
            let kind = fittoday_read_key(&code)
            guard kind != 0, let key = Self.key(kind: kind, code: code) else { continue }
            let reaction = model.react(to: key) { "terminal-\(UUID().uuidString.lowercased())" }
            model.status = reaction.note
            model.mode = reaction.mode
            for command in reaction.commands { try await apply(command) }
            if model.mode == .quit {
                return model.session.status == .finished ? .finished : .quit
            }
        }
    }

    /// Applies one command; a refusal's reason (or a busy store) goes on the status line, and a refused `finish`
    /// goes back to the workout.
    private mutating func apply(_ command: SessionCommand) async throws {
        do {
            let reply = try await handler.apply(command, in: store)
            if !reply.ok {
                model.status = ReplyLine.message(for: reply)
                if model.mode == .summary { model.mode = .main }
            }
        } catch let error as HistoryStoreError where error.isTemporary {
            model.status = say(.trainerStoreBusy)
            if model.mode == .summary { model.mode = .main }
        }
    }

    /// The session as the store has it now. Nil while the workout goes on; the outcome once it ended elsewhere.
    private mutating func reload() async throws -> Outcome? {
        let latest: Session?
        do {
            latest = try await store.latestSession()
        } catch let error as HistoryStoreError where error.isTemporary {
            return nil
        }
        guard let latest else { return .discarded }
        if latest.id != model.session.id, latest.isOpen {
            // Another device finished this one and started the next: follow it, with its plan.
            var plan: WorkoutPlan?
            if let day = CalendarDay(iso: latest.date) { plan = try await store.recorded(on: day)?.plan }
            model.plan = plan
            model.mode = .main
        }
        model.session = latest
        switch latest.status {
        case .active, .paused: return nil
        case .discarded: return .discarded
        case .finished:
            if model.mode != .summary, model.mode != .quit { model.mode = .summary }
            return nil
        }
    }

    private func draw(_ lines: [TrainerModel.Line], colors: Bool) {
        fittoday_erase()
        for (row, line) in lines.enumerated() {
            fittoday_put(Int32(row), 0, line.text, Self.attributes(line.style, colors: colors))
        }
        fittoday_refresh()
    }

    static func attributes(_ style: TrainerModel.Line.Style, colors: Bool) -> Int32 {
        let color = { (pair: Int32) in colors ? fittoday_color_pair(pair) : 0 }
        return switch style {
        case .plain: 0
        case .title: fittoday_bold() | color(3)
        case .strong: fittoday_bold()
        case .dim: fittoday_dim()
        case .selected: fittoday_reverse()
        case .alert: fittoday_bold() | color(1)
        case .accent: fittoday_bold() | color(2)
        }
    }

    /// An ncurses key as the model's; nil for keys it does not use.
    static func key(kind: Int32, code: Int32) -> TrainerModel.Key? {
        if kind == 2 {
            return switch code {
            case fittoday_key_up(): .up
            case fittoday_key_down(): .down
            case fittoday_key_left(): .left
            case fittoday_key_right(): .right
            case fittoday_key_enter(): .enter
            case fittoday_key_backspace(): .backspace
            case fittoday_key_resize(): .resize
            default: nil
            }
        }
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        default: return UnicodeScalar(UInt32(bitPattern: code)).map { .character(Character($0)) }
        }
    }
}
