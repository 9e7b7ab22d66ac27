import FitTodayDomain

/// pt-BR names of the closed vocabularies, and the extra forms a Brazilian user types.
enum PortugueseVocabulary: VocabularyTable {
    static func muscle(_ value: Muscle) -> String {
        switch value {
        case .chest: "Peitoral"
        case .lats: "Dorsais"
        case .upperBack: "Costas superiores"
        case .traps: "Trapézio"
        case .lowerBack: "Lombar"
        case .shoulders: "Ombros"
        case .rearDelts: "Deltoide posterior"
        case .biceps: "Bíceps"
        case .triceps: "Tríceps"
        case .forearms: "Antebraços"
        case .abs: "Abdômen"
        case .obliques: "Oblíquos"
        case .glutes: "Glúteos"
        case .quadriceps: "Quadríceps"
        case .hamstrings: "Posteriores da coxa"
        case .calves: "Panturrilhas"
        case .adductors: "Adutores"
        case .abductors: "Abdutores"
        }
    }

    static func equipment(_ value: Equipment) -> String {
        switch value {
        case .dumbbell: "Halteres"
        case .barbell: "Barra"
        case .ezBar: "Barra W"
        case .kettlebell: "Kettlebell"
        case .bench: "Banco"
        case .squatRack: "Rack de agachamento"
        case .resistanceBand: "Elástico"
        case .pullUpBar: "Barra fixa"
        case .dipStation: "Paralelas"
        case .cable: "Polia"
        case .machine: "Máquina"
        case .smithMachine: "Smith"
        case .legPress: "Leg press"
        case .suspensionTrainer: "Fita de suspensão"
        case .medicineBall: "Medicine ball"
        case .stabilityBall: "Bola suíça"
        case .abWheel: "Roda abdominal"
        case .weightPlate: "Anilha"
        case .box: "Caixa / step"
        case .landmine: "Landmine"
        }
    }

    static func split(_ value: Split) -> String {
        switch value {
        case .fullBody: "Corpo inteiro"
        case .upper: "Membros superiores"
        case .lower: "Membros inferiores"
        case .push: "Empurrar"
        case .pull: "Puxar"
        case .legs: "Pernas"
        case .arms: "Braços"
        case .core: "Core"
        }
    }

    static func pattern(_ value: MovementPattern) -> String {
        switch value {
        case .horizontalPush: "empurrar na horizontal"
        case .verticalPush: "empurrar na vertical"
        case .horizontalPull: "puxar na horizontal"
        case .verticalPull: "puxar na vertical"
        case .squat: "agachamento"
        case .hinge: "dobradiça de quadril"
        case .lunge: "avanço"
        case .hipExtension: "extensão de quadril"
        case .kneeExtension: "extensão de joelho"
        case .kneeFlexion: "flexão de joelho"
        case .hipAbduction: "abdução de quadril"
        case .hipAdduction: "adução de quadril"
        case .calfRaise: "elevação de panturrilha"
        case .chestFly: "crucifixo"
        case .shoulderRaise: "elevação de ombros"
        case .rearDeltFly: "crucifixo invertido"
        case .shrug: "encolhimento"
        case .elbowFlexion: "flexão de cotovelo"
        case .elbowExtension: "extensão de cotovelo"
        case .wrist: "punho"
        case .carry: "carregamento"
        case .coreFlexion: "flexão de tronco"
        case .coreRotation: "rotação de tronco"
        case .coreStability: "estabilidade de tronco"
        case .backExtension: "extensão lombar"
        }
    }

    static func level(_ value: Level) -> String {
        switch value {
        case .beginner: "iniciante"
        case .intermediate: "intermediário"
        case .advanced: "avançado"
        }
    }

    static func mechanics(_ value: Mechanics) -> String {
        switch value {
        case .compound: "multiarticular"
        case .isolation: "isolado"
        }
    }

    static func rest(_ value: RestClass) -> String {
        switch value {
        case .light: "curto"
        case .moderate: "médio"
        case .heavy: "longo"
        }
    }

    static func category(_ value: ExerciseCategory) -> String {
        switch value {
        case .chest: "peito"
        case .back: "costas"
        case .shoulders: "ombros"
        case .arms: "braços"
        case .legs: "pernas"
        case .core: "core"
        }
    }

    static func tier(_ value: Tier) -> String {
        switch value {
        case .staple: "básico"
        case .common: "comum"
        case .specialty: "especial"
        }
    }

    static func role(_ value: ExerciseRole) -> String {
        switch value {
        case .main: "principal"
        case .accessory: "acessório"
        case .regression: "regressão"
        case .power: "potência"
        case .mobility: "mobilidade"
        }
    }

    static func energy(_ value: Energy) -> String {
        switch value {
        case .tired: "cansado"
        case .normal: "normal"
        case .energized: "disposto"
        }
    }

    static func goal(_ value: Goal) -> String {
        switch value {
        case .strength: "força"
        case .hypertrophy: "hipertrofia"
        case .endurance: "resistência"
        }
    }

    static func group(_ value: TrainingGroup) -> String {
        switch value {
        case .chest: "peito"
        case .back: "costas"
        case .shoulders: "ombros"
        case .biceps: "bíceps"
        case .triceps: "tríceps"
        case .quadriceps: "quadríceps"
        case .hamstrings: "posteriores"
        case .glutes: "glúteos"
        case .calves: "panturrilhas"
        case .core: "core"
        case .adductors: "adutores"
        }
    }

    static func mediaKind(_ value: ExerciseMedia.Kind) -> String {
        switch value {
        case .video: "vídeo"
        case .gif: "GIF"
        case .image: "imagem"
        case .placeholder: "ilustração provisória"
        }
    }

    static func language(_ value: Language) -> String {
        switch value {
        case .ptBR: "português"
        case .en: "inglês"
        }
    }

    static func profile(_ id: String) -> String? {
        [
            "bodyweight": "peso corporal", "home-dumbbells": "halteres em casa",
            "home-kettlebell": "kettlebell em casa", "minimal": "mínimo", "home-gym": "academia em casa",
            "full-gym": "academia completa",
        ][id]
    }

    static func aliases(_ kind: ValueKind) -> [String: [String]] {
        switch kind {
        case .focus:
            [
                "chest": ["peito"], "back": ["costas"], "lats": ["dorsal", "latíssimo"], "traps": ["trapézios"],
                "shoulders": ["ombro", "deltoides"], "biceps": ["bíceps"], "triceps": ["tríceps"],
                "forearms": ["antebraço"], "abs": ["abdominal", "abdome"], "obliques": ["oblíquo"],
                "glutes": ["glúteo", "bumbum"], "hamstrings": ["posteriores", "isquiotibiais"],
                "calves": ["panturrilha"], "upper": ["superiores", "superior"], "lower": ["inferiores", "inferior"],
                "full-body": ["corpo todo"], "arms": ["braço"], "legs": ["perna"],
            ]
        case .equipment:
            [
                "none": ["nenhum", "nenhuma", "peso corporal", "sem equipamento"], "dumbbell": ["halter"],
                "squat-rack": ["gaiola"], "resistance-band": ["faixa elástica", "elásticos"], "cable": ["cabo", "crossover"],
                "machine": ["máquinas"], "suspension-trainer": ["trx"], "medicine-ball": ["bola medicinal"],
                "weight-plate": ["anilhas"], "box": ["caixa", "step"],
            ]
        case .profile: ["full-gym": ["academia"], "bodyweight": ["sem equipamento"]]
        case .energy, .level, .goal: [:]
        }
    }
}
