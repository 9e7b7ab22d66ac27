import FitTodayUseCases
import Foundation

/// How wide output may be: `COLUMNS`, else the terminal's width when stdout is one, else 100.
enum TerminalWidth {
    static let fallback = 100

    static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        known(environment: environment) ?? fallback
    }

    /// `COLUMNS`, else the terminal's width; nil when output goes to a pipe or a file with no `COLUMNS`.
    static func known(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        var size = winsize()
        if isatty(1) == 1, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return nil
    }
}
