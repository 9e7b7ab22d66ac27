import FitTodayComposition
import FitTodayUseCases
import ArgumentParser
import FitTodayDomain
import FitTodayStorage
import FitTodayLocalization
import Foundation

/// `fittoday users add|list|revoke`: the people `fittoday serve` answers, and their bearer tokens.
struct UsersCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "users", abstract: say(.usersAbstract), discussion: HelpText.discussion(say(.usersDiscussion)),
            subcommands: [Add.self, List.self, Revoke.self])
    }

    /// The database (`--db` or `--postgres`) and the language, shared by every subcommand.
    struct Source: ParsableArguments {
        @OptionGroup var database: StoreOptions

        @OptionGroup var language: LanguageOption

        /// These options in a usage line.
        static var usage: String { "\(StoreOptions.usage) [--lang <pt-BR|en>]" }
    }

    /// Letters, digits, dot, hyphen, underscore; 1 to 64.
    static func checked(_ name: String) throws -> String {
        let allowed = name.count <= 64 && !name.isEmpty
            && name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0) }
        guard allowed else { throw ValidationError(say(.usersNameInvalid, name)) }
        return name
    }

    static func said(_ problem: PeopleStoreProblem) -> AppError {
        switch problem {
        case .nameTaken(let name): AppError.usage(say(.usersNameTaken, name))
        case .unknownName(let name): AppError.usage(say(.usersUnknownName, name))
        }
    }

    struct Add: AsyncParsableCommand {
        static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }
        private static let configurations = HelpText.perLanguage {
            CommandConfiguration(
                abstract: say(.usersAddAbstract),
                usage: HelpText.usage("fittoday users add <\(say(.usersValueName))> \(Source.usage)"))
        }

        @Argument(help: ArgumentHelp(say(.usersHelpName), valueName: say(.usersValueName)))
        var name: String

        @OptionGroup var source: Source

        func validate() throws { _ = try UsersCommand.checked(name) }

        func run() async throws {
            var random = SystemRandomNumberGenerator()
            let token = AccessToken.issue(using: &random)
            do {
                _ = try await source.database.withStore { opened in
                    try await opened.store.addPerson(name: name, token: token, at: Date())
                }
            } catch let problem as PeopleStoreProblem {
                throw UsersCommand.said(problem)
            }
            Output.error(say(.usersAdded, name))
            Output.error(say(.usersTokenOnce))
            Output.write(token.text + "\n")
        }
    }

    struct List: AsyncParsableCommand {
        static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }
        private static let configurations = HelpText.perLanguage {
            CommandConfiguration(
                abstract: say(.usersListAbstract),
                usage: HelpText.usage("fittoday users list \(Source.usage)"))
        }

        @OptionGroup var source: Source

        func run() async throws {
            let entries = try await source.database.withStore { opened in try await opened.store.people() }
            guard !entries.isEmpty else {
                Output.error(say(.usersNone))
                return
            }
            var table = TextTable(header: [say(.usersColName), say(.usersColCreated), say(.usersColTokens)])
            for entry in entries {
                let created = PlanRendering.date(CalendarDay.today(now: entry.person.createdAt))
                table.rows.append([entry.person.name, created, "\(entry.activeTokens)"])
            }
            Output.write(table.render(indent: " ", width: TerminalWidth.known()))
        }
    }

    struct Revoke: AsyncParsableCommand {
        static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }
        private static let configurations = HelpText.perLanguage {
            CommandConfiguration(
                abstract: say(.usersRevokeAbstract),
                usage: HelpText.usage("fittoday users revoke <\(say(.usersValueName))> \(Source.usage)"))
        }

        @Argument(help: ArgumentHelp(say(.usersHelpName), valueName: say(.usersValueName)))
        var name: String

        @OptionGroup var source: Source

        func run() async throws {
            do {
                let count = try await source.database.withStore { opened in
                    try await opened.store.revokeTokens(name: name, at: Date())
                }
                Output.error(say(.usersRevoked, count, name))
            } catch let problem as PeopleStoreProblem {
                throw UsersCommand.said(problem)
            }
        }
    }
}
