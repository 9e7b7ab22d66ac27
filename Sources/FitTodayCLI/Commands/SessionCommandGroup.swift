import FitTodayUseCases
import ArgumentParser
import FitTodayLocalization

/// `fittoday session start|apply|status|events`.
struct SessionCommandGroup: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "session",
            abstract: say(.sessionHelpSessionAbstract),
            discussion: HelpText.discussion(say(.sessionHelpSessionDiscussion)),
            subcommands: [SessionStartCommand.self, SessionApplyCommand.self, SessionStatusCommand.self,
                          SessionEventsCommand.self]
        )
    }
}
