import FitTodayComposition
import FitTodayDomain
import FitTodayServer
import FitTodayUseCases
import FitTodaySession
import FitTodayStorage
import FitTodayTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The three doors of a session command (`session apply`'s handler call, `POST /v1/sessions/commands`, a WebSocket
/// message) lead to one handler: the same command gets the same reply and status through each, and a retry is
/// answered from the reply the store remembered, whichever door it comes through.
@Suite("One handler answers session commands from the CLI, HTTP and the WebSocket")
struct CommandEntryPointTests {
    /// An answer as the tests compare it: the status (the HTTP one; a line's status by the same rule) and the reply
    /// object with its message.
    struct Answer: CustomStringConvertible {
        var status: Int
        var reply: [String: Any]

        var description: String { "\(status) \(reply)" }

        /// The reply object as JSON with sorted keys: equal text, equal object.
        var canonical: Data? { try? JSONSerialization.data(withJSONObject: reply, options: [.sortedKeys]) }

        func same(as other: Answer) -> Bool {
            status == other.status && canonical != nil && canonical == other.canonical
        }
    }

    /// One door: sends a command's text, returns the answer.
    typealias Door = (String) async throws -> Answer

    /// Commands after the start: applied, refused by the engine, refused as read (wrong type, unknown type, not an
    /// object, a field out of bounds), and a last one applied.
    static let script = [
        #"{"commandId":"c1","deviceId":"phone","type":"completeSet","setId":"1.1","reps":8,"weightKg":20,"at":"2026-11-20T10:01:00Z"}"#,
        #"{"commandId":"c2","deviceId":"phone","type":"completeSet","setId":"9.9","reps":8,"at":"2026-11-20T10:02:00Z"}"#,
        #"{"commandId":"c3","deviceId":"phone","type":"completeSet","setId":"1.2","reps":"ten"}"#,
        #"{"commandId":"c4","deviceId":"phone","type":"teleport"}"#,
        #"[1,2]"#,
        #"{"commandId":"c5","deviceId":"phone","type":"finish","rating":9}"#,
        #"{"commandId":"c6","deviceId":"watch","type":"healthSample","heartRateBpm":120,"at":"2026-11-20T10:03:00Z"}"#,
    ]

    static let start = #"{"commandId":"s","deviceId":"phone","type":"start","date":"2026-11-20"}"#

    /// A person of the fixture's service with the day's plan and a started session: their token, their id and the
    /// session's id.
    static func startedPerson(_ name: String, fixture: ServerFixture, client: some TestClientProtocol) async throws
        -> (token: String, personId: String, sessionId: String)
    {
        var generator = SeededGenerator(seed: UInt64(name.utf8.reduce(11) { $0 &* 31 &+ UInt64($1) }))
        let token = AccessToken.issue(using: &generator)
        let person = try await fixture.stores.people.addPerson(name: name, token: token, at: ServerFixture.now)
        let plan = try await client.execute(
            uri: "/v1/plans", method: .post, headers: .auth(token.text),
            body: .json(#"{"profile":"full-gym","date":"2026-11-20","seed":5}"#))
        try #require(plan.status == .ok || plan.status == .created, "\(plan.text)")
        let started = try await client.execute(
            uri: "/v1/sessions/commands", method: .post, headers: .auth(token.text), body: .json(start))
        let sessionId = try #require(started.object["sessionId"] as? String, "\(started.text)")
        return (token.text, person.id, sessionId)
    }

    /// The door `session apply` uses: the handler, called on the person's store with a setting made as the CLI
    /// makes it, on the fixture's clock; the line's status by the HTTP rule.
    static func cliDoor(fixture: ServerFixture, personId: String, now: Date = ServerFixture.now) throws -> Door {
        let handler = SessionCommandHandler(
            setting: try CommandSetting(resources: ServerFixture.resources, profile: nil, equipment: nil, now: now),
            timeout: 10, now: { now })
        let store = fixture.stores.store(for: personId)
        return { text in
            let line = try await handler.answer(CommandBody(text: text), in: store).jsonLine()
            #expect(line.hasSuffix("\n") && line.filter { $0 == "\n" }.count == 1, "one line")
            let reply = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return Answer(status: Self.status(of: reply), reply: reply)
        }
    }

    static func httpDoor(client: some TestClientProtocol, token: String) -> Door {
        { text in
            let response = try await client.execute(
                uri: "/v1/sessions/commands", method: .post, headers: .auth(token), body: .json(text))
            return Answer(status: Int(response.status.code), reply: response.object)
        }
    }

    static func socketDoor(_ socket: LiveSocketClient) -> Door {
        { text in
            let before = socket.replies.count
            socket.send(text)
            #expect(await eventually { socket.replies.count == before + 1 }, "a reply to \(text)")
            let message = try #require(socket.replies.last)
            return Answer(status: message["status"] as? Int ?? -1, reply: message["reply"] as? [String: Any] ?? [:])
        }
    }

    /// The status of a reply object (docs/sessions.md), for a CLI line (which has none of its own).
    static func status(of reply: [String: Any]) -> Int {
        switch reply["reasonCode"] as? String {
        case nil: 200
        case "notFound": 404
        case "invalidCommand", "invalidValue": 422
        case "busy", "timeout": 503
        case "unknown": 500
        default: 409
        }
    }

    @Test("the same commands through the CLI's handler call, HTTP and the WebSocket get the same replies and statuses")
    func sameReplies() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.live) { client in
            let port = try #require(client.port)
            let ana = try await Self.startedPerson("ana-doors", fixture: fixture, client: client)
            let bia = try await Self.startedPerson("bia-doors", fixture: fixture, client: client)
            let cid = try await Self.startedPerson("cid-doors", fixture: fixture, client: client)
            let socket = LiveSocketClient(port: port, path: "/v1/sessions/\(bia.sessionId)/live", token: bia.token)
            defer { socket.cancel() }
            #expect(await eventually { socket.opened })
            let doors: [(String, Door)] = [
                ("cli", try Self.cliDoor(fixture: fixture, personId: ana.personId)),
                ("http", Self.httpDoor(client: client, token: cid.token)),
                ("websocket", Self.socketDoor(socket)),
            ]
            var answers: [[Answer]] = []
            for (_, door) in doors {
                var these: [Answer] = []
                for text in Self.script { these.append(try await door(text)) }
                answers.append(these)
            }
            let statuses = answers[0].map(\.status)
            #expect(statuses == [200, 404, 422, 422, 422, 422, 200], "\(statuses)")
            #expect(answers[0][0].reply["ok"] as? Bool == true && (answers[0][0].reply["events"] as? [Any])?.isEmpty == false)
            #expect((answers[0][2].reply["message"] as? String)?.contains("reps") == true, "\(answers[0][2])")
            for (index, (name, _)) in doors.enumerated().dropFirst() {
                for (line, (first, other)) in zip(answers[0], answers[index]).enumerated() {
                    #expect(first.same(as: other), "\(name), line \(line): \(other) is not \(first)")
                }
            }
        }
    }

    @Test("a retried command id is answered from the remembered reply through each door, whichever door applied it")
    func retries() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.live) { client in
            let port = try #require(client.port)
            let ana = try await Self.startedPerson("ana-retry", fixture: fixture, client: client)
            let socket = LiveSocketClient(port: port, path: "/v1/sessions/\(ana.sessionId)/live", token: ana.token)
            defer { socket.cancel() }
            #expect(await eventually { socket.opened })
            // A CLI run an hour later: applied again, its events would carry its own time and a new revision.
            let later = ServerFixture.now.addingTimeInterval(3_600)
            let doors: [(String, Door)] = [
                ("cli", try Self.cliDoor(fixture: fixture, personId: ana.personId, now: later)),
                ("http", Self.httpDoor(client: client, token: ana.token)),
                ("websocket", Self.socketDoor(socket)),
            ]
            let store = fixture.stores.store(for: ana.personId)
            for (applier, door) in doors {
                // No `at`: the time of the events is the applying door's clock.
                let command = #"{"commandId":"hr-\#(applier)","deviceId":"watch","type":"healthSample","heartRateBpm":100}"#
                let first = try await door(command)
                #expect(first.status == 200 && first.reply["ok"] as? Bool == true, "\(applier): \(first)")
                let revision = try #require(try await store.latestSession()?.revision)
                for (retrier, retry) in doors {
                    let again = try await retry(command)
                    #expect(again.same(as: first), "\(applier) then \(retrier): \(again) is not \(first)")
                }
                #expect(try await store.latestSession()?.revision == revision, "no retry applied anything")
                // Another command under the used id is refused by the same rule, through each door.
                let other = #"{"commandId":"hr-\#(applier)","deviceId":"watch","type":"healthSample","heartRateBpm":101}"#
                for (retrier, retry) in doors {
                    let reused = try await retry(other)
                    #expect(reused.status == 409 && reused.reply["reasonCode"] as? String == "commandIdReused", "\(retrier): \(reused)")
                }
            }
        }
    }
}
