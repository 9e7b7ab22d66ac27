import ArgumentParser
import FitTodayDomain
import FitTodayText
import Foundation

/// The language of this run: `--lang` when it names one, else the locale environment, else pt-BR.
/// Set once per run around parsing and running (a task-local value, so help text built while parsing sees it too).
enum UserLanguage {
    @TaskLocal static var current: Language = .ptBR

    /// `--lang X` or `--lang=X` anywhere in the arguments (before `--`), when it is a known tag; otherwise the
    /// environment decides. A bad tag is reported later by the command's own validation, in this language.
    static func resolve(arguments: [String], environment: [String: String]) -> Language {
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            if argument == "--lang", index + 1 < arguments.count {
                if let language = LanguageTag.parse(arguments[index + 1]) { return language }
            } else if argument.hasPrefix("--lang="), let language = LanguageTag.parse(String(argument.dropFirst(7))) {
                return language
            }
            index += 1
        }
        return LanguageTag.fromEnvironment(environment)
    }
}

/// The messages in the language of this run.
var say: Messages { Messages(UserLanguage.current) }

/// `--lang`, shared by every command.
struct LanguageOption: ParsableArguments {
    @Option(name: .customLong("lang"), help: ArgumentHelp(say(.helpLang), valueName: "pt-BR|en"))
    var tag: String?

    func validate() throws {
        if let tag, LanguageTag.parse(tag) == nil { throw ValidationError(say(.unknownLanguage, tag)) }
    }

    /// The language this run speaks (set from the arguments before parsing).
    var language: Language { UserLanguage.current }
}
