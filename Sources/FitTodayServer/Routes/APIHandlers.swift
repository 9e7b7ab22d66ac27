import HTTPTypes
import FitTodayAPI
import FitTodayComposition
import FitTodayDomain
import FitTodayResources
import FitTodayUseCases
import FitTodaySession
import FitTodayStorage
import FitTodayLocalization
import Foundation
import OpenAPIRuntime

/// The operations of `openapi.yaml` (the generated `APIProtocol`): plans, catalog, history, session commands and
/// snapshots, health. Each reads the person from `RequestScope` (set by `AuthMiddleware`); a failure is thrown as a
/// `Problem`, which `ProblemMiddleware` answers as `application/problem+json`.
struct APIHandlers: APIProtocol {
    let resources: LoadedResources
    let stores: any Stores
    let metrics: ServiceMetrics
    let offline: Bool
    let llm: LLMSettings
    let now: @Sendable () -> Date

    var scope: RequestScope {
        get throws {
            guard let scope = RequestScope.current else { throw Problem(.unauthorized, detail: say(.serverUnauthorized)) }
            return scope
        }
    }

    // MARK: plans

    func createPlan(_ input: Operations.CreatePlan.Input) async throws -> Operations.CreatePlan.Output {
        guard case .json(let body) = input.body else { throw Problem(.unsupportedMediaType, detail: say(.serverUnsupportedMediaType)) }
        let scope = try scope
        let outcome: DayPlan.Outcome
        do {
            let day = try CalendarDay.typed(body.date, now: now())
            let choices = try PlanChoices(body: body, seed: try body.seed.map(Self.seed), language: UserLanguage.current)
            outcome = try await DayPlan.produce(
                choices, day: day, replace: body.new == true, store: scope.store, resources: resources,
                pipeline: { [llm, resources, offline] composer in
                    try llm.pipeline(resources, composer: composer, offline: offline || body.offline == true)
                })
        } catch let error as AppError where error.code == .usage {
            throw Problem(.unprocessableContent, detail: error.message)
        } catch let error as FieldError {
            throw Problem(.unprocessableContent, detail: error.fieldMessage)
        } catch let error as PlanConflict {
            throw Problem(.conflict, detail: error.message)
        }
        if outcome.isNew {
            metrics.plan(source: outcome.plan.generation.source.rawValue, fallbackReason: outcome.plan.generation.fallbackReason.map(GenerationAttempt.kind))
        }
        return .ok(.init(body: .json(PlanWire(shown(outcome.plan)))))
    }

    static func seed(_ value: Int64) throws -> UInt64 {
        guard value >= 0 else { throw AppError.usage(say(.serverBadParameter, "seed")) }
        return UInt64(value)
    }

    func getPlan(_ input: Operations.GetPlan.Input) async throws -> Operations.GetPlan.Output {
        let scope = try scope
        guard let day = CalendarDay.parse(input.path.date), let recorded = try await scope.store.recorded(on: day) else {
            throw Problem(.notFound, detail: say(.serverPlanNotFound, input.path.date))
        }
        return .ok(.init(body: .json(PlanWire(shown(recorded.plan)))))
    }

    /// A plan with names in the person's language (plans are stored language-free).
    func shown(_ plan: WorkoutPlan) -> WorkoutPlan {
        resources.composer.localized(plan, to: UserLanguage.current)
    }

    // MARK: catalog

    func listCatalog(_ input: Operations.ListCatalog.Input) async throws -> Operations.ListCatalog.Output {
        _ = try scope
        let filter: CatalogFilter
        do {
            filter = try CatalogFilter(muscle: input.query.muscle, equipment: input.query.equipment, query: input.query.q)
        } catch {
            throw Problem(.unprocessableContent, detail: error.fieldMessage)
        }
        return .ok(.init(body: .json(filter.apply(to: resources.catalog).map(ExerciseWire.init))))
    }

    func getExercise(_ input: Operations.GetExercise.Input) async throws -> Operations.GetExercise.Output {
        _ = try scope
        guard let exercise = resources.catalog.exercise(id: input.path.id) else {
            throw Problem(.notFound, detail: say(.serverExerciseNotFound, input.path.id))
        }
        return .ok(.init(body: .json(ExerciseWire(exercise))))
    }

    // MARK: history

    func history() async throws -> HistoryData {
        try await HistoryData.read(from: try scope.store, resources: resources, language: UserLanguage.current)
    }

    func listHistory(_ input: Operations.ListHistory.Input) async throws -> Operations.ListHistory.Output {
        let limit = input.query.limit ?? 30
        guard (1...365).contains(limit) else { throw Problem(.unprocessableContent, detail: say(.serverBadParameter, "limit")) }
        var before = HistoryData.afterEverything
        if let text = input.query.before {
            guard let day = CalendarDay.parse(text) else { throw Problem(.unprocessableContent, detail: say(.serverBadParameter, "before")) }
            before = day
        }
        let days = try await history().dayRows.filter { $0.date < before.description }.prefix(limit)
        return .ok(.init(body: .json(days.map(HistoryDayWire.init))))
    }

    func listRecords(_ input: Operations.ListRecords.Input) async throws -> Operations.ListRecords.Output {
        .ok(.init(body: .json(try await history().records.map(RecordWire.init))))
    }

    func exportHistory(_ input: Operations.ExportHistory.Input) async throws -> Operations.ExportHistory.Output {
        guard let format = HistoryExport.Format(rawValue: input.query.format.rawValue) else {
            throw Problem(.unprocessableContent, detail: say(.serverBadParameter, "format"))
        }
        let text = try HistoryExport.text(try await history().trained, format: format)
        switch format {
        case .strongCSV, .hevyCSV:
            return .ok(.init(body: .csv(HTTPBody(text))))
        case .healthKitJSON, .json:
            return .ok(.init(body: .json(try JSONDecoder().decode(OpenAPIValueContainer.self, from: Data(text.utf8)))))
        }
    }

    // MARK: sessions

    func view(_ session: Session) -> SessionViewWire {
        SessionViewWire(SessionView(session, at: now(), bodyWeightKg: resources.config.sessions.bodyWeightKg))
    }

    func getActiveSession(_ input: Operations.GetActiveSession.Input) async throws -> Operations.GetActiveSession.Output {
        guard let session = try await scope.store.activeSession() else {
            throw Problem(.notFound, detail: say(.serverNoActiveSession))
        }
        return .ok(.init(body: .json(view(session))))
    }

    func getSession(_ input: Operations.GetSession.Input) async throws -> Operations.GetSession.Output {
        guard let session = try await scope.store.session(id: input.path.id) else {
            throw Problem(.notFound, detail: say(.serverSessionNotFound, input.path.id))
        }
        return .ok(.init(body: .json(view(session))))
    }

    func listSessionEvents(_ input: Operations.ListSessionEvents.Input) async throws -> Operations.ListSessionEvents.Output {
        let store = try scope.store
        let after = input.query.after ?? 0
        guard after >= 0 else { throw Problem(.unprocessableContent, detail: say(.serverBadParameter, "after")) }
        guard try await store.session(id: input.path.id) != nil else {
            throw Problem(.notFound, detail: say(.serverSessionNotFound, input.path.id))
        }
        let events = try await store.events(sessionId: input.path.id, after: after)
        return .ok(.init(body: .json(events.map(EventWire.init))))
    }

    // MARK: health

    func health(_ input: Operations.Health.Input) async throws -> Operations.Health.Output {
        .ok(.init(body: .json(.init(status: .ok))))
    }

    func ready(_ input: Operations.Ready.Input) async throws -> Operations.Ready.Output {
        guard await stores.isReachable() else {
            throw Problem(.serviceUnavailable, detail: say(.serverStoreUnreachable, stores.kind), retryAfter: 1)
        }
        return .ok(.init(body: .json(.init(status: .ready, store: .init(rawValue: stores.kind) ?? .memory))))
    }
}
