import FitTodayDomain
import FitTodayUseCases
import FitTodaySession
import Foundation
import Testing

/// `CommandBody` parses a command's text once, straight from the strict JSON value into `SessionCommand`: it reads
/// what `SessionWire`'s decoder reads, field for field.
@Suite("A command body is parsed once into the engine's command")
struct CommandBodyTests {
    /// A command with every field set.
    static var full: SessionCommand {
        var command = SessionCommand(
            commandId: "c-1", deviceId: "watch", type: .completeSet, at: SessionWire.parse("2026-11-20T10:00:00.250Z"),
            expectedRevision: 4)
        command.date = "2026-11-20"
        command.planId = "plan-1"
        command.setId = "1.2"
        command.reps = 8
        command.seconds = 30
        command.meters = 40
        command.weightKg = 22.5
        command.rpe = 8.5
        command.exerciseIndex = 2
        command.kind = .dropset
        command.exerciseId = "squat"
        command.deltaSeconds = -15
        command.activeEnergyKcal = 120.5
        command.heartRateBpm = 131
        command.steps = 900
        command.rating = 4
        command.notes = "leve"
        return command
    }

    static func command(_ text: String) -> SessionCommand? {
        if case .command(let command) = CommandBody(text: text).parsed { return command }
        return nil
    }

    static func refusal(_ text: String) -> (commandId: String?, reason: SessionReason, message: String)? {
        if case .refused(let commandId, let reason, let message) = CommandBody(text: text).parsed {
            return (commandId, reason, message)
        }
        return nil
    }

    @Test("every field of a command survives the wire: written by SessionWire, read by CommandBody")
    func everyField() throws {
        let full = Self.full
        // A field added to SessionCommand and left out here fails this first.
        for child in Mirror(reflecting: full).children {
            let mirror = Mirror(reflecting: child.value)
            if mirror.displayStyle == .optional { #expect(mirror.children.count == 1, "\(child.label ?? "?") is set") }
        }
        let text = String(decoding: try SessionWire.encoder().encode(full), as: UTF8.self)
        #expect(Self.command(text) == full, "\(text)")
    }

    @Test("what SessionWire's decoder reads (whole numbers written 5.0 or 1e2, null as absent, times with or without fractions), CommandBody reads the same")
    func sameAsTheDecoder() throws {
        let bodies = [
            #"{"commandId":"a","deviceId":"d","type":"completeSet","setId":"1.1","reps":5.0,"weightKg":20}"#,
            #"{"commandId":"a","deviceId":"d","type":"completeSet","setId":"1.1","reps":1e2,"rpe":7}"#,
            #"{"commandId":"a","deviceId":"d","type":"pause","at":"2026-11-20T10:00:00Z","notes":null}"#,
            #"{"commandId":"a","deviceId":"d","type":"pause","at":"2026-11-20T10:00:00.5Z","expectedRevision":-0.0}"#,
            #"{"commandId":"a","deviceId":"d","type":"addSet","exerciseIndex":1,"kind":"warmup","extra":[1,{"x":2}]}"#,
        ]
        for body in bodies {
            let decoded = try SessionWire.decoder().decode(SessionCommand.self, from: Data(body.utf8))
            #expect(Self.command(body) == decoded, "\(body)")
        }
    }

    @Test("what the decoder refuses, CommandBody refuses: a missing deviceId, a wrong type, a time or set kind that does not read")
    func refusals() throws {
        let wrong = [
            (#"{"commandId":"a","deviceId":"d","type":"completeSet","reps":"8"}"#, "reps"),
            (#"{"commandId":"a","deviceId":"d","type":"completeSet","reps":true}"#, "reps"),
            (#"{"commandId":"a","deviceId":"d","type":"completeSet","reps":5.5}"#, "reps"),
            (#"{"commandId":"a","deviceId":7,"type":"pause"}"#, "deviceId"),
            (#"{"commandId":"a","deviceId":null,"type":"pause"}"#, "deviceId"),
            (#"{"commandId":"a","deviceId":"d","type":"pause","at":"yesterday"}"#, "at"),
            (#"{"commandId":"a","deviceId":"d","type":"pause","at":12}"#, "at"),
            (#"{"commandId":"a","deviceId":"d","type":"addSet","kind":"giant"}"#, "kind"),
            (#"{"commandId":"a","deviceId":"d","type":"addSet","notes":{"a":1}}"#, "notes"),
        ]
        for (body, field) in wrong {
            #expect(throws: (any Error).self, "\(body)") { try SessionWire.decoder().decode(SessionCommand.self, from: Data(body.utf8)) }
            let refusal = try #require(Self.refusal(body), "\(body)")
            #expect(refusal.commandId == "a" && refusal.reason == .invalidValue, "\(body)")
            #expect(refusal.message.contains(field), "\(body): \(refusal.message)")
        }
        let missing = try #require(Self.refusal(#"{"commandId":"a","type":"pause"}"#))
        #expect(missing.commandId == "a" && missing.reason == .invalidCommand)
        // A whole number past Int is out of range, naming the field, as the decoder's Int.max was.
        let huge = try #require(Self.refusal(#"{"commandId":"a","deviceId":"d","type":"adjustRest","deltaSeconds":9223372036854775807}"#))
        let range = try #require(Self.refusal(#"{"commandId":"a","deviceId":"d","type":"adjustRest","deltaSeconds":86401}"#))
        #expect(huge.reason == .invalidValue && huge.message == range.message, "\(huge.message)")
    }

    @Test("the id and type a body carries are kept from the same parse, for replies and metrics")
    func envelope() {
        let body = CommandBody(text: #"{"commandId":"x-1","deviceId":"d","type":"teleport"}"#)
        #expect(body.isJSON && body.isObject && body.commandId == "x-1" && body.validCommandId == "x-1")
        #expect(body.knownType == "invalid")
        let long = CommandBody(text: #"{"commandId":"\#(String(repeating: "x", count: 200))","type":"pause"}"#)
        #expect(long.commandId != nil && long.validCommandId == nil && long.knownType == "pause")
        let bare = CommandBody(text: "[1]")
        #expect(bare.isJSON && !bare.isObject && bare.commandId == nil)
        let broken = CommandBody(text: #"{"commandId":"a",}"#)
        #expect(!broken.isJSON)
    }
}
