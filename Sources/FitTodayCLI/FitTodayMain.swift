import FitTodayUseCases
import ArgumentParser
import FitTodayDomain
import FitTodaySession
import FitTodayLocalization
import Foundation

/// The process entry: picks the language, parses, runs, and turns every failure into one line on stderr and an
/// exit code.
public enum FitTodayMain {
    public static func run(arguments: [String] = Array(CommandLine.arguments.dropFirst())) async {
        let language = UserLanguage.resolve(arguments: arguments, environment: ProcessInfo.processInfo.environment)
        let helpRequested = arguments.contains { $0 == "-h" || $0 == "--help" || $0 == "help" }
        let code = await UserLanguage.$current.withValue(language) {
            await HelpText.$requested.withValue(helpRequested) { await execute(arguments) }
        }
        exit(code)
    }

    /// Parses and runs one command line; the exit code.
    static func execute(_ arguments: [String]) async -> Int32 {
        do {
            var command = try FitTodayCommand.parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            return ErrorReport.report(error)
        }
    }
}

/// Standard output and error. Commands build their whole text first and write it once.
enum Output {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// One line on stderr: an error or a note.
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("fittoday: \(message)\n".utf8))
    }

    static var stderrIsTerminal: Bool { isatty(2) == 1 }

    /// Pretty JSON with sorted keys: equal values print as equal bytes in every process.
    /// Times as ISO-8601 with milliseconds, as on every other wire (a trained day's plan carries them).
    static func json<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try SessionWire.encoder(pretty: true).encode(value), as: UTF8.self) + "\n"
    }
}
