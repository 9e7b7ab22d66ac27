import FitTodayUseCases
import ArgumentParser
import FitTodayDomain
import FitTodayLocalization
import Foundation

/// Help discussions laid out for the terminal: paragraphs wrapped at its width and the lists of environment
/// variables and exit codes with a hanging indent, so a wrapped description stays in its column. Lines already
/// fit when swift-argument-parser prints them, so it leaves them alone.
enum HelpText {
    /// A command's configuration in each language, built once. swift-argument-parser reads `configuration` many
    /// times while parsing (for command names, too), and laying out a discussion at every read cost a third of a
    /// run's start-up.
    static func perLanguage(_ build: () -> CommandConfiguration) -> [Language: CommandConfiguration] {
        Dictionary(uniqueKeysWithValues: Language.allCases.map { language in
            (language, UserLanguage.$current.withValue(language) { build() })
        })
    }

    /// What swift-argument-parser wraps help at: `COLUMNS`, else the terminal's width, else 80.
    static func width() -> Int { TerminalWidth.known() ?? 80 }

    /// Whether this run asked for help (`-h`, `--help`, `help`): discussions and usage lines are laid out only then,
    /// since nothing else shows them.
    @TaskLocal static var requested = false

    /// The discussion of a command: its own paragraphs, then (when asked) the environment and exit codes.
    static func discussion(_ paragraphs: [Message], withReference: Bool, width: Int = width()) -> String {
        guard requested else { return "" }
        let blocks = paragraphs + (withReference ? [.helpEnvironment, .helpExitCodes] : [])
        // One column short of the width: swift-argument-parser breaks a line that fills it exactly.
        return blocks.map { layout(say($0), width: width - 1) }.joined(separator: "\n\n")
    }

    /// A discussion already in words (from a table other than `Message`'s), laid out the same way.
    static func discussion(_ text: @autoclosure () -> String, width: Int = width()) -> String {
        guard requested else { return "" }
        return layout(text(), width: width - 1)
    }

    /// A usage synopsis wrapped after "USAGE: ", its continuation lines under the command.
    static func usage(_ synopsis: @autoclosure () -> String, width: Int = width()) -> String? {
        guard requested else { return nil }
        let synopsis = synopsis()
        let label = "USAGE: ".count
        var lines: [String] = []
        var current = ""
        for word in synopsis.split(separator: " ") {
            // swift-argument-parser indents every usage line by the label's width itself.
            let budget = width - label - 1
            if current.isEmpty || current.count + 1 + word.count <= budget {
                current += (current.isEmpty ? "" : " ") + word
            } else {
                lines.append(current)
                current = "  " + word
            }
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    /// Each line wrapped at `width`; a list line ("  NAME   text") continues under its text column.
    static func layout(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let line = String(line)
            return wrap(line, width: width, hanging: hangingIndent(of: line)).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Where a list line's text starts: after its leading spaces, its term and a run of two or more spaces.
    static func hangingIndent(of line: String) -> Int {
        let characters = Array(line)
        guard characters.first == " " else { return 0 }
        var index = characters.firstIndex { $0 != " " } ?? 0
        while index + 1 < characters.count {
            if characters[index] == " ", characters[index + 1] == " " {
                while index < characters.count, characters[index] == " " { index += 1 }
                return index
            }
            index += 1
        }
        return 0
    }

    /// Words moved to new lines at `width`; the line's own start (indent, term and gap) is kept as written.
    static func wrap(_ line: String, width: Int, hanging: Int) -> [String] {
        guard line.count > width, width > hanging + 10 else { return [line] }
        let start = hanging > 0 ? hanging : line.prefix { $0 == " " }.count
        var lines: [String] = []
        var current = String(line.prefix(start))
        var atLineStart = true
        for word in line.dropFirst(start).split(separator: " ") {
            if atLineStart || current.count + 1 + word.count <= width {
                current += (atLineStart ? "" : " ") + word
            } else {
                lines.append(current)
                current = String(repeating: " ", count: hanging) + word
            }
            atLineStart = false
        }
        lines.append(current)
        return lines
    }
}
