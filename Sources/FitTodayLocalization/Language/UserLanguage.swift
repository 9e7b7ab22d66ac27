public import FitTodayDomain

/// The language of this run or request: the CLI sets it from `--lang` or the locale environment, the server from
/// `Accept-Language`; pt-BR otherwise. A task-local value, so everything said while it is set speaks it.
public enum UserLanguage {
    @TaskLocal public static var current: Language = .ptBR

    /// `--lang X` or `--lang=X` anywhere in the arguments (before `--`), when it is a known tag; otherwise the
    /// environment decides. A bad tag is reported later by the command's own validation, in this language.
    public static func resolve(arguments: [String], environment: [String: String]) -> Language {
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

/// The messages in the language of this run or request.
public var say: Messages { Messages(UserLanguage.current) }
