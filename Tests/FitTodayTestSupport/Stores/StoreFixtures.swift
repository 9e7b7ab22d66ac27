import FitTodayDomain
import FitTodayPostgres
import FitTodayResources
import FitTodaySession
import FitTodayStorage
import Foundation
import TestPostgres

enum StoreFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let resources: LoadedResources = {
        do { return try ResourceLoader(files: ProjectFiles(root: root)).load() } catch {
            fatalError("project data does not load: \(error)")
        }
    }()
    static let equipment = resources.profiles["home-gym"]!
    static let day = CalendarDay(iso: "2026-11-20")!
    static let t0 = Date(timeIntervalSince1970: 1_795_000_000)

    static func plan(on day: CalendarDay, history: [WorkoutPlan] = []) -> WorkoutPlan {
        let request = PlanRequest(focus: .split(.push), equipment: EquipmentSet(equipment), minutes: 45, date: day)
        return try! resources.makeComposer().compose(request, history: history, seed: 7)
    }

    static func setting(today: CalendarDay = day) -> SessionSetting {
        SessionSetting(
            equipment: equipment, catalog: resources.catalog, today: today,
            bodyWeightKg: resources.config.sessions.bodyWeightKg)
    }

    static func command(
        _ type: SessionCommand.Kind, _ id: String, device: String = "phone", at seconds: Double = 0,
        _ fill: (inout SessionCommand) -> Void = { _ in }
    ) -> SessionCommand {
        var command = SessionCommand(commandId: id, deviceId: device, type: type, at: t0.addingTimeInterval(seconds))
        fill(&command)
        return command
    }

    /// A fresh store of each kind: in memory, SQLite in a new temporary folder, and PostgreSQL in a new database.
    static func stores() async throws -> [any HistoryStore & SessionStore] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-store-\(UUID().uuidString)")
        return [
            InMemoryStore(), try SQLiteStore(path: folder.appendingPathComponent("history.sqlite").path),
            try await PostgresStore.open(url: try await TestDatabase.fresh(prefix: "store"), maxConnections: 2, leaseTimeout: .seconds(20)),
        ]
    }
}
