import FitTodayJSON
import FitTodayDomain
import FitTodayGeneration
import FitTodayResources
import FitTodayOpenAI
import Foundation
import Testing

@Suite struct PromptAssemblerTests {
    let assembler = Fixtures.assembler
    let catalog = Fixtures.catalog
    let names = Fixtures.resources.names

    @Test func thePromptCarriesInputsHistoryProhibitionsSeedAndTheRule() throws {
        let request = Fixtures.request("home-gym")
        let old = Fixtures.workout(["push-up"], daysBefore: 9)
        let history = [old] + (try Fixtures.history(for: request, days: 5))
        let prompt = try assembler.assemble(request: request, history: history, seed: 42)
        let user = prompt.user

        for muscle in Split.push.muscles { #expect(user.contains(names.muscle(muscle, .ptBR).lowercased())) }
        for item in request.equipment.members { #expect(user.contains(names.equipment(item, .ptBR).lowercased())) }
        for text in ["normal", "intermediário", "hipertrofia", "45 minutos", "42", "2026-11-22"] {
            #expect(user.contains(text), "\(text)")
        }
        // The last seven days, not older.
        for plan in history.suffix(5) {
            #expect(user.contains(plan.date.description))
            #expect(user.contains(catalog.exercise(id: plan.exercises[0].exerciseId)!.name))
        }
        #expect(!user.contains(old.date.description))
        // The prohibition list is the validator's window, ids and names.
        let window = Set(history.suffix(3).flatMap(\.exerciseIds))
        #expect(Set(prompt.prohibitedIds) == window)
        for id in window {
            #expect(user.contains("- \(id) (\(catalog.exercise(id: id)!.name))"))
        }
        #expect(user.contains("Não use nenhum exercício proibido"))
        #expect(prompt.system.contains("Nunca use um exercício da lista de proibidos"))
        // The target is the local plan's size.
        let local = try Fixtures.composer.compose(request, history: history, seed: 42)
        #expect(prompt.targetExerciseCount == local.exercises.count)
        #expect(user.contains("Monte \(local.exercises.count) exercícios"))
        #expect(prompt.focus == .split(.push))
        #expect(prompt.schemaName == PromptAssembler.schemaName)
    }

    @Test(arguments: ["bodyweight", "home-dumbbells", "minimal", "home-gym", "full-gym"])
    func candidatesAreFewEquipmentAndFocusValidFreshAndTheSchemaEnum(profile: String) throws {
        for focus in [Focus.split(.push), .split(.legs), .split(.fullBody), .muscles([.biceps, .abs])] {
            let request = Fixtures.request(profile, focus: focus, level: .beginner)
            let history = try Fixtures.history(for: request, days: 4)
            let prompt = try assembler.assemble(request: request, history: history, seed: 7)
            let pool = Set(Fixtures.composer.candidatePool(request, focus: focus))
            let fresh = pool.subtracting(prompt.prohibitedIds)

            #expect(prompt.candidateIds.count <= 100)
            #expect(prompt.candidateIds.count == min(100, max(fresh.count, prompt.targetExerciseCount)))
            #expect(Set(prompt.candidateIds).count == prompt.candidateIds.count)
            for id in prompt.candidateIds {
                let exercise = try #require(catalog.exercise(id: id))
                #expect(EquipmentSet(exercise.equipment).isSubset(of: request.equipment), "\(id)")
                #expect(exercise.level == .beginner, "\(id)")
                #expect(pool.contains(id), "\(id) is outside the focus")
                #expect(prompt.user.contains("- \(id) | \(exercise.name) |"))
            }
            if fresh.count >= prompt.targetExerciseCount {
                #expect(Set(prompt.candidateIds).isDisjoint(with: prompt.prohibitedIds), "\(profile) \(focus)")
            }
            let enumValues = prompt.schema["properties"]?["exercises"]?["items"]?["properties"]?["exerciseId"]?["enum"]
            #expect(enumValues == .array(prompt.candidateIds.map(JSONValue.string)))
            // The list and every number are bounded, so a constrained decoder closes the array and stays sane.
            let exercises = prompt.schema["properties"]?["exercises"]
            #expect(exercises?["maxItems"]?.intValue == prompt.targetExerciseCount)
            #expect(exercises?["minItems"]?.intValue == PlanDecoder.minimumExercises(target: prompt.targetExerciseCount))
            let fields = exercises?["items"]?["properties"]
            #expect(fields?["sets"]?["minimum"]?.intValue == Fixtures.composer.rules.minSets)
            #expect(fields?["sets"]?["maximum"]?.intValue == Fixtures.composer.rules.maxSets)
            #expect(fields?["repsMax"]?["maximum"]?.intValue == PlanDecoder.repsRange.upperBound)
            #expect(fields?["restSeconds"]?["minimum"]?.intValue == PlanDecoder.restRange.lowerBound)
        }
    }

    @Test func withTooFewFreshExercisesTheLeastRecentRepeatsComeBack() throws {
        let focus = Focus.muscles([.chest])
        let request = Fixtures.request("bodyweight", focus: focus, minutes: 20)
        let pool = Fixtures.composer.candidatePool(request, focus: focus)
        // Three workouts hold the whole pool: nothing fresh is left.
        let size = (pool.count + 2) / 3
        let history = (0..<3).map { Fixtures.workout(Array(pool[($0 * size)..<min(pool.count, ($0 + 1) * size)]), daysBefore: 3 - $0) }
        let prompt = try assembler.assemble(request: request, history: history, seed: 3)

        try #require(prompt.targetExerciseCount <= size)
        #expect(prompt.candidateIds.count == prompt.targetExerciseCount)
        // Least recent first: the oldest workout's exercises come back before any newer one's.
        #expect(Set(prompt.candidateIds).isSubset(of: history[0].exerciseIds))
        #expect(prompt.user.contains("repetido recentemente"))
    }

    @Test func anotherSeedDrawsAnotherSampleFromALargePool() throws {
        let request = Fixtures.request("full-gym", focus: .split(.fullBody), level: .advanced)
        try #require(Fixtures.composer.candidatePool(request, focus: .split(.fullBody)).count > 100)
        let samples = try (1...5).map { try Set(assembler.assemble(request: request, history: [], seed: $0).candidateIds) }
        #expect(samples.allSatisfy { $0.count == 100 })
        #expect(Set(samples).count == samples.count)
    }

    @Test func theSameInputsGiveTheSamePromptByteForByte() throws {
        let request = Fixtures.request("home-gym", focus: nil)
        let history = try Fixtures.history(for: request, days: 6)
        let first = try assembler.assemble(request: request, history: history, seed: 99)
        let second = try PromptAssembler(templates: Fixtures.templates, composer: Fixtures.composer)
            .assemble(request: request, history: history, seed: 99)
        #expect(first == second)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(first.schema) == encoder.encode(second.schema))
        // With no focus given, the prompt uses the composer's choice.
        #expect(first.focus == Fixtures.composer.resolvedFocus(request, history: history))
        #expect(try assembler.assemble(request: request, history: history, seed: 100) != first)
    }

    @Test func noFittingExerciseIsTheComposersError() throws {
        let resources = Fixtures.resources
        let noCalves = try CatalogIndex(exercises: catalog.exercises.filter {
            !($0.primaryMuscles + $0.secondaryMuscles).contains(.calves)
        })
        let composer = BlueprintComposer(
            catalog: noCalves, blueprints: resources.blueprints, rules: resources.config.training,
            names: resources.names, validator: VariationValidator(catalog: noCalves))
        let assembler = PromptAssembler(templates: Fixtures.templates, composer: composer)
        #expect(throws: CompositionError.self) {
            try assembler.assemble(request: Fixtures.request("full-gym", focus: .muscles([.calves])), history: [], seed: 1)
        }
    }
}
