import FitTodayDomain
import FitTodayResources
import FitTodaySimulation
import FitTodayTestSupport
import Testing

/// A persona of the property runs, with the seed and length of its run: enough to reproduce a failure.
struct ProgramCase: Sendable, CustomTestStringConvertible {
    var persona: Persona
    var seed: UInt64
    var weeks: Int

    var testDescription: String {
        let p = persona
        return "\(p.name) (\(p.level.rawValue) \(p.goal.rawValue) \(p.profile) \(p.daysPerWeek)/wk, seed \(seed), \(weeks) wk)"
    }
}

/// Seeded personas over every level, goal, equipment profile and schedule (2–6 days a week), with life rates drawn
/// from plausible ranges. Levels and profiles cycle so every pair appears six times; goal, days, strength and life come
/// from the seed. Trained lifters run long enough for a whole block and its deload (`BlockRules`), plus a week.
enum ProgramPersonas {
    static let profiles = ["full-gym", "home-dumbbells", "home-kettlebell", "bodyweight", "home-gym"]
    static let levels: [Level] = [.beginner, .intermediate, .advanced]
    static let count = 90

    static let all: [ProgramCase] = {
        var random = SeededGenerator(seed: 23)
        func share(_ top: Double) -> Double { Double.random(in: 0...top, using: &random) }
        return (0..<count).map { index in
            let level = levels[index % levels.count]
            let profile = profiles[index % profiles.count]
            let goal = Goal.allCases[Int.random(in: 0..<Goal.allCases.count, using: &random)]
            // Every schedule appears: the days cycle with the index, shifted so they do not track the level.
            let daysPerWeek = 2 + (index / 3 + index) % 5
            let persona = Persona(
                name: "p\(index)", age: Int.random(in: 18...65, using: &random), level: level, goal: goal,
                profile: profile, minutes: [30, 45, 60][Int.random(in: 0..<3, using: &random)], daysPerWeek: daysPerWeek,
                bodyWeightKg: Double.random(in: 55...100, using: &random),
                strength: level == .beginner ? Double.random(in: 0.5...1.0, using: &random)
                    : Double.random(in: 1.1...2.0, using: &random),
                bodyweightReps: Int.random(in: 5...25, using: &random),
                life: .init(
                    skipDay: share(0.15), tiredDay: share(0.2), badDay: share(0.12), missSet: share(0.15),
                    skipExercise: share(0.08), loadNoise: share(0.2)))
            return ProgramCase(persona: persona, seed: 1_000 + UInt64(index), weeks: weeks(for: persona))
        }
    }()

    /// Beginners' blocks are open-ended: six weeks. Trained lifters: eight weeks, a block (accumulation and its
    /// deload week) and most of the next.
    static func weeks(for persona: Persona) -> Int {
        persona.level == .beginner ? 6 : 8
    }

    /// The planned block length (accumulation weeks and the deload week) from `Config/fittoday.json`.
    static func blockWeeks(_ persona: Persona) -> Int {
        let rules = TestProject.resources.config.blocks
        return (rules.accumulationWeeks[persona.level]?[persona.goal] ?? 4) + 1
    }
}

/// Each case's run is made once and shared by every property test that reads it.
actor ProgramRuns {
    static let shared = ProgramRuns()
    private var runs: [String: Task<[ProgramDay], any Error>] = [:]

    func days(_ run: ProgramCase) async throws -> [ProgramDay] {
        let key = run.testDescription
        if let task = runs[key] { return try await task.value }
        let task = Task {
            try await ProgramRun.run(run.persona, weeks: run.weeks, seed: run.seed, resources: TestProject.resources)
        }
        runs[key] = task
        return try await task.value
    }
}
