import FitTodayUseCases
import ArgumentParser
import FitTodayResources
import FitTodayStorage
import FitTodayLocalization
import Foundation

/// Every failure as one line in the user's language, and its exit code.
enum ErrorReport {
    static func report(_ error: any Error) -> Int32 {
        switch error {
        case let error as AppError:
            Output.error(error.message)
            return error.code.rawValue
        case let error as FieldError:
            Output.error(error.optionMessage)
            return AppError.Code.usage.rawValue
        case let error as PlanConflict:
            Output.error(error.message)
            return PlanConflict.exitCode
        case let error as DataFileError:
            Output.error(message(for: error))
            return AppError.Code.dataFile.rawValue
        case let error as HistoryStoreError:
            Output.error(message(for: error))
            if error.problem == .loginRefused { return AppError.Code.noPermission.rawValue }
            return error.isTemporary ? AppError.Code.temporary.rawValue : AppError.Code.dataFile.rawValue
        case let error as ExitCode:
            return error.rawValue
        default:
            let code = FitTodayCommand.exitCode(for: error)
            if code == .success {
                // --help and --version: ArgumentParser prints them in full.
                FitTodayCommand.exit(withError: error)
            }
            let message = FitTodayCommand.message(for: error)
                .split(separator: "\n").first.map(String.init) ?? ""
            let line = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
            // ArgumentParser reports bad usage as 64 already; anything else unexpected is internal.
            if code.rawValue == 64 {
                Output.error(ParserMessage.translate(line))
                return 64
            }
            Output.error(say(.internalError, String(describing: type(of: error))))
            return AppError.Code.software.rawValue
        }
    }

    static func message(for error: DataFileError) -> String {
        error.message(in: UserLanguage.current)
    }

    static func message(for error: HistoryStoreError) -> String {
        switch error.problem {
        case .cannotCreateFolder(let folder): say(.storeFolder, error.path, folder)
        case .notADatabase: say(.storeNotDatabase, error.path)
        case .notWritable: say(.storeNotWritable, error.path)
        case .busy: say(.storeBusy, error.path)
        case .timedOut: say(.sessionReasonTimeout)
        case .unreadablePlan(let date): say(.storeUnreadablePlan, error.path, date)
        case .sqlite(let code): say(.storeSQLiteError, error.path, code)
        case .unreachable: say(.storeUnreachable, error.path)
        case .loginRefused: say(.storeLoginRefused, error.path)
        case .server(let state): say(.storeServerRefused, error.path, state)
        case .schemaNewer(let found, let known): say(.storeSchemaNewer, error.path, found, known)
        case .emptyFile: say(.storeEmptyFile, error.path)
        case .damaged: say(.storeDamaged, error.path)
        case .migratedByNewer(let steps): say(.storeMigratedByNewer, error.path, steps.joined(separator: ", "))
        case .notFound: say(.storeNotFound, error.path)
        }
    }

    /// A JSON decoding failure in our words: where in the file and what was wrong, never the library's text.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return say(.decodeNotJSON) }
        func path(_ keys: [any CodingKey]) -> String { keys.isEmpty ? say(.decodeTopLevel) : keys.dottedPath }
        switch error {
        case .keyNotFound(let key, let context): return say(.decodeMissingField, key.stringValue, path(context.codingPath))
        case .typeMismatch(_, let context): return say(.decodeWrongType, path(context.codingPath))
        case .valueNotFound(_, let context): return say(.decodeEmptyField, path(context.codingPath))
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? say(.decodeNotJSON) : say(.decodeWrongType, path(context.codingPath))
        @unknown default: return say(.decodeNotJSON)
        }
    }
}

/// swift-argument-parser's usage errors, said again in the user's language. Its messages are English sentences
/// with the offending names quoted; each known form is matched and rebuilt from the table.
enum ParserMessage {
    static func translate(_ line: String) -> String {
        let quoted = quotedParts(line)
        if line.hasPrefix("Unknown option") {
            if quoted.count >= 2 { return say(.argUnknownOptionSuggest, quoted[0], quoted[1]) }
            return say(.argUnknownOption, quoted.first ?? "")
        }
        if line.hasPrefix("Missing value for") { return say(.argMissingValue, quoted.first ?? "") }
        if line.hasPrefix("Missing expected argument") || line.hasPrefix("Missing one of") {
            return say(.argMissingArgument, quoted.joined(separator: "', '"))
        }
        if line.hasPrefix("Unexpected argument") { return say(.argUnexpected, quoted.first ?? "") }
        if line.contains("unexpected arguments") { return say(.argUnexpectedMany, quoted.joined(separator: "', '")) }
        if line.hasPrefix("The value"), quoted.count >= 2 { return say(.argInvalidValue, quoted[0], quoted[1]) }
        if line.hasPrefix("The option"), quoted.count >= 2 { return say(.argNoValueAllowed, quoted[0], quoted[1]) }
        if line.hasPrefix("Missing required subcommand") { return say(.argMissingSubcommand) }
        if line.hasPrefix("Invalid option") || line.hasPrefix("Value to be set") { return say(.argInvalid) }
        // Our own validation messages are already in the user's language.
        return line
    }

    /// The texts between single quotes, in order.
    static func quotedParts(_ line: String) -> [String] {
        let parts = line.split(separator: "'", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }
}
