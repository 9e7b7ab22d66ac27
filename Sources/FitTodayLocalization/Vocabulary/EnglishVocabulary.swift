import FitTodayDomain

/// English names of the closed vocabularies, and the extra forms an English speaker types.
enum EnglishVocabulary: VocabularyTable {
    static func muscle(_ value: Muscle) -> String {
        switch value {
        case .chest: "Chest"
        case .lats: "Lats"
        case .upperBack: "Upper back"
        case .traps: "Traps"
        case .lowerBack: "Lower back"
        case .shoulders: "Shoulders"
        case .rearDelts: "Rear delts"
        case .biceps: "Biceps"
        case .triceps: "Triceps"
        case .forearms: "Forearms"
        case .abs: "Abs"
        case .obliques: "Obliques"
        case .glutes: "Glutes"
        case .quadriceps: "Quadriceps"
        case .hamstrings: "Hamstrings"
        case .calves: "Calves"
        case .adductors: "Adductors"
        case .abductors: "Abductors"
        }
    }

    static func equipment(_ value: Equipment) -> String {
        switch value {
        case .dumbbell: "Dumbbells"
        case .barbell: "Barbell"
        case .ezBar: "EZ bar"
        case .kettlebell: "Kettlebell"
        case .bench: "Bench"
        case .squatRack: "Squat rack"
        case .resistanceBand: "Resistance band"
        case .pullUpBar: "Pull-up bar"
        case .dipStation: "Dip station"
        case .cable: "Cable"
        case .machine: "Machine"
        case .smithMachine: "Smith machine"
        case .legPress: "Leg press"
        case .suspensionTrainer: "Suspension trainer"
        case .medicineBall: "Medicine ball"
        case .stabilityBall: "Stability ball"
        case .abWheel: "Ab wheel"
        case .weightPlate: "Weight plate"
        case .box: "Box / step"
        case .landmine: "Landmine"
        }
    }

    static func split(_ value: Split) -> String {
        switch value {
        case .fullBody: "Full body"
        case .upper: "Upper body"
        case .lower: "Lower body"
        case .push: "Push"
        case .pull: "Pull"
        case .legs: "Legs"
        case .arms: "Arms"
        case .core: "Core"
        }
    }

    static func pattern(_ value: MovementPattern) -> String {
        switch value {
        case .horizontalPush: "horizontal push"
        case .verticalPush: "vertical push"
        case .horizontalPull: "horizontal pull"
        case .verticalPull: "vertical pull"
        case .squat: "squat"
        case .hinge: "hip hinge"
        case .lunge: "lunge"
        case .hipExtension: "hip extension"
        case .kneeExtension: "knee extension"
        case .kneeFlexion: "knee flexion"
        case .hipAbduction: "hip abduction"
        case .hipAdduction: "hip adduction"
        case .calfRaise: "calf raise"
        case .chestFly: "chest fly"
        case .shoulderRaise: "shoulder raise"
        case .rearDeltFly: "rear-delt fly"
        case .shrug: "shrug"
        case .elbowFlexion: "elbow flexion"
        case .elbowExtension: "elbow extension"
        case .wrist: "wrist"
        case .carry: "carry"
        case .coreFlexion: "trunk flexion"
        case .coreRotation: "trunk rotation"
        case .coreStability: "trunk stability"
        case .backExtension: "back extension"
        }
    }

    static func level(_ value: Level) -> String {
        switch value {
        case .beginner: "beginner"
        case .intermediate: "intermediate"
        case .advanced: "advanced"
        }
    }

    static func mechanics(_ value: Mechanics) -> String {
        switch value {
        case .compound: "compound"
        case .isolation: "isolation"
        }
    }

    static func rest(_ value: RestClass) -> String {
        switch value {
        case .light: "short"
        case .moderate: "medium"
        case .heavy: "long"
        }
    }

    static func category(_ value: ExerciseCategory) -> String {
        switch value {
        case .chest: "chest"
        case .back: "back"
        case .shoulders: "shoulders"
        case .arms: "arms"
        case .legs: "legs"
        case .core: "core"
        }
    }

    static func tier(_ value: Tier) -> String {
        switch value {
        case .staple: "staple"
        case .common: "common"
        case .specialty: "specialty"
        }
    }

    static func role(_ value: ExerciseRole) -> String {
        switch value {
        case .main: "main lift"
        case .accessory: "accessory"
        case .regression: "regression"
        case .power: "power"
        case .mobility: "mobility"
        }
    }

    static func energy(_ value: Energy) -> String {
        switch value {
        case .tired: "tired"
        case .normal: "normal"
        case .energized: "energized"
        }
    }

    static func goal(_ value: Goal) -> String {
        switch value {
        case .strength: "strength"
        case .hypertrophy: "hypertrophy"
        case .endurance: "endurance"
        }
    }

    static func group(_ value: TrainingGroup) -> String {
        switch value {
        case .chest: "chest"
        case .back: "back"
        case .shoulders: "shoulders"
        case .biceps: "biceps"
        case .triceps: "triceps"
        case .quadriceps: "quadriceps"
        case .hamstrings: "hamstrings"
        case .glutes: "glutes"
        case .calves: "calves"
        case .core: "core"
        case .adductors: "adductors"
        }
    }

    static func mediaKind(_ value: ExerciseMedia.Kind) -> String {
        switch value {
        case .video: "video"
        case .gif: "GIF"
        case .image: "image"
        case .placeholder: "placeholder illustration"
        }
    }

    static func language(_ value: Language) -> String {
        switch value {
        case .ptBR: "Portuguese"
        case .en: "English"
        }
    }

    static func profile(_ id: String) -> String? {
        [
            "bodyweight": "bodyweight", "home-dumbbells": "home dumbbells", "home-kettlebell": "home kettlebell",
            "minimal": "minimal", "home-gym": "home gym", "full-gym": "full gym",
        ][id]
    }

    static func aliases(_ kind: ValueKind) -> [String: [String]] {
        switch kind {
        case .focus:
            ["quads": ["quads"], "glutes": ["glute"], "calves": ["calf"], "full-body": ["fullbody", "full"]]
        case .equipment:
            ["none": ["bodyweight", "no equipment"], "dumbbell": ["dumbbells"], "resistance-band": ["band", "bands"]]
        case .energy, .level, .goal, .profile: [:]
        }
    }
}
