import FitTodayDomain
import FitTodayGeneration
import FitTodayResources
import Foundation
import Testing

@Suite struct PlanDecoderTests {
    let decoder = Fixtures.decoder
    let catalog = Fixtures.catalog
    let rules = Fixtures.resources.config.training

    func prompt(
        _ profile: String = "home-dumbbells", focus: Focus = .split(.push), minutes: Int = 45,
        level: Level = .intermediate, language: Language = .ptBR, history: [WorkoutPlan] = []
    ) throws -> AssembledPrompt {
        try Fixtures.assembler.assemble(
            request: Fixtures.request(profile, focus: focus, minutes: minutes, level: level, language: language),
            history: history, seed: 42)
    }

    /// Candidates whose answer numbers the decoder keeps: rep-counted, not power, no catalog rep cap.
    func repCounted(_ prompt: AssembledPrompt) -> [String] {
        prompt.candidateIds.filter { id in
            let exercise = catalog.exercise(id: id)!
            return exercise.unit == .reps && exercise.role != .power && exercise.maxReps == nil
        }
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
    func aValidAnswerBecomesAPlanWithCatalogFacts(language: Language) throws {
        let prompt = try prompt(language: language)
        let ids = Array(repCounted(prompt).prefix(prompt.targetExerciseCount))
        let plan = try decoder.decode(Fixtures.answer(ids), for: prompt, model: "gpt-test")

        #expect(plan.exerciseIds == ids)
        for item in plan.exercises {
            let exercise = try #require(catalog.exercise(id: item.exerciseId))
            #expect(item.name == exercise.displayName(language))
            #expect(item.primaryMuscles == exercise.primaryMuscles)
            #expect(item.equipment == exercise.equipment)
            #expect(item.sets == 3 && item.target == RepRange(min: 8, max: 12) && item.restSeconds == 90)
            #expect(item.unit == .reps && item.role == exercise.role && item.tier == exercise.tier)
            #expect(item.description == exercise.description(for: language).text)
            #expect(item.media == exercise.resolvedMedia)
        }
        #expect(plan.id == "2026-11-22-2a")
        #expect(plan.date == Fixtures.day)
        #expect(plan.title == Fixtures.composer.title(for: .split(.push), language: language))
        #expect(plan.focus == ["push"])
        #expect(plan.estimatedMinutes > 0 && plan.estimatedMinutes <= 45)
        #expect(plan.generation.source == .llm)
        #expect(plan.generation.model == "gpt-test")
        #expect(plan.generation.seed == 42)
        #expect(plan.generation.attempts.isEmpty)
        #expect(plan.generation.diversity.ratio == 1 && plan.generation.diversity.passes)
    }

    @Test func theVerdictCountsProhibitedExercises() throws {
        let request = Fixtures.request("home-dumbbells")
        let history = try Fixtures.history(for: request, days: 3)
        let prompt = try prompt(history: history)
        let repeated = Array(prompt.prohibitedIds.prefix(2))
        let ids = repeated + prompt.candidateIds.prefix(prompt.targetExerciseCount - 2)
        let verdict = try decoder.decode(Fixtures.answer(ids), for: prompt).generation.diversity
        #expect(verdict.repeated == repeated)
        #expect(verdict.ratio == Double(ids.count - 2) / Double(ids.count))
    }

    @Test func namesAliasesAndFoldedSpellingsMapToCatalogIds() throws {
        let prompt = try prompt()
        let references = ["SUPINO RETO COM HALTERES", "supino inclinado halter", "Supino  Declinado com Halteres!",
                          "Dumbbell Squeeze Press"]
        let plan = try decoder.decode(Fixtures.answer(references), for: prompt)
        #expect(plan.exerciseIds == [
            "dumbbell-bench-press", "dumbbell-incline-bench-press", "dumbbell-decline-bench-press",
            "dumbbell-squeeze-press",
        ])
        #expect(plan.exercises[0].name == "Supino reto com halteres")
    }

    @Test func anUnknownExerciseIsRejected() throws {
        let prompt = try prompt()
        let ids = Array(prompt.candidateIds.prefix(prompt.targetExerciseCount - 1)) + ["made-up-exercise"]
        let rejection = rejection(Fixtures.answer(ids), prompt)
        #expect(rejection == .unknownExercise("made-up-exercise"))
        #expect(rejection?.reason == "unknown-exercise: made-up-exercise")
        #expect(rejection?.code == "unknown-exercise")
    }

    @Test func setsRepsAndRestAreClamped() throws {
        let prompt = try prompt(minutes: 180)
        let ids = Array(repCounted(prompt).prefix(PlanDecoder.minimumExercises(target: prompt.targetExerciseCount)))
        try #require(ids.count >= 3)
        let items = [
            "{\"exerciseId\":\"\(ids[0])\",\"sets\":99,\"repsMin\":0,\"repsMax\":80,\"restSeconds\":1000}",
            "{\"exerciseId\":\"\(ids[1])\",\"sets\":0,\"repsMin\":12,\"repsMax\":8,\"restSeconds\":5}",
            "{\"exerciseId\":\"\(ids[2])\",\"sets\":4,\"repsMin\":6,\"repsMax\":6,\"restSeconds\":97}",
        ] + ids.dropFirst(3).map { "{\"exerciseId\":\"\($0)\",\"sets\":3,\"repsMin\":8,\"repsMax\":12,\"restSeconds\":60}" }
        let plan = try decoder.decode("{\"exercises\":[\(items.joined(separator: ","))]}", for: prompt)
        let first = plan.exercises[0], second = plan.exercises[1], third = plan.exercises[2]
        #expect(first.sets == rules.maxSets && first.target == RepRange(min: 1, max: 50) && first.restSeconds == 300)
        #expect(second.sets == rules.minSets && second.target == RepRange(min: 8, max: 12) && second.restSeconds == 15)
        #expect(third.sets == 4 && third.target == RepRange(min: 6, max: 6) && third.restSeconds == 90)
    }

    @Test func missingEquipmentIsRejected() throws {
        let prompt = try prompt()
        let ids = ["barbell-bench-press"] + prompt.candidateIds.prefix(prompt.targetExerciseCount - 1)
        let rejection = rejection(Fixtures.answer(ids), prompt)
        #expect(rejection == .missingEquipment(exerciseId: "barbell-bench-press", missing: [.barbell]))
        #expect(rejection?.reason == "equipment: barbell-bench-press needs barbell")
    }

    @Test func anExerciseAboveThePersonsLevelIsRejected() throws {
        let prompt = try prompt("bodyweight", level: .beginner)
        let ids = ["clap-push-up"] + prompt.candidateIds.prefix(prompt.targetExerciseCount - 1)
        #expect(rejection(Fixtures.answer(ids), prompt)?.reason == "level: clap-push-up is advanced")
    }

    @Test func theSameExerciseTwiceIsRejectedEvenUnderAnotherName() throws {
        let prompt = try prompt()
        let ids = ["dumbbell-bench-press", "dumbbell-fly", "Supino com halteres"]
            + prompt.candidateIds.prefix(prompt.targetExerciseCount).filter { $0 != "dumbbell-bench-press" && $0 != "dumbbell-fly" }
        #expect(rejection(Fixtures.answer(ids), prompt) == .duplicate("dumbbell-bench-press"))
        #expect(rejection(Fixtures.answer(ids), prompt)?.reason == "duplicate: dumbbell-bench-press")
    }

    @Test(arguments: ["", "not json", "{\"exercises\": [", "{'exercises': []}"])
    func invalidJSONIsRejected(content: String) throws {
        #expect(rejection(content, try prompt()) == .invalidJSON)
    }

    @Test func aCodeFenceAroundTheJSONIsTolerated() throws {
        let prompt = try prompt()
        let ids = Array(prompt.candidateIds.prefix(prompt.targetExerciseCount))
        let plan = try decoder.decode("```json\n\(Fixtures.answer(ids))\n```", for: prompt)
        #expect(plan.exerciseIds == ids)
    }

    @Test(arguments: [
        ("[]", "the answer is not a JSON object"),
        ("\"text\"", "the answer is not a JSON object"),
        ("{}", "exercises is missing"),
        ("{\"exercises\":{}}", "exercises is not an array"),
        ("{\"exercises\":[1]}", "exercises[0] is not an object"),
        ("{\"exercises\":[{\"exerciseId\":\"push-up\",\"repsMin\":8,\"repsMax\":12,\"restSeconds\":60}]}",
         "exercises[0].sets is missing"),
        ("{\"exercises\":[{\"exerciseId\":\"push-up\",\"sets\":\"3\",\"repsMin\":8,\"repsMax\":12,\"restSeconds\":60}]}",
         "exercises[0].sets is not an integer"),
        ("{\"exercises\":[{\"exerciseId\":\"push-up\",\"sets\":3.5,\"repsMin\":8,\"repsMax\":12,\"restSeconds\":60}]}",
         "exercises[0].sets is not an integer"),
        ("{\"exercises\":[{\"exerciseId\":\"push-up\",\"sets\":3,\"repsMin\":true,\"repsMax\":12,\"restSeconds\":60}]}",
         "exercises[0].repsMin is not an integer"),
        ("{\"exercises\":[{\"exerciseId\":7,\"sets\":3,\"repsMin\":8,\"repsMax\":12,\"restSeconds\":60}]}",
         "exercises[0].exerciseId is not a string"),
        ("{\"exercises\":[{\"sets\":3,\"repsMin\":8,\"repsMax\":12,\"restSeconds\":60}]}",
         "exercises[0].exerciseId is missing"),
    ])
    func theWrongShapeIsASchemaViolation(content: String, detail: String) throws {
        let rejection = rejection(content, try prompt())
        #expect(rejection == .schemaViolation(detail))
        #expect(rejection?.code == "schema-violation")
    }

    @Test func anEmptyOrShortListIsRejected() throws {
        let prompt = try prompt()
        let minimum = PlanDecoder.minimumExercises(target: prompt.targetExerciseCount)
        try #require(minimum >= 2)
        #expect(rejection("{\"exercises\":[]}", prompt) == .tooFewExercises(count: 0, minimum: minimum))
        let short = Fixtures.answer(Array(prompt.candidateIds.prefix(minimum - 1)))
        #expect(rejection(short, prompt)?.code == "too-few-exercises")
    }

    @Test func extraExercisesAreDroppedPastTheRulesMaximum() throws {
        let prompt = try prompt("full-gym", focus: .split(.fullBody), minutes: 180)
        let ids = Array(prompt.candidateIds.prefix(rules.maxExercises + 3))
        let plan = try decoder.decode(Fixtures.answer(ids, sets: 2, rest: 60), for: prompt)
        #expect(plan.exerciseIds == Array(ids.prefix(rules.maxExercises)))
    }

    @Test func aPlanFarOverTheTimeBudgetLosesItsLastExercises() throws {
        let prompt = try prompt(minutes: 20)
        let minimum = PlanDecoder.minimumExercises(target: prompt.targetExerciseCount)
        let ids = Array(prompt.candidateIds.prefix(prompt.targetExerciseCount + 1))
        let plan = try decoder.decode(Fixtures.answer(ids, sets: 6, rest: 300), for: prompt)
        #expect(plan.exerciseIds == Array(ids.prefix(minimum)))
        let fitting = try decoder.decode(Fixtures.answer(Array(ids.prefix(prompt.targetExerciseCount))), for: prompt)
        #expect(fitting.exercises.count == prompt.targetExerciseCount)
        #expect(fitting.estimatedMinutes <= 23)
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
