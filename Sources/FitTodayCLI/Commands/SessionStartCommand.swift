import FitTodayComposition
import FitTodayUseCases
import ArgumentParser
import FitTodayDomain
import FitTodayResources
import FitTodaySession
import FitTodayStorage
import FitTodayLocalization
import Foundation

/// `fittoday session start`: the day's plan becomes the live session.
struct SessionStartCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "start", abstract: say(.sessionHelpStartAbstract), discussion: HelpText.discussion(say(.sessionHelpStartDiscussion)))
    }

    @OptionGroup var plan: PlanOptions

    @Option(help: ArgumentHelp(say(.helpDate), valueName: say(.valueDate)))
    var date: String?

    @Option(name: .customLong("plan-id"), help: ArgumentHelp(say(.sessionHelpPlanId), valueName: say(.sessionValuePlanId)))
    var planId: String?

    @Flag(help: ArgumentHelp(say(.helpOffline)))
    var offline = false

    @Flag(help: ArgumentHelp(say(.helpJSON)))
    var json = false

    @OptionGroup var database: StoreOptions

    func validate() throws {
        if let date { _ = try ValidationError.checking { try CalendarDay.typed(date) } }
    }

    func run() async throws {
        let settings = database.settings
        let resources = try settings.loadResources()
        let day = try CalendarDay.typed(date)
        let handler = SessionCommandHandler(
            setting: try CommandSetting(resources: resources, profile: plan.profile, equipment: plan.equipment))
        let text = try await settings.store.withStore { opened in
            try await started(day: day, store: opened.store, handler: handler, resources: resources, llm: settings.llm)
        }
        Output.write(text)
    }

    /// Starts the session; what stdout shows of it (the reply line with `--json`, else a summary).
    private func started(
        day: CalendarDay, store: any HistoryStore & SessionStore, handler: SessionCommandHandler, resources: LoadedResources,
        llm: LLMSettings
    ) async throws -> String {
        let reply: SessionReply
        do {
            reply = try await SessionStarter.start(
                day: day, planId: planId, options: plan, offline: offline, device: "cli", store: store, handler: handler,
                resources: resources, llm: llm)
        } catch let notice as RestDayNotice {
            return notice.text
        }
        if json { return try ReplyLine(reply).jsonLine() }
        guard reply.ok, let session = try await store.latestSession() else {
            throw AppError.usage(say(.sessionStartRefused, ReplyLine.message(for: reply) ?? ""))
        }
        let sets = session.exercises.reduce(0) { $0 + $1.sets.count }
        var text = say(.sessionStartedLine, session.id, session.exercises.count, sets) + "\n"
        if let first = session.exercises.first, let recorded = try await store.recorded(on: day)?.plan.exercises.first {
            text += say(.sessionStartedNext, first.name, PlanRendering.dose(recorded, say: say)) + "\n"
        }
        return text
    }
}
