@testable import FitTodayServer
import FitTodayComposition
import NIOCore
import Testing

/// The connection's clock as a value: which deadline applies in each phase, and what expires.
@Suite("Connection timeline")
struct ConnectionTimelineTests {
    static let limits = ConnectionLimits(idleTimeout: .seconds(60), headTimeout: .seconds(10), bodyTimeout: .seconds(30))
    static let start = NIODeadline.uptimeNanoseconds(1_000_000_000)

    static func at(_ seconds: Int64) -> NIODeadline { start + .seconds(seconds) }

    @Test("idle, then a head arriving, a body, the server's turn (no deadline), and idle again")
    func phases() {
        var timeline = ConnectionTimeline(limits: Self.limits, now: Self.start)
        #expect(timeline.phase == .idle)
        #expect(timeline.deadline?.at == Self.at(60))
        timeline.bytesArrived(now: Self.at(5))
        #expect(timeline.phase == .head)
        #expect(timeline.deadline?.at == Self.at(15))
        timeline.bytesArrived(now: Self.at(9))
        #expect(timeline.deadline?.at == Self.at(15), "more bytes do not extend a head's time")
        #expect(timeline.expired(now: Self.at(14)) == nil)
        #expect(timeline.expired(now: Self.at(15)) == .head)
        timeline.headReceived(now: Self.at(6))
        #expect(timeline.phase == .body)
        #expect(timeline.deadline?.at == Self.at(36))
        timeline.requestEnded()
        #expect(timeline.phase == .answering)
        #expect(timeline.deadline == nil)
        #expect(!timeline.isIdle)
        timeline.answerSent(now: Self.at(100))
        #expect(timeline.phase == .idle)
        #expect(timeline.isIdle)
        #expect(timeline.deadline?.at == Self.at(160))
        #expect(timeline.expired(now: Self.at(160)) == .idle)
    }

    @Test("a pipelined head that starts during an answer gets its full head time from the end of the answer")
    func pipelined() {
        var timeline = ConnectionTimeline(limits: Self.limits, now: Self.start)
        timeline.bytesArrived(now: Self.at(1))
        timeline.headReceived(now: Self.at(1))
        timeline.requestEnded()
        timeline.bytesArrived(now: Self.at(2))
        #expect(timeline.phase == .answering)
        timeline.answerSent(now: Self.at(50))
        #expect(timeline.phase == .head)
        #expect(timeline.deadline?.at == Self.at(60))
    }

    @Test("an upgraded or closed connection has no deadline")
    func finished() {
        var timeline = ConnectionTimeline(limits: Self.limits, now: Self.start)
        timeline.finish()
        #expect(timeline.phase == .done)
        #expect(timeline.deadline == nil)
        #expect(timeline.expired(now: Self.at(1_000)) == nil)
    }

    @Test("the first bytes of a request tell a method from noise, and a request line from headers")
    func evidence() {
        var evidence = RequestLineEvidence()
        evidence.record(Array("BREW /pot HT".utf8))
        #expect(evidence.startsWithToken)
        #expect(!evidence.sawLineEnd)
        evidence.record(Array("TP/1.1\r\nHost: x".utf8))
        #expect(evidence.sawLineEnd)
        evidence.reset()
        evidence.record([0x80, 0x20, 0x41])
        #expect(!evidence.startsWithToken)
    }

    @Test("the connection settings are applied, and a bad value is reported")
    func environment() throws {
        var limits = ConnectionLimits()
        limits.apply(try Settings(environment: [
            "FITTODAY_IDLE_TIMEOUT": "5", "FITTODAY_HEAD_TIMEOUT": "0.5", "FITTODAY_BODY_TIMEOUT": "7",
            "FITTODAY_MAX_CONNECTIONS": "300", "FITTODAY_MAX_HEADER_BYTES": "8192", "FITTODAY_MAX_HEADERS": "50",
        ]).server())
        #expect(limits == ConnectionLimits(
            idleTimeout: .seconds(5), headTimeout: .milliseconds(500), bodyTimeout: .seconds(7), maxConnections: 300,
            maxHeaderBytes: 8192, maxHeaderCount: 50))
        #expect(throws: SettingsProblem.self) { try Settings(environment: ["FITTODAY_HEAD_TIMEOUT": "0"]).server() }
        #expect(throws: SettingsProblem.self) { try Settings(environment: ["FITTODAY_MAX_CONNECTIONS": "lots"]).server() }
        #expect(ConnectionLimits().resolvedMaxConnections >= 16)
    }
}
