public import FitTodayJSON
public import FitTodayDomain
import FitTodayLocalization
import Foundation
import Mustache

/// Everything one LLM attempt sends, and what the decoder needs to read the answer back.
public struct AssembledPrompt: Sendable, Equatable {
    public var system: String
    public var user: String
    /// The name the JSON schema is sent under (`response_format.json_schema.name`).
    public var schemaName: String
    /// The strict slot schema (`SlotSchema`).
    public var schema: JSONValue
    /// Today's plan as slots: the local plan, and each slot's candidates.
    public var binding: SlotBinding
    /// What an answer to `schema` needs, at most.
    public var maxCompletionTokens: Int
    /// The request the prompt was built for, its `focus` set to `binding.focus`.
    public var request: PlanRequest
    public var seed: UInt64

    /// Every id offered, slot after slot.
    public var candidateIds: [String] { binding.asked.flatMap(\.slot.candidates) }
    public var focus: Focus { binding.focus }
    public var prohibitedIds: [String] { binding.prohibitedIds }
}

/// Builds the chat messages and the strict output schema for one attempt. Pure: the same inputs give a
/// byte-identical prompt. The system message is the static part, first and the same for every request, so a
/// server's prompt cache can keep it; the user message is today's person and slots, as ids (a few tokens each).
public struct PromptAssembler: Sendable {
    public let templates: PromptTemplates
    public let composer: BlueprintComposer
    /// The most candidates one slot offers.
    public var candidatesPerSlot: Int
    /// The most options over all slots: a long plan offers fewer per slot, down to `fewestOptions`.
    public var maxOptions: Int
    public static let fewestOptions = 3
    public static let schemaName = "workout_plan"

    public init(templates: PromptTemplates, composer: BlueprintComposer, candidatesPerSlot: Int = 6, maxOptions: Int = 36) {
        self.templates = templates
        self.composer = composer
        self.candidatesPerSlot = candidatesPerSlot
        self.maxOptions = maxOptions
    }

    /// Options per slot for a plan asking `slots` slots.
    public func optionsPerSlot(asking slots: Int) -> Int {
        min(candidatesPerSlot, max(Self.fewestOptions, maxOptions / max(1, slots)))
    }

    /// - Parameters:
    ///   - focus: today's focus; `nil` chooses it from recovery, as the local composer does.
    ///   - history: earlier workouts, oldest first; workouts dated on or after `request.date` are ignored.
    ///   - seed: this attempt's variation seed.
    /// - Throws: `.noCandidates` when no catalog exercise fits, as the local composer would.
    public func assemble(request: PlanRequest, focus: Focus? = nil, history: [WorkoutPlan], seed: UInt64)
        throws(CompositionError) -> AssembledPrompt
    {
        var request = request
        request.focus = focus ?? composer.resolvedFocus(request, history: history)
        var binding = try composer.bindSlots(request, history: history, seed: seed, perSlot: candidatesPerSlot)
        // Lists are best first: a long plan keeps each slot's best.
        let share = optionsPerSlot(asking: binding.asked.count)
        for (index, _) in binding.asked { binding.slots[index].candidates = Array(binding.slots[index].candidates.prefix(share)) }
        let names = composer.names
        let catalog = composer.catalog
        let words = Messages(.ptBR)
        let slots = binding.asked.map { index, slot in
            let muscles = slot.local.primaryMuscles.map { names.muscle($0, .ptBR).lowercased() }
            return SlotLine(
                key: SlotSchema.key(index),
                role: slot.local.mainLift ? words.name(ExerciseRole.main) : slotKind(slot, catalog, words),
                muscles: muscles.joined(separator: ", "), ids: slot.candidates.joined(separator: ", "))
        }
        let context = UserContext(
            title: composer.title(for: binding.focus, language: .ptBR), level: words.name(request.level),
            goal: words.name(request.goal), energy: words.name(request.energy), minutes: request.minutes,
            seed: String(seed), slots: slots)
        return AssembledPrompt(
            system: render(templates.system, [String: String]()), user: render(templates.user, context),
            schemaName: Self.schemaName, schema: SlotSchema.schema(binding), binding: binding,
            maxCompletionTokens: SlotSchema.completionTokens(binding), request: request, seed: seed)
    }

    /// "multiarticular" or "isolado", after the composer's own pick for the slot.
    private func slotKind(_ slot: SlotBinding.Slot, _ catalog: CatalogIndex, _ words: Messages) -> String {
        words.name(catalog.exercise(id: slot.local.exerciseId)?.mechanics ?? .compound)
    }

    private func render(_ template: MustacheTemplate, _ context: Any) -> String {
        template.render(context).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

// The values the templates see; the comment at the top of each template lists them.

private struct UserContext {
    let title, level, goal, energy: String
    let minutes: Int
    let seed: String
    let slots: [SlotLine]
}

private struct SlotLine {
    let key, role, muscles, ids: String
}
