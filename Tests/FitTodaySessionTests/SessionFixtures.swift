import FitTodayDomain
import FitTodayResources
import FitTodaySession
import FitTodayTestSupport
import Foundation

enum SessionFixtures {
    static let root = TestProject.root
    static var resources: LoadedResources { TestProject.resources }
    static let equipment = resources.profiles["home-gym"]!
    static let plan: WorkoutPlan = {
        let request = PlanRequest(
            focus: .split(.push), equipment: EquipmentSet(equipment), minutes: 45, date: CalendarDay(iso: "2026-11-22")!)
        return try! resources.composer.compose(request, history: [], seed: 1)
    }()
    static let t0 = Date(timeIntervalSince1970: 1_795_000_000)

    static func command(
        _ type: SessionCommand.Kind, _ id: String, device: String = "phone", at: Date? = nil,
        _ fill: (inout SessionCommand) -> Void = { _ in }
    ) -> SessionCommand {
        var command = SessionCommand(commandId: id, deviceId: device, type: type, at: at)
        fill(&command)
        return command
    }

    /// An engine with a session started at `t0` from `plan`.
    static func started() -> SessionEngine {
        var engine = SessionEngine()
        _ = engine.apply(command(.start, "start-1", device: "watch-1"), now: t0, plan: plan, equipment: equipment)
        return engine
    }
}
