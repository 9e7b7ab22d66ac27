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
        case .newBlock: "novo bloco: exercício principal trocado"
        case .newForVariety: "novo em relação aos treinos recentes"
        case .repeatedFromRecent: "repetido de um treino recente"
        case .deloadWeek: "semana de deload: menos volume e carga"
        case .loadUpAllSetsAtTop: "carga acima: todas as séries no topo da faixa"
        case .microloaded: "carga um pouco acima: repetições feitas com folga"
        case .loadHeld: "igual à última vez: o alvo não foi todo atingido"
        case .heldAfterTiredCheckIn: "carga mantida: dia cansado"
        case .heldAfterBadRating: "carga mantida após um treino ruim (sem corte: as séries foram feitas)"
        case .backOffAfterMisses: "carga reduzida após repetições perdidas"
        case .resetAfterStalls: "recomeço cerca de 10 % abaixo após estagnar, para passar do ponto"
        case .autoregulatedDown: "mais leve: o RPE registrado ficou acima do alvo"
        case .autoregulatedUp: "mais pesado: o RPE registrado ficou abaixo do alvo"
        case .convertedFromOtherRange: "carga convertida de outra faixa de repetições"
        case .firstLoadFromRelatedLift: "primeira carga estimada de um exercício parecido"
        case .firstTimeChooseLoad: "primeira vez: escolha uma carga que deixe as repetições em reserva"
        case .addedReps: "mais repetições antes de subir a carga"
        case .addedSet: "uma série a mais"
        case .harderVariant: "variação mais difícil: a anterior foi dominada"
        case .easierVariant: "variação mais fácil: as repetições estavam fora de alcance"
        case .lengthenedHold: "isometria mais longa"
        case .masteredMovedOn: "outro movimento: o anterior foi dominado no topo"
        case .warmupRamp: "aquecimento em rampa até a carga de trabalho"
        }
    }
}
