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
            commandName: "apply", abstract: say(.sessionHelpApplyAbstract), discussion: HelpText.discussion(say(.sessionHelpApplyDiscussion)))
    }

    @Option(help: ArgumentHelp(say(.helpProfile), valueName: say(.valueProfile)))
    var profile: String?

    @Option(help: ArgumentHelp(say(.helpEquipment), valueName: say(.valueEquipment)))
    var equipment: String?

    @Option(help: ArgumentHelp(say(.sessionHelpTimeout), valueName: say(.sessionValueSeconds)))
    var timeout: Double = 10

    @OptionGroup var language: LanguageOption

    @Option(help: ArgumentHelp(say(.helpDB), valueName: say(.valueFile)))
    var db: String?

    func validate() throws {
        if equipment != nil, profile != nil { throw ValidationError(say(.equipmentAndProfile)) }
        if let equipment { _ = try TypedValues.equipment(equipment) }
        guard timeout >= 0, timeout.isFinite else { throw ValidationError(say(.sessionTimeoutRange)) }
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

    /// The reply line to one input line. When the store fails, the command is not applied and its reply is not
    /// remembered, so a retry with the same id goes through: `busy` (the database stayed locked), `timeout` (the
    /// deadline passed; rolled back), `unknown` (anything else, such as a damaged row).
    func reply(to line: String, store: SQLiteStore, setting: SessionSetting) throws -> String {
        do {
            switch CommandLineReader.read(line) {
            case .command(let command):
                let deadline = Date().addingTimeInterval(timeout)
                return try SessionSetup.line(store.apply(command, now: Date(), setting: setting, deadline: deadline))
            case .refused(let commandId, let reason, let message):
                let revision = try store.latestSession()?.revision ?? 0
                guard let commandId else {
                    return try SessionSetup.line(.refused(nil, reason, revision: revision), message: message)
                }
                return try SessionSetup.line(store.refuse(commandId: commandId, reason: reason), message: message)
            }
        } catch {
            let reason: SessionReason = switch (error as? HistoryStoreError)?.problem {
            case .busy: .busy
            case .timedOut: .timeout
            default: .unknown
            }
            return try SessionSetup.line(.refused(CommandLineReader.commandId(in: line), reason, revision: 0))
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
            return .refused(commandId: nil, reason: .invalidCommand, message: say(.sessionLineNotJSON))
        }
        guard let commandId = object["commandId"] as? String, !commandId.isEmpty else {
            return .refused(commandId: nil, reason: .invalidCommand, message: say(.sessionLineNoCommandId))
        }
        guard let type = object["type"] as? String, SessionCommand.Kind(rawValue: type) != nil else {
            let shown = (object["type"]).map { "\($0)" } ?? "—"
            return .refused(commandId: commandId, reason: .invalidCommand, message: say(.sessionLineUnknownType, shown))
        }
        do {
            return .command(try SessionWire.decoder().decode(SessionCommand.self, from: Data(line.utf8)))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.dataCorrupted(context),
                let DecodingError.valueNotFound(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            return .refused(commandId: commandId, reason: .invalidValue, message: say(.sessionLineWrongType, field))
        } catch {
            return .refused(commandId: commandId, reason: .invalidCommand, message: say(.sessionReasonInvalidCommand))
        }
    }

    /// The `commandId` of a line, when it has one.
    static func commandId(in line: String) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["commandId"] as? String
    }
}
