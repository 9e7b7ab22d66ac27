/// Closed vocabularies shared by the catalog, the blueprints and the plans.
///
/// Their raw values are the English slugs used in `Catalog/`, in JSON and on the command line; display names live in
/// the message tables of `FitTodayLocalization`, one per language.

/// A muscle the catalog can name as primary or secondary.
public enum Muscle: String, CaseIterable, Codable, Sendable, Comparable {
    case chest, lats, upperBack = "upper-back", traps, lowerBack = "lower-back"
    case shoulders, rearDelts = "rear-delts"
    case biceps, triceps, forearms
    case abs, obliques
    case glutes, quadriceps, hamstrings, calves, adductors, abductors

    /// The broad group used for recovery and coverage reports.
    public var group: MuscleGroup {
        switch self {
        case .chest: .chest
        case .lats, .upperBack, .traps, .lowerBack: .back
        case .shoulders, .rearDelts: .shoulders
        case .biceps, .triceps, .forearms: .arms
        case .abs, .obliques: .core
        case .glutes, .quadriceps, .hamstrings, .calves, .adductors, .abductors: .legs
        }
    }

    /// Position in `allCases`, used for bit masks.
    public var ordinal: Int { Self.ordered.firstIndex(of: self)! }
    private static let ordered = allCases

    public static func < (lhs: Muscle, rhs: Muscle) -> Bool { lhs.ordinal < rhs.ordinal }
}

/// Broad body regions, one per catalog category.
public enum MuscleGroup: String, CaseIterable, Codable, Sendable {
    case chest, back, shoulders, arms, core, legs
}

/// Equipment an exercise may require. An exercise with no equipment is bodyweight.
public enum Equipment: String, CaseIterable, Codable, Sendable, Comparable {
    case dumbbell, barbell, ezBar = "ez-bar", kettlebell, bench, squatRack = "squat-rack"
    case resistanceBand = "resistance-band", pullUpBar = "pull-up-bar", dipStation = "dip-station"
    case cable, machine, smithMachine = "smith-machine", legPress = "leg-press"
    case suspensionTrainer = "suspension-trainer", medicineBall = "medicine-ball", stabilityBall = "stability-ball"
    case abWheel = "ab-wheel", weightPlate = "weight-plate", box, landmine

    public var ordinal: Int { Self.ordered.firstIndex(of: self)! }
    private static let ordered = allCases

    public static func < (lhs: Equipment, rhs: Equipment) -> Bool { lhs.ordinal < rhs.ordinal }
}

public enum ExerciseCategory: String, CaseIterable, Codable, Sendable {
    case chest, back, shoulders, arms, legs, core
}

public enum Mechanics: String, CaseIterable, Codable, Sendable {
    case compound, isolation
}

public enum MovementPattern: String, CaseIterable, Codable, Sendable {
    case horizontalPush = "horizontal-push", verticalPush = "vertical-push"
    case horizontalPull = "horizontal-pull", verticalPull = "vertical-pull"
    case squat, hinge, lunge
    case hipExtension = "hip-extension", kneeExtension = "knee-extension", kneeFlexion = "knee-flexion"
    case hipAbduction = "hip-abduction", hipAdduction = "hip-adduction", calfRaise = "calf-raise"
    case chestFly = "chest-fly", shoulderRaise = "shoulder-raise", rearDeltFly = "rear-delt-fly", shrug
    case elbowFlexion = "elbow-flexion", elbowExtension = "elbow-extension", wrist, carry
    case coreFlexion = "core-flexion", coreRotation = "core-rotation", coreStability = "core-stability"
    case backExtension = "back-extension"

    /// One bit per pattern, for slot matching without array searches.
    public var bit: UInt32 { 1 << UInt32(Self.ordered.firstIndex(of: self)!) }
    private static let ordered = allCases
}

/// Training experience. Ordered: a person may do exercises at or below their level.
public enum Level: String, CaseIterable, Codable, Sendable, Comparable {
    case beginner, intermediate, advanced

    /// A switch, not a search of `allCases`: levels are compared for every candidate the composer scores.
    public var rank: Int {
        switch self {
        case .beginner: 0
        case .intermediate: 1
        case .advanced: 2
        }
    }

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rank < rhs.rank }
}

/// How long an exercise usually needs between sets.
public enum RestClass: String, CaseIterable, Codable, Sendable {
    case light, moderate, heavy
}

public enum Goal: String, CaseIterable, Codable, Sendable {
    case strength, hypertrophy, endurance
}

/// The daily check-in: how the person feels today.
public enum Energy: String, CaseIterable, Codable, Sendable {
    case tired, normal, energized
}

/// Display language.
public enum Language: String, CaseIterable, Codable, Sendable {
    case ptBR = "pt-BR", en
}
