import ArgumentParser
import FitTodayText

/// `fittoday session start|apply|status|events`.
struct SessionCommandGroup: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "session",
            abstract: say(.helpSessionAbstract),
            discussion: HelpText.discussion(say(.helpSessionDiscussion)),
            subcommands: [SessionStartCommand.self, SessionApplyCommand.self, SessionStatusCommand.self,
                          SessionEventsCommand.self]
        )
    }
}
