import FitTodayUseCases
import ArgumentParser
import FitTodayLocalization

struct FitTodayCommand: AsyncParsableCommand {
    /// Built when asked for, so its text is in the language of the run.
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "fittoday",
            abstract: say(.helpRootAbstract),
            discussion: HelpText.discussion([.helpRootDiscussion], withReference: true),
            version: "0.1.0",
            subcommands: [GenerateCommand.self, BatchCommand.self, CatalogCommand.self, WgerCommand.self, SessionCommandGroup.self, HistoryCommand.self, UsersCommand.self, TrainCommand.self, ServeCommand.self, BackupCommand.self],
            defaultSubcommand: GenerateCommand.self
        )
    }
}
