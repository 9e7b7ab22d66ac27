/// The reasons of days and prescriptions in Brazilian Portuguese.
enum PortugueseWhyTable {
    static func text(_ message: WhyMessage) -> String {
        switch message {
        case .restFrequencyReached: "a semana já tem os dias de treino do seu plano"
        case .restSpacing: "descanso entre dias de treino, para espalhar a semana"
        case .restLongRun: "dias seguidos de treino chegaram ao máximo do seu nível"
        case .restBadDays: "os dois últimos treinos foram avaliados como ruins"
        case .restTiredDays: "dois dias cansados seguidos"
        case .restHeavyPatternTooSoon: "agachamento ou levantamento pesado cedo demais para o seu nível"
        case .recoveryDay: "dia de recuperação: curto e leve"
        case .trainedAgainstAdvice: "treino pedido contra a recomendação de descanso"
        case .keptForProgression: "mantido para progredir a carga"
        case .loadUpAllSetsAtTop: "carga acima: todas as séries no topo da faixa"
        case .loadHeld: "carga mantida"
        case .heldAfterTiredCheckIn: "carga mantida: dia cansado"
        case .backOffAfterMisses: "carga reduzida após repetições perdidas"
        case .deloadWeek: "semana de deload: menos volume e carga"
        case .newBlock: "novo bloco"
        case .firstLoadFromRelatedLift: "primeira carga estimada de um exercício parecido"
        case .harderVariant: "variação mais difícil: a anterior foi dominada"
        case .addedReps: "mais repetições antes de subir a carga"
        case .addedSet: "uma série a mais"
        case .warmupRamp: "aquecimento em rampa até a carga de trabalho"
        }
    }
}
