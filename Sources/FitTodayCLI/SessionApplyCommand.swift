import ArgumentParser
import FitTodayDomain
import FitTodaySession
import FitTodayStorage
import FitTodayText
import Foundation

/// `fittoday session apply`: one JSON command per line in, one JSON reply per line out, each stored before it is
/// printed and printed before the next line is read.
struct SessionApplyCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "apply", abstract: say(.helpApplyAbstract), discussion: HelpText.discussion(say(.helpApplyDiscussion)))
    }

    @Option(help: ArgumentHelp(say(.helpProfile), valueName: say(.valueProfile)))
    var profile: String?

    @Option(help: ArgumentHelp(say(.helpEquipment), valueName: say(.valueEquipment)))
    var equipment: String?

    @OptionGroup var language: LanguageOption

    @Option(help: ArgumentHelp(say(.helpDB), valueName: say(.valueFile)))
    var db: String?

    func validate() throws {
        if equipment != nil, profile != nil { throw ValidationError(say(.equipmentAndProfile)) }
        if let equipment { _ = try TypedValues.equipment(equipment) }
    }

    func run() async throws {
        let resources = try AppContext.loadResources()
        let store = try SessionSetup.store(db)
        let setting = try SessionSetup.setting(resources, profile: profile, equipment: equipment)
        while let line = readLine(strippingNewline: true) {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            Output.write(try reply(to: line, store: store, setting: setting))
        }
    }

    /// The reply line to one input line. A busy database is a `busy` reply, not remembered, so a retry goes through.
    func reply(to line: String, store: SQLiteStore, setting: SessionSetting) throws -> String {
        do {
            switch CommandLineReader.read(line) {
            case .command(let command):
                return try SessionSetup.line(store.apply(command, now: Date(), setting: setting))
            case .refused(let commandId, let reason, let message):
                let revision = try store.latestSession()?.revision ?? 0
                guard let commandId else {
                    return try SessionSetup.line(.refused(nil, reason, revision: revision), message: message)
                }
                return try SessionSetup.line(store.refuse(commandId: commandId, reason: reason), message: message)
            }
        } catch let error as HistoryStoreError where error.problem == .busy {
            let commandId = CommandLineReader.commandId(in: line)
            return try SessionSetup.line(.refused(commandId, .busy, revision: 0))
        }
    }
}

/// Turns one input line into a command, or into the refusal it earns: not JSON or no `commandId` →
/// `invalidCommand` (not remembered: there is no id); an unknown `type` → `invalidCommand`; a field of the wrong
/// type → `invalidValue` (both remembered under the id). Unknown fields are ignored.
enum CommandLineReader {
    enum Outcome {
        case command(SessionCommand)
        case refused(commandId: String?, reason: SessionReason, message: String)
    }

    static func read(_ line: String) -> Outcome {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            return .refused(commandId: nil, reason: .invalidCommand, message: say(.lineNotJSON))
        }
        guard let commandId = object["commandId"] as? String, !commandId.isEmpty else {
            return .refused(commandId: nil, reason: .invalidCommand, message: say(.lineNoCommandId))
        }
        guard let type = object["type"] as? String, SessionCommand.Kind(rawValue: type) != nil else {
            let shown = (object["type"]).map { "\($0)" } ?? "—"
            return .refused(commandId: commandId, reason: .invalidCommand, message: say(.lineUnknownType, shown))
        }
        do {
            return .command(try SessionWire.decoder().decode(SessionCommand.self, from: Data(line.utf8)))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.dataCorrupted(context),
                let DecodingError.valueNotFound(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            return .refused(commandId: commandId, reason: .invalidValue, message: say(.lineWrongType, field))
        } catch {
            return .refused(commandId: commandId, reason: .invalidCommand, message: say(.reasonInvalidCommand))
        }
    }

    /// The `commandId` of a line, when it has one.
    static func commandId(in line: String) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["commandId"] as? String
    }
}
