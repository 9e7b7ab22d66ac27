import FitTodayUseCases
import FitTodayDomain
import FitTodayLocalization
import FitTodayWger

/// `catalog show`: one exercise in full, every label and vocabulary word in the user's language.
enum ExerciseSheet {
    static func text(_ item: Exercise, names: DisplayNames, language: Language, overlay entry: WgerOverlayEntry?) -> String {
        let say = Messages(language)
        let muscles = { (list: [Muscle]) in list.map { names.muscle($0, language).lowercased() }.joined(separator: ", ") }
        let description = item.description(for: language)
        var lines = [
            "\(item.displayName(language)) (\(language == .en ? item.name : item.nameEn))",
            say(.showId, item.id) + (item.wgerId.map { " · wger \($0)" } ?? ""),
            "",
            description.text,
        ]
        if description.language != language { lines.append(say(.showDescriptionPortugueseOnly)) }
        let unit: Message = switch item.unit {
        case .reps: .unitReps
        case .seconds: .unitSeconds
        case .meters: .unitMeters
        }
        lines += [
            "",
            say(.showPrimary, muscles(item.primaryMuscles)),
            say(.showSecondary, item.secondaryMuscles.isEmpty ? "—" : muscles(item.secondaryMuscles)),
            say(.showEquipment, item.equipment.isEmpty
                ? (item.equipmentAnyOf.isEmpty ? say(.bodyweight) : "—")
                : item.equipment.map { names.equipment($0, language).lowercased() }.joined(separator: ", ")),
            say(.showAttributes, say.name(item.category), say.name(item.mechanics), say.name(item.pattern),
                say.name(item.level), say.name(item.rest)),
            say(.showCoach, say.name(item.tier), say.name(item.role), say(unit)),
        ]
        lines += truthLines(item, names: names, language: language, say: say)
        if !item.aliases.isEmpty { lines.append(say(.showAliases, item.aliases.joined(separator: ", "))) }
        if let entry {
            let source: Message = switch entry.description.source {
            case .wgerPortuguese: .sourceWgerPortuguese
            case .llmTranslation: .sourceLLMTranslation
            case .catalog: .sourceCatalog
            case .wgerEnglish: .sourceWgerEnglish
            }
            let textLanguage = LanguageTag.parse(entry.description.language).map(say.name) ?? entry.description.language
            lines.append("")
            lines.append(say(.showWger, entry.wgerId, say(source), textLanguage))
            if entry.description.source != .catalog { lines.append(entry.description.text) }
            lines.append(say(.showMedia, say.name(entry.media.exerciseMedia.kind), entry.media.url))
            lines.append(say(.showAttribution, entry.author, entry.license.name))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the catalog says beyond the basics: the any-of alternatives, an improvised set-up, a fixed scheme, a
    /// load per hand.
    static func truthLines(_ item: Exercise, names: DisplayNames, language: Language, say: Messages) -> [String] {
        var lines: [String] = []
        if !item.equipmentAnyOf.isEmpty {
            let list = item.equipmentAnyOf.map { names.equipment($0, language).lowercased() }.joined(separator: ", ")
            lines.append(say(.showEquipmentAnyOf, list))
        }
        if let improvised = item.improvised {
            let what: CatalogMessage = switch improvised {
            case .furniture: .improvisedFurniture
            case .doorFrame: .improvisedDoorFrame
            case .partner: .improvisedPartner
            }
            lines.append(say(.showImprovised, say(what)))
        }
        if let scheme = item.scheme {
            let reps = scheme.reps.min == scheme.reps.max ? "\(scheme.reps.min)" : "\(scheme.reps.min)–\(scheme.reps.max)"
            lines.append(scheme.sets.map { say(.showSchemeSets, $0, reps) } ?? say(.showScheme, reps))
        }
        if item.perHand { lines.append(say(.showPerHand)) }
        return lines
    }

    /// The equipment cell of a listing: what it needs, then its any-of loads as "a / b / c"; bodyweight when neither.
    static func equipmentCell(_ item: Exercise, names: DisplayNames, language: Language, say: Messages) -> String {
        let name = { (equipment: Equipment) in names.equipment(equipment, language).lowercased() }
        var parts = item.equipment.map(name)
        if !item.equipmentAnyOf.isEmpty { parts.append(item.equipmentAnyOf.map(name).joined(separator: " / ")) }
        return parts.isEmpty ? say(.bodyweight) : parts.joined(separator: ", ")
    }
}
