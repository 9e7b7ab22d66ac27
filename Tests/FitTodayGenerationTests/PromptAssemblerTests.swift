import FitTodayDomain
import FitTodayGeneration
import FitTodayJSON
import FitTodayResources
import Foundation
import FitTodayTestSupport
import Testing

@Suite struct PromptAssemblerTests {
    let assembler = Fixtures.assembler
    let catalog = Fixtures.catalog

    @Test func thePromptIsStaticFirstThenThePersonTheSlotsAndTheSeed() throws {
        let request = Fixtures.request("home-dumbbells")
        let prompt = try assembler.assemble(request: request, history: [], seed: 42)
        #expect(prompt.user.contains("Nível intermediário, objetivo hipertrofia, energia normal, 45 min."), "\(prompt.user)")
        #expect(prompt.user.hasSuffix("Semente: 42"))
        for (index, slot) in prompt.binding.asked {
            #expect(prompt.user.contains("\(SlotSchema.key(index)) ("), "\(prompt.user)")
            #expect(prompt.user.contains(slot.candidates.joined(separator: ", ")))
        }
        // The system message is the static part: the same for another person, focus and seed.
        let other = try assembler.assemble(
            request: Fixtures.request("full-gym", focus: .split(.legs), level: .advanced), history: [], seed: 7)
        #expect(other.system == prompt.system && other.user != prompt.user)
        #expect(!prompt.system.contains("{{"))
    }

    @Test(arguments: ["bodyweight", "home-dumbbells", "minimal", "home-gym", "full-gym"])
    func slotsAreFewDisjointValidFreshAndTheSchemasEnums(profile: String) throws {
        for focus: Focus? in [nil, .split(.push), .split(.legs), .muscles([.biceps, .triceps])] {
            let request = Fixtures.request(profile, focus: focus)
            let history = try Fixtures.history(for: request, days: 3)
            let prompt = try assembler.assemble(request: request, history: history, seed: 5)
            let pool = Set(Fixtures.composer.candidatePool(prompt.request, focus: prompt.focus))
            let prohibited = Set(prompt.prohibitedIds)
            var seen = Set<String>()
            for (index, slot) in prompt.binding.asked {
                #expect((1...assembler.optionsPerSlot(asking: prompt.binding.asked.count)).contains(slot.candidates.count))
                #expect(prompt.candidateIds.count <= max(assembler.maxOptions, PromptAssembler.fewestOptions * prompt.binding.asked.count))
                for id in slot.candidates {
                    let exercise = try #require(catalog.exercise(id: id))
                    #expect(exercise.equipment.allSatisfy(request.equipment.contains), "\(id)")
                    #expect(exercise.level <= request.level)
                    #expect(pool.contains(id) || id == slot.local.exerciseId, "\(id) outside the focus")
                    #expect(seen.insert(id).inserted, "\(id) offered in two slots")
                }
                // The last workouts' exercises are left out while the slot has fresh ones.
                if slot.candidates.count > 1 || !prohibited.contains(slot.candidates[0]) {
                    #expect(prohibited.isDisjoint(with: slot.candidates), "\(profile) \(String(describing: focus))")
                }
                let property = prompt.schema["properties"]?[SlotSchema.key(index)]
                #expect(property?["enum"] == .array(slot.candidates.map(JSONValue.string)))
            }
            #expect(prompt.schema["additionalProperties"] == .bool(false))
            let keys = prompt.binding.asked.map { JSONValue.string(SlotSchema.key($0.index)) }
            #expect(prompt.schema["required"] == .array(keys))
            #expect(prompt.schema["properties"]?.objectValue?.count == keys.count)
        }
    }

    @Test func aKeptMainLiftIsFixedAndNotAsked() throws {
        var request = Fixtures.request("full-gym", focus: .split(.push), level: .advanced)
        request.goal = .strength
        let lastPush = try Fixtures.composer.compose(
            { var earlier = request; earlier.date = request.date.adding(days: -3); return earlier }(),
            history: [], seed: 3)
        let prompt = try assembler.assemble(request: request, history: [lastPush], seed: 9)
        let fixed = prompt.binding.slots.enumerated().filter(\.element.fixed)
        #expect(!fixed.isEmpty, "strength keeps the main lifts of the last day of the split")
        for (index, slot) in fixed {
            #expect(slot.local.kept && lastPush.exerciseIds.contains(slot.local.exerciseId))
            #expect(prompt.schema["properties"]?[SlotSchema.key(index)] == nil)
        }
        let plan = try Fixtures.decoder.decode(Fixtures.answer(Fixtures.choices(prompt), for: prompt), for: prompt)
        for (index, slot) in fixed { #expect(plan.exercises[index] == slot.local) }
    }

    /// Any answer the schema allows is a plan the rules accept: no duplicates, the person's equipment, level and
    /// focus, and the variation rule met.
    @Test(arguments: ["bodyweight", "home-dumbbells", "full-gym"])
    func everySchemaValidAnswerIsAValidPlan(profile: String) throws {
        var rng = SeededGenerator(seed: 2026)
        for day in 0..<6 {
            var request = Fixtures.request(profile, focus: nil)
            request.date = request.date.adding(days: day)
            let history = try Fixtures.history(for: request, days: 4)
            let prompt = try assembler.assemble(request: request, history: history, seed: UInt64(day))
            for _ in 0..<10 {
                let ids = prompt.binding.asked.map { $0.slot.candidates[Int(rng.next() % UInt64($0.slot.candidates.count))] }
                let plan = try Fixtures.decoder.decode(Fixtures.answer(ids, for: prompt), for: prompt)
                #expect(Set(plan.exerciseIds).count == plan.exercises.count)
                #expect(plan.generation.diversity.passes, "\(profile) day \(day): \(plan.generation.diversity)")
            }
        }
    }

    @Test func theSchemaStaysWithinOpenAIsStructuredOutputLimitsForTheLargestPlan() throws {
        var largest: (enumValues: Int, characters: Int, properties: Int) = (0, 0, 0)
        for focus in Split.allCases.map(Focus.split) + [Focus.muscles([.chest, .lats, .quadriceps])] {
            for minutes in [45, 180] {
                let request = Fixtures.request("full-gym", focus: focus, minutes: minutes, level: .advanced)
                let schema = try assembler.assemble(request: request, history: [], seed: 1).schema
                let enums = schema["properties"]?.objectValue?.values.compactMap { $0["enum"]?.arrayValue } ?? []
                let values = enums.joined().compactMap(\.stringValue)
                #expect(values.count <= SlotSchema.maxEnumValues)
                #expect(values.reduce(0) { $0 + $1.count } <= SlotSchema.maxEnumCharacters)
                #expect((schema["properties"]?.objectValue?.count ?? 0) <= SlotSchema.maxProperties)
                #expect(Self.depth(schema) <= SlotSchema.maxNesting)
                largest = (max(largest.0, values.count), max(largest.1, values.reduce(0) { $0 + $1.count }),
                           max(largest.2, schema["properties"]?.objectValue?.count ?? 0))
            }
        }
        #expect(largest.properties >= 6, "the largest plan was tried: \(largest)")
    }

    /// Object nesting levels of a schema (the root object is 1).
    static func depth(_ node: JSONValue) -> Int {
        switch node {
        case .object(let members):
            let children = members["properties"]?.objectValue?.values.map(depth).max() ?? 0
            return 1 + children
        default: return 0
        }
    }

    @Test func theSameInputsGiveTheSamePromptByteForByte() throws {
        let request = Fixtures.request("home-gym", focus: nil)
        let history = try Fixtures.history(for: request, days: 6)
        let first = try assembler.assemble(request: request, history: history, seed: 99)
        let second = try PromptAssembler(templates: Fixtures.templates, composer: Fixtures.composer)
            .assemble(request: request, history: history, seed: 99)
        #expect(first == second)
        // With no focus given, the prompt uses the composer's choice.
        #expect(first.focus == Fixtures.composer.resolvedFocus(request, history: history))
        #expect(try assembler.assemble(request: request, history: history, seed: 100) != first)
    }

    @Test func theCompletionBudgetFitsTheAnswer() throws {
        let prompt = try assembler.assemble(request: Fixtures.request("full-gym", focus: .split(.fullBody), level: .advanced), history: [], seed: 1)
        let longest = prompt.binding.asked.map { $0.slot.candidates.max { $0.count < $1.count }! }
        let answer = Fixtures.answer(longest, for: prompt)
        // About two characters a token for ids: the budget covers the longest answer.
        #expect(prompt.maxCompletionTokens * 2 >= answer.count, "\(prompt.maxCompletionTokens) for \(answer.count) characters")
        #expect(prompt.maxCompletionTokens < 400)
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
