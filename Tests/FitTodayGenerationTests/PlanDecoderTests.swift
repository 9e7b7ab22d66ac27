import FitTodayDomain
import FitTodayGeneration
import FitTodayResources
import Foundation
import FitTodayTestSupport
import Testing

@Suite struct PlanDecoderTests {
    let decoder = Fixtures.decoder
    let catalog = Fixtures.catalog

    func prompt(
        _ profile: String = "home-dumbbells", focus: Focus = .split(.push), minutes: Int = 45,
        level: Level = .intermediate, language: Language = .ptBR, history: [WorkoutPlan] = []
    ) throws -> AssembledPrompt {
        try Fixtures.assembler.assemble(
            request: Fixtures.request(profile, focus: focus, minutes: minutes, level: level, language: language),
            history: history, seed: 42)
    }

    func rejection(_ content: String, _ prompt: AssembledPrompt) -> PlanRejection? {
        do {
            _ = try decoder.decode(content, for: prompt)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [Language.ptBR, .en])
    func aValidAnswerBecomesAPlanWithTheComposersPrescriptions(language: Language) throws {
        let prompt = try prompt(language: language)
        for choice in 0..<3 {
            let ids = Fixtures.choices(prompt, choice: choice)
            let plan = try decoder.decode(Fixtures.answer(ids, for: prompt), for: prompt, model: "m")
            #expect(plan.generation.source == .llm && plan.generation.model == "m" && plan.generation.seed == 42)
            #expect(plan.exercises.count == prompt.binding.slots.count)
            #expect(plan.title == prompt.binding.plan.title && plan.date == prompt.binding.plan.date)
            for (index, slot) in prompt.binding.slots.enumerated() {
                let item = plan.exercises[index]
                let exercise = try #require(catalog.exercise(id: item.exerciseId))
                #expect(item.name == exercise.displayName(language))
                // The slot's fitted sets and role; the rest of the dose from the rules for the chosen exercise.
                #expect(item.sets == slot.local.sets && item.mainLift == slot.local.mainLift)
                let rules = Fixtures.resources.config.training
                let dose = rules.prescription(
                    for: exercise, mainLift: slot.local.mainLift, goal: prompt.request.goal, level: prompt.request.level,
                    energy: prompt.request.energy)
                #expect(item.target == dose.target && item.restSeconds == dose.restSeconds && item.unit == exercise.unit)
            }
            #expect(plan.generation.diversity.passes)
        }
    }

    /// The model's choices get the composer's doses: a move too hard at the goal's reps for a beginner comes cut to
    /// her reach (pike push-ups 6–8 on an endurance day, not 15–20), never beyond it.
    @Test(arguments: ["bodyweight", "minimal"])
    func theModelsChoicesGetDosesWithinReach(profile: String) throws {
        let rules = Fixtures.resources.config.training
        var cut = 0
        for focus in [Focus.split(.push), .split(.upper), .split(.fullBody)] {
            var request = Fixtures.request(profile, focus: focus, level: .beginner)
            request.goal = .endurance
            let prompt = try Fixtures.assembler.assemble(request: request, history: [], seed: 42)
            for choice in 0..<4 {
                guard let plan = try? decoder.decode(Fixtures.answer(Fixtures.choices(prompt, choice: choice), for: prompt), for: prompt)
                else { continue }
                for item in plan.exercises {
                    let exercise = try #require(catalog.exercise(id: item.exerciseId))
                    let fit = rules.bodyweightReach.fit(
                        exercise, level: .beginner, target: item.target, rir: item.effort?.rir ?? 0)
                    #expect(fit != .tooHard, "\(profile) \(focus) \(exercise.id) \(item.target)")
                    let uncut = rules.prescription(
                        for: exercise, mainLift: item.mainLift, goal: .endurance, level: .beginner, energy: request.energy)
                    if item.target.max < uncut.target.max { cut += 1 }
                }
            }
        }
        #expect(cut > 0, "some choice came with its dose cut to the reach")
    }

    @Test func theVerdictCountsProhibitedExercises() throws {
        let request = Fixtures.request("home-dumbbells")
        let history = try Fixtures.history(for: request, days: 3)
        let prompt = try prompt(history: history)
        let plan = try decoder.decode(Fixtures.answer(Fixtures.choices(prompt), for: prompt), for: prompt)
        let repeated = plan.exerciseIds.filter(prompt.prohibitedIds.contains)
        #expect(plan.generation.diversity.repeated == repeated)
        #expect(plan.generation.diversity.passes)
    }

    @Test func namesAndAliasesOfAnOptionAreAccepted() throws {
        let prompt = try prompt()
        var ids = Fixtures.choices(prompt)
        let exercise = try #require(catalog.exercise(id: ids[0]))
        ids[0] = exercise.name.uppercased()
        let plan = try decoder.decode(Fixtures.answer(ids, for: prompt), for: prompt)
        #expect(plan.exerciseIds[prompt.binding.asked[0].index] == exercise.id)
    }

    @Test func anExerciseOutsideTheSlotsOptionsIsRejected() throws {
        let prompt = try prompt()
        var ids = Fixtures.choices(prompt)
        let other = try #require(prompt.binding.asked.last?.slot.candidates.first)
        ids[0] = other
        let refused = rejection(Fixtures.answer(ids, for: prompt), prompt)
        #expect(refused == .duplicate(other) || refused?.code == "schema-violation", "\(String(describing: refused))")
        ids = Fixtures.choices(prompt)
        ids[0] = "levantamento-de-geladeira"
        #expect(rejection(Fixtures.answer(ids, for: prompt), prompt) == .unknownExercise("levantamento-de-geladeira"))
    }

    @Test func equipmentAndLevelAreCheckedAgain() throws {
        let prompt = try prompt("bodyweight", level: .beginner)
        var ids = Fixtures.choices(prompt)
        ids[0] = "barbell-bench-press"
        #expect(rejection(Fixtures.answer(ids, for: prompt), prompt) == .missingEquipment(exerciseId: "barbell-bench-press", missing: [.barbell, .bench]))
        let advanced = catalog.exercises.first { $0.level == .advanced && $0.equipment.isEmpty }!
        ids[0] = advanced.id
        #expect(rejection(Fixtures.answer(ids, for: prompt), prompt) == .aboveLevel(exerciseId: advanced.id, level: .advanced))
    }

    @Test func aMissingSlotOrAWrongShapeIsASchemaViolation() throws {
        let prompt = try prompt()
        let ids = Fixtures.choices(prompt)
        let short = Fixtures.answer(Array(ids.dropLast()), for: prompt)
        #expect(rejection(short, prompt)?.code == "schema-violation")
        #expect(rejection("[1, 2]", prompt) == .schemaViolation("the answer is not a JSON object"))
        let key = SlotSchema.key(prompt.binding.asked[0].index)
        #expect(rejection("{\"\(key)\": 3}", prompt) == .schemaViolation("\(key) is not a string"))
    }

    @Test(arguments: ["", "not json", "{\"slot1\": ", "{'slot1': 'x'}"])
    func invalidJSONIsRejected(content: String) throws {
        #expect(rejection(content, try prompt()) == .invalidJSON)
    }

    @Test func aCodeFenceAroundTheJSONIsTolerated() throws {
        let prompt = try prompt()
        let plan = try decoder.decode("```json\n" + Fixtures.answer(Fixtures.choices(prompt), for: prompt) + "\n```", for: prompt)
        #expect(plan.exercises.count == prompt.binding.slots.count)
    }

    @Test func finishReasonsAndRefusalsAreClassified() {
        #expect(PlanRejection.classify(finishReason: "length", refusal: nil) == .truncated)
        #expect(PlanRejection.classify(finishReason: "stop", refusal: nil) == nil)
        #expect(PlanRejection.classify(finishReason: "stop", refusal: "") == nil)
        let refusal = PlanRejection.classify(finishReason: "stop", refusal: "Não posso\najudar com isso.")
        #expect(refusal?.reason == "refusal: Não posso ajudar com isso.")
        #expect(PlanRejection.truncated.reason == "truncated-output")
    }
}
