/// A movement family is what a coach counts as "the same exercise again" within one day: exercises of one movement
/// pattern (two rows, two squat patterns, two hinges, two curls, two presses of one direction). A day holds one
/// exercise per family, unless its focus asks for that movement. A movement a coach counts apart (a dip, neither a
/// bench press nor an overhead press) is a family of its own (`Exercise.family`).
public enum MovementFamily {
    /// An exercise's family: its own when the catalog names one, else its pattern.
    public enum Key: Hashable, Sendable {
        case pattern(MovementPattern)
        case distinct(DistinctFamily)

        public init(_ exercise: Exercise) {
            self = exercise.family.map(Key.distinct) ?? .pattern(exercise.pattern)
        }
    }

    /// How many exercises of one family a day with `focus` may hold for an exercise whose primary muscles are
    /// `primary`: two when the focus asks for those muscles by name (`--focus chest,triceps`: a bench press and an
    /// incline press), or is the arms or core split on its own muscles (two curls on an arms day); one otherwise.
    public static func limit(primary: MuscleSet, focus: Focus) -> Int {
        switch focus {
        case .muscles(let muscles):
            return primary.intersects(MuscleSet(muscles)) ? 2 : 1
        case .split(let split) where split == .arms || split == .core:
            return primary.intersects(MuscleSet(split.muscles)) ? 2 : 1
        case .split:
            return 1
        }
    }

    /// The same for a catalog exercise.
    public static func limit(of exercise: Exercise, focus: Focus) -> Int {
        limit(primary: MuscleSet(exercise.primaryMuscles), focus: focus)
    }

    /// The exercises beyond their family's limit for `focus`, in order: what a coach strikes as a
    /// duplicate movement.
    public static func duplicates(_ exercises: [Exercise], focus: Focus) -> [Exercise] {
        var count: [Key: Int] = [:]
        var extra: [Exercise] = []
        for exercise in exercises {
            let key = Key(exercise)
            count[key, default: 0] += 1
            if count[key]! > limit(of: exercise, focus: focus) { extra.append(exercise) }
        }
        return extra
    }
}
