import FitTodayDomain
import FitTodayResources
import FitTodayUseCases
import FitTodayTestSupport
import Testing

@Suite("plan choices: words matched once, lists planned as combinations, errors that leave the field's spelling to the edge")
struct PlanChoicesTests {
    /// The error `body` throws, if any, as the field error it should be.
    func refusal(_ body: () throws -> Void) -> FieldError? {
        do {
            try body()
            return nil
        } catch {
            return error as? FieldError
        }
    }

    @Test("words of either language become values; a JSON array's items keep their positions")
    func words() throws {
        let focus = try WordParser.focus(WordParser.commaList("peito, costas", field: .focus), typed: "peito, costas")
        #expect(focus == (try Focus.parse("chest,back")))
        let equipment = try WordParser.equipment(WordParser.items(["halteres", " ", "bench"]))
        #expect(equipment == EquipmentSet([.dumbbell, .bench]))
        #expect(WordParser.items(["a", "", "b"]).map(\.position) == [0, 2])
        #expect(try WordParser.equipment([WordParser.Word("nenhum")]) == EquipmentSet())
        #expect(refusal { _ = try WordParser.commaList(" , ", field: .goal) } == FieldError(.goal, .empty))
    }

    @Test("a refusal says the field and the item; each edge spells them its way")
    func refusals() throws {
        let error = try #require(refusal { _ = try WordParser.equipment(WordParser.items(["dumbbell", "bench", "hammer"])) })
        #expect(error.field == .equipment && error.position == 2)
        let json = error.message { field, position in field.rawValue + (position.map { "[\($0)]" } ?? "") }
        let flag = error.message { field, _ in "--" + field.rawValue }
        #expect(json.hasPrefix("equipment[2]: "), "\(json)")
        #expect(flag.hasPrefix("--equipment: "), "\(flag)")
        #expect(json.dropFirst("equipment[2]".count) == flag.dropFirst("--equipment".count))
        let both = refusal { try PlanChoices.checkBounds(equipmentGiven: true, profileGiven: true, minutes: 5) }
        #expect(both == FieldError(.equipment, .conflictsWithProfile))
        #expect(both?.message { field, _ in "<\(field.rawValue)>" }.contains("<equipment>") == true)
        #expect(both?.message { field, _ in "<\(field.rawValue)>" }.contains("<profile>") == true)
        let minutes = refusal { try PlanChoices.checkBounds(equipmentGiven: true, profileGiven: false, minutes: 5) }
        #expect(minutes == FieldError(.minutes, .outOfRange(5)))
    }

    @Test("lists become every combination; one request refuses a list, naming its field")
    func combinations() throws {
        let resources = TestProject.resources
        let day = try #require(CalendarDay(year: 2026, month: 11, day: 20))
        var choices = PlanChoices(
            profiles: [WordParser.Word("academia-completa"), WordParser.Word("bodyweight")], energies: [.tired, .energized],
            goals: [.strength], language: .en)
        let all = try choices.requests(resources: resources, date: day)
        #expect(all.map(\.profile) == ["full-gym", "full-gym", "bodyweight", "bodyweight"])
        #expect(all.map(\.request.energy) == [.tired, .energized, .tired, .energized])
        #expect(all.allSatisfy { $0.request.goal == .strength && $0.request.level == .intermediate })
        #expect(refusal { _ = try choices.request(resources: resources, date: day) } == FieldError(.energy, .oneValueOnly))
        choices.energies = [.tired]
        #expect(refusal { _ = try choices.request(resources: resources, date: day) } == FieldError(.profile, .oneValueOnly))
        choices.profiles = []
        let request = try choices.request(resources: resources, date: day)
        #expect(request.equipment == EquipmentSet(resources.profiles[resources.config.defaults.profile] ?? []))
        #expect(request.minutes == resources.config.defaults.minutes)
        choices.profiles = [WordParser.Word("fullgym")]
        let unknown = refusal { _ = try choices.request(resources: resources, date: day) }
        guard case .unknown(typed: "fullgym", suggestion: "full-gym", _)? = unknown?.problem else {
            Issue.record("fullgym: \(String(describing: unknown))")
            return
        }
        #expect(unknown?.field == .profile)
    }
}
