extension CompositionRun {
    /// The week's room once `picks` (but the one at `except`) take their sets (`WeeklyBalance.use`); nil without a
    /// week.
    func room(_ balance: WeeklyBalance?, after picks: [Pick], except: Int? = nil) -> WeeklyBalance? {
        guard var room = balance else { return nil }
        for index in picks.indices where index != except {
            room.use(sets: picks[index].dose.sets, groups: catalog.traits[picks[index].position].primaryGroups)
        }
        return room
    }

    /// The week with `picks` planned: their sets out of their groups' room and toward the needs
    /// (`WeeklyBalance.plan`, helpers half).
    func planned(_ balance: WeeklyBalance?, _ picks: [Pick]) -> WeeklyBalance? {
        guard var week = balance else { return nil }
        for pick in picks { week.plan(sets: pick.dose.sets, of: catalog.traits[pick.position]) }
        return week
    }

    /// The most sets each accessory may have with the week's room (`balance`, today's picks counted), by exercise
    /// id: what a format's extra rounds may not pass (a plank's third round past the core's weekly maximum).
    func weeklyCaps(_ picks: [Pick], balance: WeeklyBalance?) -> [String: Int] {
        guard let room = room(balance, after: picks) else { return [:] }
        var caps: [String: Int] = [:]
        for pick in picks where !pick.mainLift {
            // Only a cap under the rules' own is worth a name.
            guard let left = room.setsLeft(catalog.traits[pick.position].primaryGroups),
                  pick.dose.sets + left < composer.rules.maxAccessorySets
            else { continue }
            caps[catalog.exercises[pick.position].id] = pick.dose.sets + left
        }
        return caps
    }
}
