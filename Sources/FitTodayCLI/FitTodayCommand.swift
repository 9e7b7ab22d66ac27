import ArgumentParser

struct FitTodayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fittoday",
        abstract: "Today's strength-training plan, varied against your recent workouts, offline.",
        discussion: """
            Exit codes: 0 ok, 64 bad usage, 65 bad data file (catalog, config or history database), 70 internal error.
            Catalog/ and Config/ are found next to the executable's checkout, or in $FITTODAY_HOME.
            """,
        version: "0.1.0",
        subcommands: [GenerateCommand.self, BatchCommand.self, CatalogCommand.self, WgerCommand.self],
        defaultSubcommand: GenerateCommand.self
    )
}
