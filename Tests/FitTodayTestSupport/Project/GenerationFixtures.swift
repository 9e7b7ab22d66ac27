public import FitTodayDomain
public import FitTodayGeneration
public import FitTodayResources
public import Foundation

/// The project's real catalog, configuration and prompt files, loaded once for all tests.
public enum GenerationFixtures {
    public static let root = TestProject.root
    public static let files = TestProject.files

    public static var resources: LoadedResources { TestProject.resources }

    public static let templates: PromptTemplates = {
        do {
            return try PromptTemplates.load(from: files.prompts)
        } catch {
            fatalError("prompt files do not load: \(error)")
        }
    }()

    public static var catalog: CatalogIndex { resources.catalog }
    public static var composer: BlueprintComposer { resources.composer }
    public static var assembler: PromptAssembler { PromptAssembler(templates: templates, composer: composer) }
    public static var decoder: PlanDecoder { PlanDecoder(composer: composer) }

    public static let day = CalendarDay(iso: "2026-11-22")!

    public static func request(
        _ profile: String, focus: Focus? = .split(.push), minutes: Int = 45, level: Level = .intermediate,
        language: Language = .ptBR
    ) -> PlanRequest {
        PlanRequest(
            focus: focus, equipment: EquipmentSet(resources.profiles[profile]!), level: level, minutes: minutes,
            date: day, language: language)
    }

    /// Local plans for the `days` days before `request.date`, oldest first, each seeing the ones before it.
    public static func history(for request: PlanRequest, days: Int) throws -> [WorkoutPlan] {
        var history: [WorkoutPlan] = []
        for offset in stride(from: days, through: 1, by: -1) {
            var earlier = request
            earlier.date = request.date.adding(days: -offset)
            history.append(try composer.compose(earlier, history: history, seed: UInt64(offset)))
        }
        return history
    }

    /// A hand-made past workout holding `ids`.
    public static func workout(_ ids: [String], daysBefore: Int, title: String = "Treino") -> WorkoutPlan {
        let exercises = ids.map { id in
            let exercise = catalog.exercise(id: id)!
            return PlannedExercise(
                exerciseId: id, name: exercise.name, sets: 3, target: RepRange(min: 8, max: 12), restSeconds: 90,
                primaryMuscles: exercise.primaryMuscles, equipment: exercise.equipment)
        }
        return WorkoutPlan(
            id: "past-\(daysBefore)", date: day.adding(days: -daysBefore), title: title, focus: ["custom"],
            estimatedMinutes: 30, exercises: exercises,
            generation: GenerationInfo(
                source: .local, seed: 0,
                diversity: VariationVerdict(ratio: 1, threshold: 0.6, repeated: [], bestAchievable: 1)))
    }

    /// A slot answer: `ids[i]` for the prompt's i-th asked slot.
    public static func answer(_ ids: [String], for prompt: AssembledPrompt) -> String {
        let members = zip(prompt.binding.asked, ids).map { "\"\(SlotSchema.key($0.index))\":\"\($1)\"" }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// Each asked slot's `choice`-th candidate (its last when it has fewer).
    public static func choices(_ prompt: AssembledPrompt, choice: Int = 0) -> [String] {
        prompt.binding.asked.map { $0.slot.candidates[min(choice, $0.slot.candidates.count - 1)] }
    }

    /// A copy of the project's `Prompts/` in a fresh temporary folder.
    public static func promptsCopy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("fittoday-prompts-\(UUID().uuidString)").appendingPathComponent("Prompts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in [PromptTemplates.systemFile, PromptTemplates.userFile] {
            try FileManager.default.copyItem(
                at: files.prompts.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }
}
