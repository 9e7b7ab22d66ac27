public import FitTodayDomain

/// What a command may need beyond the session: the plan `start` asks for (by its `date` or `planId`, resolved by
/// the caller), the person's equipment (swaps), the catalog (swaps) and the bests so far (records at `finish`).
public struct CommandInputs: Sendable {
    public var plan: WorkoutPlan?
    public var equipment: [Equipment]
    public var catalog: CatalogIndex?
    public var bests: [String: PersonalBests]
    public var records: PersonalRecords

    public init(
        plan: WorkoutPlan? = nil, equipment: [Equipment] = [], catalog: CatalogIndex? = nil,
        bests: [String: PersonalBests] = [:], records: PersonalRecords = PersonalRecords()
    ) {
        self.plan = plan
        self.equipment = equipment
        self.catalog = catalog
        self.bests = bests
        self.records = records
    }
}
