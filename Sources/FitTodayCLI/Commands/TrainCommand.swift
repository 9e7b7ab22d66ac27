import FitTodayComposition
import FitTodayUseCases
import ArgumentParser
import FitTodayDomain
import FitTodayResources
import FitTodaySession
import FitTodayStorage
import FitTodayLocalization
import Foundation

/// `fittoday train`: the full-screen trainer. Resumes the active session where it was, else starts one with the
/// day's plan (recorded, else made and recorded as by `generate`).
struct TrainCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "train", abstract: say(.trainerHelpAbstract),
            usage: HelpText.usage(
                "fittoday train [--date <\(say(.valueDate))>] \(StoreOptions.usage)"
                    + " [--profile <\(say(.valueProfile))> | --equipment <\(say(.valueEquipment))>] [--lang <pt-BR|en>]"
                    + " [--offline] [--focus <\(say(.valueFocus))>] [--energy <\(say(.valueEnergy))>]"
                    + " [--level <\(say(.valueLevel))>] [--goal <\(say(.valueGoal))>] [--minutes <\(say(.valueMinutes))>]"
                    + " [--seed <\(say(.valueSeed))>]"),
            discussion: HelpText.discussion(say(.trainerHelpDiscussion)))
    }

    @OptionGroup var plan: PlanOptions

    @Option(help: ArgumentHelp(say(.helpDate), valueName: say(.valueDate)))
    var date: String?

    @Flag(help: ArgumentHelp(say(.helpOffline)))
    var offline = false

    @OptionGroup var database: StoreOptions

    func validate() throws {
        if let date { _ = try ValidationError.checking { try CalendarDay.typed(date) } }
    }

    func run() async throws {
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        guard isatty(0) == 1, isatty(1) == 1, !term.isEmpty, term != "dumb" else {
            throw AppError.usage(say(.trainerNeedsTerminal))
        }
        let settings = database.settings
        let resources = try settings.loadResources()
        let handler = SessionCommandHandler(
            setting: try CommandSetting(resources: resources, profile: plan.profile, equipment: plan.equipment))
        let trained: (TrainerScreen.Outcome, TrainerModel)
        do {
            trained = try await settings.store.withStore { opened in
                try await train(store: opened.store, handler: handler, resources: resources, llm: settings.llm)
            }
        } catch let notice as RestDayNotice {
            Output.write(notice.text)
            return
        }
        let (outcome, model) = trained
        switch outcome {
        case .quit:
            Output.write(say(.trainerQuitNote, model.session.id) + "\n")
        case .finished:
            let summary = model.session.summary(at: Date(), bodyWeightKg: handler.setting.bodyWeightKg)
            let volume = say.number(summary.volumeKg)
            Output.write(say(.trainerFinishedNote, summary.setsCompleted, summary.setsPlanned, volume) + "\n")
        case .discarded:
            Output.error(say(.trainerDiscardedNote, model.session.id))
        }
    }

    /// Resumes the active session (else starts one) and runs the screen over it until it ends; how, and the model
    /// as the screen left it.
    private func train(
        store: any HistoryStore & SessionStore, handler: SessionCommandHandler, resources: LoadedResources, llm: LLMSettings
    ) async throws -> (TrainerScreen.Outcome, TrainerModel) {
        let session: Session
        if let active = try await store.activeSession() {
            session = active
        } else {
            session = try await start(store: store, handler: handler, resources: resources, llm: llm)
        }
        var recorded: RecordedPlan?
        if let day = CalendarDay(iso: session.date) { recorded = try await store.recorded(on: day) }
        var screen = TrainerScreen(
            store: store, handler: handler,
            model: TrainerModel(
                session: session, plan: recorded?.plan, catalog: resources.catalog,
                bodyWeightKg: handler.setting.bodyWeightKg))
        let outcome = try await screen.run()
        return (outcome, screen.model)
    }

    /// Starts a session with the day's plan, made first when none is recorded.
    private func start(
        store: any HistoryStore & SessionStore, handler: SessionCommandHandler, resources: LoadedResources, llm: LLMSettings
    ) async throws -> Session {
        let reply = try await SessionStarter.start(
            day: try CalendarDay.typed(date), options: plan, offline: offline, device: TrainerModel.deviceId, store: store,
            handler: handler, resources: resources, llm: llm)
        guard reply.ok, let session = try await store.activeSession() else {
            throw AppError.usage(say(.sessionStartRefused, ReplyLine.message(for: reply) ?? ""))
        }
        return session
    }
}
