import NIOCore

/// The clock of one connection, as a value: what the client is doing (nothing, sending a head, sending a body,
/// waiting for our answer) and when it must have moved on. `ConnectionGuard` feeds it the connection's events and
/// arms one timer at `deadline`; no time passes inside, every event is given its `now`.
struct ConnectionTimeline {
    enum Phase: Equatable {
        /// No request in progress: the connection is idle (keep-alive, or before the first request).
        case idle
        /// Bytes of a request arrived, its head is not complete yet.
        case head
        /// The head arrived, its body has not ended.
        case body
        /// Every request read is being answered: the server's turn, no client timeout applies.
        case answering
        /// Upgraded (WebSocket) or closed: nothing more to time.
        case done
    }

    /// Why a connection was closed by its clock.
    enum Expiry: String, Equatable {
        case idle, head, body
    }

    let limits: ConnectionLimits
    private(set) var since: NIODeadline
    private var reading = false
    private var partial = false
    private var unanswered = 0
    private var finished = false
    private var headAt: NIODeadline
    private var partialAt: NIODeadline

    init(limits: ConnectionLimits, now: NIODeadline) {
        self.limits = limits
        since = now
        headAt = now
        partialAt = now
    }

    var phase: Phase {
        if finished { return .done }
        if reading { return .body }
        if unanswered > 0 { return .answering }
        return partial ? .head : .idle
    }

    /// True while no request is in progress (idle or a head still arriving): such a connection is the first to be
    /// closed when the service runs out of connections.
    var isIdle: Bool { phase == .idle || phase == .head }

    /// When the connection must have moved on, and what it is late for; nil while the server is answering.
    var deadline: (at: NIODeadline, expiry: Expiry)? {
        switch phase {
        case .idle: (since + TimeAmount(limits.idleTimeout), .idle)
        case .head: (partialAt + TimeAmount(limits.headTimeout), .head)
        case .body: (headAt + TimeAmount(limits.bodyTimeout), .body)
        case .answering, .done: nil
        }
    }

    /// Bytes came in. Outside a body they start (or continue) the next request's head.
    mutating func bytesArrived(now: NIODeadline) {
        guard !reading, !partial, !finished else { return }
        partial = true
        partialAt = now
    }

    /// A request's head is complete: its body's clock starts.
    mutating func headReceived(now: NIODeadline) {
        reading = true
        partial = false
        headAt = now
    }

    /// A request was read to its end: it waits for our answer.
    mutating func requestEnded() {
        guard reading else { return }
        reading = false
        unanswered += 1
    }

    /// An answer was sent in full. When nothing else is waiting, the connection is idle from now on, or, if the
    /// next request had started arriving, its head's clock starts now at the latest.
    mutating func answerSent(now: NIODeadline) {
        unanswered = max(0, unanswered - 1)
        guard unanswered == 0 else { return }
        since = now
        if partial { partialAt = max(partialAt, now) }
    }

    /// The connection left HTTP/1 (WebSocket) or closed.
    mutating func finish() {
        finished = true
    }

    /// The timer fired at `now`: the expiry when a deadline has passed, else nil (re-arm at `deadline`).
    func expired(now: NIODeadline) -> Expiry? {
        guard let deadline, now >= deadline.at else { return nil }
        return deadline.expiry
    }
}
