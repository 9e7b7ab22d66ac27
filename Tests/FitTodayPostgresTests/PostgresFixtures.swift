import FitTodayDomain
import FitTodayResources
import FitTodaySession
import FitTodayStorage
import FitTodayTestSupport
import Foundation

enum PostgresFixtures {
    static let root = TestProject.root
    static var resources: LoadedResources { TestProject.resources }
    static let day = CalendarDay(iso: "2026-11-20")!
    /// The lease timeout of the tests' stores: long, since a loaded machine can take seconds to open a connection
    /// (the 3 s default is for a service, which should answer 503 rather than wait).
    static let patient = Duration.seconds(20)
    static let t0 = Date(timeIntervalSince1970: 1_795_000_000)

    static func plan(on day: CalendarDay = day) -> WorkoutPlan {
        let request = PlanRequest(
            focus: .split(.push), equipment: EquipmentSet(resources.profiles["home-gym"]!), minutes: 45, date: day)
        return try! resources.composer.compose(request, history: [], seed: 7)
    }

    static func setting() -> CommandSetting {
        CommandSetting(
            equipment: resources.profiles["home-gym"]!, catalog: resources.catalog, today: day,
            bodyWeightKg: resources.config.sessions.bodyWeightKg)
    }

    static func command(_ type: SessionCommand.Kind, _ id: String, at seconds: Double = 0, device: String = "phone",
                        _ fill: (inout SessionCommand) -> Void = { _ in }) -> SessionCommand {
        var command = SessionCommand(commandId: id, deviceId: device, type: type, at: t0.addingTimeInterval(seconds))
        fill(&command)
        return command
    }
}
