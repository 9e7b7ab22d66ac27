import FitTodayDomain
import FitTodayLocalization

extension ResourceLoader {
    /// The schedule's and the blocks' numbers within what a program can use: days per week 2–6, runs of training
    /// days 1–7, hours 0–168, ratings 1–5, minutes 10–180, weeks and counts at least 1, shares in (0, 1]; a bar's
    /// microload a pair of the plate set's plates.
    static func checkProgram(_ config: AppConfig, file: String) throws(DataFileError) {
        let schedule = config.schedule
        let blocks = config.blocks
        var checks: [(entry: String, field: String, value: Double, valid: Bool)] = []
        for level in Level.allCases {
            let name = level.rawValue
            checks += [
                ("schedule", "daysPerWeek.\(name)", Double(schedule.daysPerWeek[level]),
                 ScheduleRules.daysPerWeekRange.contains(schedule.daysPerWeek[level])),
                ("schedule", "maxConsecutiveDays.\(name)", Double(schedule.maxConsecutiveDays[level]),
                 (1...7).contains(schedule.maxConsecutiveDays[level])),
                ("schedule", "heavyPatternHours.\(name)", Double(schedule.heavyPatternHours[level]),
                 (0...168).contains(schedule.heavyPatternHours[level])),
            ]
        }
        checks += [
            ("schedule", "badDayRating", Double(schedule.badDayRating), (1...5).contains(schedule.badDayRating)),
            ("schedule", "recoveryMinutes", Double(schedule.recoveryMinutes), (10...180).contains(schedule.recoveryMinutes)),
            ("sessions.progression", "badDayRating", Double(config.sessions.progression.badDayRating),
             (1...5).contains(config.sessions.progression.badDayRating)),
            ("blocks", "deload.setShare", blocks.deload.setShare, blocks.deload.setShare > 0 && blocks.deload.setShare <= 1),
            ("blocks", "deload.loadFactor", blocks.deload.loadFactor,
             blocks.deload.loadFactor > 0 && blocks.deload.loadFactor <= 1),
            ("blocks", "deload.rirDelta", Double(blocks.deload.rirDelta), (0...5).contains(blocks.deload.rirDelta)),
            ("blocks", "reactive.lowRating", Double(blocks.reactive.lowRating), (1...5).contains(blocks.reactive.lowRating)),
            ("blocks", "reactive.stallExposures", Double(blocks.reactive.stallExposures), blocks.reactive.stallExposures >= 1),
            ("blocks", "reactive.stalledLifts", Double(blocks.reactive.stalledLifts), blocks.reactive.stalledLifts >= 1),
            ("blocks", "reactive.lowRatings", Double(blocks.reactive.lowRatings), blocks.reactive.lowRatings >= 1),
            ("blocks", "reactive.ratingDays", Double(blocks.reactive.ratingDays), blocks.reactive.ratingDays >= 1),
            ("blocks", "restartAfterWeeks", Double(blocks.restartAfterWeeks), blocks.restartAfterWeeks >= 1),
            ("blocks", "historyPlans", Double(blocks.historyPlans), blocks.historyPlans >= 1),
            ("blocks", "compoundMinRir", Double(blocks.compoundMinRir), (0...5).contains(blocks.compoundMinRir)),
        ]
        for (level, goals) in blocks.accumulationWeeks.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            for (goal, weeks) in goals.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                checks.append((
                    "blocks", "accumulationWeeks.\(level.rawValue).\(goal.rawValue)", Double(weeks), (1...12).contains(weeks)))
            }
        }
        // A microload on a bar is a pair of the plate set's plates: 1.25 kg needs 0.625 kg plates.
        let warmup = config.sessions.warmup
        if let smallest = warmup.plates.min(), smallest > 0 {
            for (equipment, micro) in config.sessions.progression.microSteps.sorted(by: { $0.key < $1.key })
            where warmup.bars[equipment] != nil {
                let pairs = micro / (2 * smallest)
                checks.append((
                    "sessions.progression", "microSteps.\(equipment)", micro, abs(pairs - pairs.rounded()) < 1e-9))
            }
        }
        checks += formatChecks(config.formats)
        if let bad = checks.first(where: { !$0.valid }) {
            throw DataFileError(file: file, entry: bad.entry, .dataInvalidValue, bad.field, "\(bad.value)")
        }
    }

    /// Supersets of exactly 2 exercises, circuits of 3 to 10; rests 0–600 s; minutes 0–180 (0 with no goal: off).
    static func formatChecks(_ formats: FormatRules) -> [(entry: String, field: String, value: Double, valid: Bool)] {
        var checks: [(entry: String, field: String, value: Double, valid: Bool)] = []
        for (name, rule, sizes) in [("superset", formats.superset, 2...2), ("circuit", formats.circuit, 3...10)] {
            checks += [
                ("formats", "\(name).maxMinutes", Double(rule.maxMinutes), (0...180).contains(rule.maxMinutes)),
                ("formats", "\(name).innerRestSeconds", Double(rule.innerRestSeconds),
                 (0...600).contains(rule.innerRestSeconds)),
                ("formats", "\(name).restAfterSeconds", Double(rule.restAfterSeconds),
                 (0...600).contains(rule.restAfterSeconds)),
                ("formats", "\(name).minExercises", Double(rule.minExercises), sizes.contains(rule.minExercises)),
                ("formats", "\(name).maxExercises", Double(rule.maxExercises),
                 sizes.contains(rule.maxExercises) && rule.maxExercises >= rule.minExercises),
            ]
        }
        return checks
    }
}
