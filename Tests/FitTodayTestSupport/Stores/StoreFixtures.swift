public import FitTodayDomain
public import FitTodayResources
public import FitTodaySession
public import FitTodayStorage
public import Foundation

public enum StoreFixtures {
    public static let root = TestProject.root
    public static var resources: LoadedResources { TestProject.resources }
    public static let equipment = resources.profiles["home-gym"]!
    public static let day = CalendarDay(iso: "2026-11-20")!
    public static let t0 = Date(timeIntervalSince1970: 1_795_000_000)

    public static func plan(on day: CalendarDay, history: [WorkoutPlan] = []) -> WorkoutPlan {
        let request = PlanRequest(focus: .split(.push), equipment: EquipmentSet(equipment), minutes: 45, date: day)
        return try! resources.composer.compose(request, history: history, seed: 7)
    }

    public static func setting(today: CalendarDay = day) -> CommandSetting {
        CommandSetting(
            equipment: equipment, catalog: resources.catalog, today: today,
            bodyWeightKg: resources.config.sessions.bodyWeightKg)
    }

    public static func command(
        _ type: SessionCommand.Kind, _ id: String, device: String = "phone", at seconds: Double = 0,
        _ fill: (inout SessionCommand) -> Void = { _ in }
    ) -> SessionCommand {
        var command = SessionCommand(commandId: id, deviceId: device, type: type, at: t0.addingTimeInterval(seconds))
        fill(&command)
        return command
    }

}
