import FitTodayUseCases
import ArgumentParser
import FitTodayDomain
import FitTodayLocalization
import Foundation

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

extension ValidationError {
    /// Runs a check of the shared layer inside a command's `validate()`: its usage error becomes the parser's
    /// validation error (exit 64, one line), as ArgumentParser reports nothing else that way.
    static func checking<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as AppError where error.code == .usage {
            throw ValidationError(error.message)
        } catch let error as FieldError {
            throw ValidationError(error.optionMessage)
        }
    }
}
