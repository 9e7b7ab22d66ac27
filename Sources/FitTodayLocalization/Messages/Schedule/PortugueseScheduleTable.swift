/// The words of a person's schedule in Brazilian Portuguese.
enum PortugueseScheduleTable {
    static func text(_ message: ScheduleMessage) -> String {
        switch message {
        case .scheduleHelpDaysPerWeek: "Dias de treino por semana ({1}–{2}); fica guardado para a pessoa (padrão: o do nível)."
        case .scheduleHelpTrainAnyway: "Treina mesmo num dia em que o plano ou a recuperação pedem descanso (o plano diz que foi contra a recomendação)."
        case .scheduleDaysOutOfRange: "{1} deve estar entre {3} e {4} (recebido {2})"
        case .scheduleRestTitle: "{1}: dia de descanso"
        case .scheduleRecoveryTitle: "{1}: dia de recuperação"
        case .scheduleNextTraining: "próximo treino: {1}"
        case .scheduleNoNextTraining: "próximo treino: quando você se sentir pronto"
        case .scheduleTrainAnywayHint: "para treinar mesmo assim: --train-anyway"
        case .scheduleAgainstAdvice: "treino contra a recomendação: {1}"
        case .scheduleBatchRestDays: "dias de descanso"
        case .scheduleMonday: "segunda-feira"
        case .scheduleTuesday: "terça-feira"
        case .scheduleWednesday: "quarta-feira"
        case .scheduleThursday: "quinta-feira"
        case .scheduleFriday: "sexta-feira"
        case .scheduleSaturday: "sábado"
        case .scheduleSunday: "domingo"
        }
    }
}
