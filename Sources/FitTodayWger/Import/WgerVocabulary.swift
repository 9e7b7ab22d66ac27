public import FitTodayDomain

/// Wger's muscles, equipment and categories in FitToday's vocabulary (ids as in wger's fixtures and API).
public enum WgerVocabulary {
    /// A Wger muscle as a catalog muscle; nil when FitToday has no counterpart.
    public static func muscle(_ muscle: WgerMuscle) -> Muscle? {
        switch muscle.id {
        case 1, 13: .biceps  // biceps brachii, brachialis
        case 2: .shoulders  // anterior deltoid
        case 3, 4: .chest  // serratus anterior, pectoralis major
        case 5: .triceps
        case 6: .abs
        case 7, 15: .calves  // gastrocnemius, soleus
        case 8: .glutes
        case 9: .traps
        case 10: .quadriceps
        case 11: .hamstrings
        case 12: .lats
        case 14: .obliques
        case 16: .lowerBack
        default: nil
        }
    }

    /// What a Wger equipment item requires in FitToday's terms.
    public enum EquipmentRequirement: Equatable, Sendable {
        /// The person needs this.
        case item(Equipment)
        /// Nothing to own (bodyweight, a mat).
        case nothing
        /// FitToday has no counterpart: the exercise cannot be checked against a profile.
        case unknown
    }

    public static func equipment(_ item: WgerNamed) -> EquipmentRequirement {
        switch item.id {
        case 1: .item(.barbell)
        case 2: .item(.ezBar)
        case 3: .item(.dumbbell)
        case 4, 7: .nothing  // gym mat, "none (bodyweight exercise)"
        case 5: .item(.stabilityBall)
        case 6: .item(.pullUpBar)
        case 8, 9: .item(.bench)  // bench, incline bench
        case 10: .item(.kettlebell)
        case 11: .item(.resistanceBand)
        case 12: .item(.cable)
        default: .unknown
        }
    }

    /// A Wger category as a catalog category; nil for cardio and unknown ids.
    public static func category(_ category: WgerNamed) -> ExerciseCategory? {
        switch category.id {
        case 8: .arms
        case 9, 14: .legs  // legs, calves
        case 10: .core
        case 11: .chest
        case 12: .back
        case 13: .shoulders
        default: nil  // 15 cardio
        }
    }

    /// The movement pattern a new entry gets from its first primary muscle (Wger has no such field).
    static func pattern(for muscle: Muscle) -> MovementPattern {
        switch muscle {
        case .chest: .horizontalPush
        case .lats: .verticalPull
        case .upperBack: .horizontalPull
        case .traps: .shrug
        case .lowerBack: .backExtension
        case .shoulders: .verticalPush
        case .rearDelts: .rearDeltFly
        case .biceps: .elbowFlexion
        case .triceps: .elbowExtension
        case .forearms: .wrist
        case .abs: .coreFlexion
        case .obliques: .coreRotation
        case .glutes: .hipExtension
        case .quadriceps: .squat
        case .hamstrings: .kneeFlexion
        case .calves: .calfRaise
        case .adductors: .hipAdduction
        case .abductors: .hipAbduction
        }
    }

    /// Seconds for holds, metres for carries, else repetitions, judged from an English name.
    public static func unit(forName name: String) -> WorkUnit {
        let words = name.lowercased()
        if ["plank", "hold", "isometric", "wall sit", "dead hang", "l-sit", "l sit"].contains(where: words.contains) {
            return .seconds
        }
        if ["carry", "farmer", "walk"].contains(where: words.contains) { return .meters }
        return .reps
    }

    /// One arm or one leg at a time, judged from an English name.
    public static func isOneSided(_ name: String) -> Bool {
        let words = name.lowercased()
        return ["single", "one arm", "one-arm", "one leg", "one-leg", "unilateral", "alternating"].contains(where: words.contains)
    }
}
