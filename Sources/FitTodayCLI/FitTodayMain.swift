import ArgumentParser
import FitTodayResources
import FitTodayStorage
import Foundation

/// The process entry: parses, runs, and turns every failure into one line on stderr and an exit code.
public enum FitTodayMain {
    public static func run(arguments: [String] = Array(CommandLine.arguments.dropFirst())) async {
        let code: Int32
        do {
            var command = try FitTodayCommand.parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            code = 0
        } catch {
            code = report(error)
        }
        exit(code)
    }

    /// Prints the error's one line and returns its exit code.
    static func report(_ error: any Error) -> Int32 {
        switch error {
        case let error as CLIError:
            Output.error(error.message)
            return error.code.rawValue
        case let error as DataFileError:
            Output.error(error.description)
            return CLIError.Code.dataFile.rawValue
        case let error as HistoryStoreError:
            Output.error(error.description)
            return CLIError.Code.dataFile.rawValue
        case let error as ExitCode:
            return error.rawValue
        default:
            let code = FitTodayCommand.exitCode(for: error)
            if code == .success {
                // --help and --version: ArgumentParser prints them in full.
                FitTodayCommand.exit(withError: error)
            }
            let message = FitTodayCommand.message(for: error)
                .split(separator: "\n").first.map(String.init) ?? "\(error)"
            Output.error(message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message)
            // ArgumentParser reports bad usage as 64 already; anything else unexpected is internal.
            return code.rawValue == 64 ? 64 : CLIError.Code.software.rawValue
        }
    }
}

/// Standard output and error. Commands build their whole text first and write it once.
enum Output {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ message: String) {
        FileHandle.standardError.write(Data("fittoday: \(message)\n".utf8))
    }

    static var stderrIsTerminal: Bool { isatty(2) == 1 }

    /// Pretty JSON with sorted keys: equal values print as equal bytes in every process.
    /// Writes `text` to a file (atomically), creating its folder when asked; a failure is a usage error naming it.
    static func save(_ text: String, to path: String, creatingFolder: Bool = false) throws {
        let url = URL(fileURLWithPath: path)
        do {
            if creatingFolder {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw CLIError.usage("cannot write \(path): \(error.localizedDescription)")
        }
    }

    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
