public import FitTodayDomain
public import FitTodaySession

/// The setting a command is applied in, given by the caller beside what the store holds: the person's equipment
/// and the catalog (swaps), how records are counted, today's date (a `start` without one takes today's plan), and
/// a body weight for the energy estimate of the workout recorded in history. The store transaction turns it, with
/// what it reads (the plan, the bests), into the engine's `CommandInputs`.
public struct CommandSetting: Sendable {
    public var equipment: [Equipment]
    public var catalog: CatalogIndex?
    public var records: PersonalRecords
    public var today: CalendarDay
    public var bodyWeightKg: Double

    public init(
        equipment: [Equipment], catalog: CatalogIndex?, records: PersonalRecords = PersonalRecords(), today: CalendarDay,
        bodyWeightKg: Double
    ) {
        self.equipment = equipment
        self.catalog = catalog
        self.records = records
        self.today = today
        self.bodyWeightKg = bodyWeightKg
    }
}
