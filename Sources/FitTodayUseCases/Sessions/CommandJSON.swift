import FitTodayDomain
import FitTodayJSON
import FitTodaySession
import Foundation

/// The members of a command's JSON object, already parsed, read into `SessionCommand`: the flat shape of
/// `SessionWire` (times as ISO-8601, with or without fractions). A missing `deviceId` is `missing`; a member of
/// the wrong type (text for a number, a fraction for a whole number, a time or a set kind that does not read) is
/// `wrongType`, naming it. `null` is an absent optional. A whole number beyond `Int` reads as the nearest end of
/// `Int`, so that `CommandLimits` refuses it as out of range.
enum CommandJSON {
    enum Fault: Error {
        case missing(String)
        case wrongType(String)
    }

    static func command(from members: [String: JSONValue]) throws(Fault) -> SessionCommand {
        let reader = Reader(members: members)
        guard let type = SessionCommand.Kind(rawValue: try reader.text("type") ?? "") else { throw .wrongType("type") }
        guard let commandId = try reader.text("commandId") else { throw .missing("commandId") }
        guard members["deviceId"] != nil else { throw .missing("deviceId") }
        guard let deviceId = try reader.text("deviceId") else { throw .wrongType("deviceId") }
        var command = SessionCommand(
            commandId: commandId, deviceId: deviceId, type: type, at: try reader.time("at"),
            expectedRevision: try reader.whole("expectedRevision"))
        command.date = try reader.text("date")
        command.planId = try reader.text("planId")
        command.setId = try reader.text("setId")
        command.reps = try reader.whole("reps")
        command.seconds = try reader.whole("seconds")
        command.meters = try reader.whole("meters")
        command.weightKg = try reader.number("weightKg")
        command.rpe = try reader.number("rpe")
        command.exerciseIndex = try reader.whole("exerciseIndex")
        if let kind = try reader.text("kind") {
            guard let known = SessionSet.Kind(rawValue: kind) else { throw .wrongType("kind") }
            command.kind = known
        }
        command.exerciseId = try reader.text("exerciseId")
        command.deltaSeconds = try reader.whole("deltaSeconds")
        command.activeEnergyKcal = try reader.number("activeEnergyKcal")
        command.heartRateBpm = try reader.number("heartRateBpm")
        command.steps = try reader.whole("steps")
        command.rating = try reader.whole("rating")
        command.notes = try reader.text("notes")
        return command
    }

    /// One member at a time, as its field's type; nil when absent or `null`.
    private struct Reader {
        let members: [String: JSONValue]

        func text(_ name: String) throws(Fault) -> String? {
            switch members[name] {
            case nil, .null?: nil
            case .string(let text)?: text
            default: throw .wrongType(name)
            }
        }

        func number(_ name: String) throws(Fault) -> Double? {
            switch members[name] {
            case nil, .null?: nil
            case .number(let value)?: value
            default: throw .wrongType(name)
            }
        }

        func whole(_ name: String) throws(Fault) -> Int? {
            guard let value = try number(name) else { return nil }
            guard value.rounded() == value else { throw .wrongType(name) }
            if let whole = Int(exactly: value) { return whole }
            return value < 0 ? Int.min : Int.max
        }

        func time(_ name: String) throws(Fault) -> Date? {
            guard let text = try text(name) else { return nil }
            guard let date = SessionWire.parse(text) else { throw .wrongType(name) }
            return date
        }
    }
}
