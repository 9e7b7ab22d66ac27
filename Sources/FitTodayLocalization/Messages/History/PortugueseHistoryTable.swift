/// The words of `fittoday history` in Brazilian Portuguese, FitToday's first language.
enum PortugueseHistoryTable {
    static func text(_ message: HistoryMessage) -> String {
        switch message {
        case .historyAbstract: "Mostra o histórico de treinos (os dias, o que foi feito, os recordes pessoais) e o exporta."
        case .historyDiscussion: """
            O histórico guarda um plano por dia (o de generate) e, quando uma sessão termina, o treino feito no lugar dele: cada série com repetições, carga e RPE, a duração, o volume, a energia e a nota. Sem subcomando, roda list.
            """
        case .historyListAbstract: "Lista os dias do histórico, do mais recente ao mais antigo: treinados ou só planejados."
        case .historyShowAbstract: "Mostra o treino de um dia: cada exercício com as séries feitas (repetições × carga, RPE) ou planejadas."
        case .historyRecordsAbstract: "Mostra os recordes pessoais de cada exercício: maior carga, 1RM estimado, melhor série em volume e repetições na maior carga."
        case .historyExportAbstract: "Exporta os treinos feitos para o Strong, o Hevy, o Apple Saúde (HealthKit) ou em JSON."
        case .historyExportDiscussion: """
            Só entram os treinos concluídos numa sessão, com as séries feitas; dias só planejados ficam de fora. Os números usam ponto decimal e as cargas ficam em kg, em qualquer idioma; os nomes dos exercícios seguem --lang.

            FORMATOS
              strong-csv      CSV com as colunas da exportação do Strong (Set Order W = aquecimento)
              hevy-csv        CSV com as colunas da exportação do Hevy
              healthkit-json  treinos no formato do HealthKit (traditionalStrengthTraining), com as séries em metadata
              json            os treinos como planos do FitToday, com o desempenho
            """
        case .historyHelpLimit: "Quantos dias mostrar, os mais recentes. Padrão: 20."
        case .historyHelpDay: "O dia (AAAA-MM-DD ou DD/MM/AAAA)."
        case .historyHelpFormat: "Formato: strong-csv, hevy-csv, healthkit-json ou json."
        case .historyHelpOut: "Grava a exportação neste arquivo (a pasta precisa existir). Padrão: a saída padrão."
        case .historyValueFormat: "formato"

        case .historyDayInvalid: "'{1}' não é uma data real: use AAAA-MM-DD ou DD/MM/AAAA"
        case .historyLimitRange: "--limit deve ser pelo menos 1 (recebido {1})"
        case .historyNothingOn: "nenhum treino registrado em {1}; veja os dias com fittoday history list"
        case .historyEmpty: "o histórico está vazio: gere um plano com fittoday generate e treine-o numa sessão"
        case .historyNoRecords: "ainda não há recordes pessoais: eles aparecem quando uma sessão termina com séries feitas"
        case .historyNothingToExport: "nenhum treino feito para exportar (só entram os treinos concluídos numa sessão)"
        case .historyShowingRecent: "mostrando {1} de {2} dias, os mais recentes; use --limit para ver mais"
        case .historyDayTrained: "{1} já foi treinado e o treino feito fica no histórico: um plano novo não o substitui; peça o plano de outra data"
        case .historyDayTrainedAgain: "{1} já foi treinado e o treino feito fica no histórico: outra sessão não o substitui; treine com o plano de outra data"
        case .historyDaySessionOpen: "há uma sessão em andamento com o plano de {1}: conclua-a ou descarte-a antes de pedir um plano novo para esse dia"

        case .historyListTitle: "Histórico — {1} dia(s), {2} treinado(s)"
        case .historyColDate: "Data"
        case .historyColWorkout: "Treino"
        case .historyColState: "Situação"
        case .historyColExercises: "Exercícios"
        case .historyColSets: "Séries"
        case .historyColVolume: "Volume (kg)"
        case .historyColDuration: "Duração (min)"
        case .historyColRating: "Nota"
        case .historyTrained: "treinado"
        case .historyPlanned: "planejado"
        case .historyRest: "descanso"

        case .historyShowTitle: "Treino de {1} · {2} — {3}"
        case .historyShowNotTrained: "planejado, não treinado"
        case .historyShowTimes: "Início {1} · fim {2} · duração {3} min · séries {4}/{5} · volume {6} kg"
        case .historyShowEnergy: "Energia: {1} kcal ({2})"
        case .historyEnergyMeasured: "medida"
        case .historyEnergyEstimated: "estimada"
        case .historyShowHeartRate: "frequência cardíaca média {1} bpm, máxima {2} bpm"
        case .historyShowRating: "Nota: {1}/5"
        case .historyShowNotes: "Anotações: {1}"
        case .historyColSet: "Série"
        case .historyColKind: "Tipo"
        case .historyColDone: "Feito"
        case .historyColRPE: "RPE"
        case .historyColSuggested: "Carga sugerida"
        case .historyKindWarmup: "aquecimento"
        case .historyKindNormal: "normal"
        case .historyKindDropset: "drop set"
        case .historyKindFailure: "até a falha"
        case .historySetRepsWeight: "{1} × {2} kg"
        case .historySetReps: "{1} repetições"
        case .historySetSecondsWeight: "{1} s × {2} kg"
        case .historySetMeters: "{1} m"
        case .historySetMetersWeight: "{1} m × {2} kg"
        case .historyKilograms: "{1} kg"

        case .historyRecordsTitle: "Recordes pessoais — {1} exercício(s)"
        case .historyColHeaviest: "Maior carga"
        case .historyColOneRepMax: "1RM estimado"
        case .historyColSetVolume: "Melhor série (volume)"
        case .historyColRepsAtHeaviest: "Repetições na maior carga"
        }
    }
}
