/// The words of `catalog show`, in pt-BR, the first language.
enum PortugueseCatalogTable {
    static func text(_ message: CatalogMessage) -> String {
        switch message {
        case .showId: "id: {1}"
        case .showPrimary: "músculos principais: {1}"
        case .showSecondary: "músculos secundários: {1}"
        case .showEquipment: "equipamento: {1}"
        case .showAttributes: "{1} · {2} · {3} · nível {4} · descanso {5}"
        case .showCoach: "uso: {1} · papel: {2} · conta em {3}"
        case .showAliases: "apelidos: {1}"
        case .showDescriptionPortugueseOnly: "(texto em português: ainda não há descrição em inglês)"
        case .showEquipmentAnyOf: "mais um destes: {1}"
        case .showImprovised: "montagem improvisada: {1} (escolhido só quando nenhum equipamento próprio serve)"
        case .showScheme: "esquema fixo: {1} repetições, qualquer que seja o objetivo"
        case .showSchemeSets: "esquema fixo: {1} × {2}, qualquer que seja o objetivo"
        case .showPerHand: "carga por mão (um em cada mão)"
        case .improvisedFurniture: "móveis"
        case .improvisedDoorFrame: "um batente ou uma porta"
        case .improvisedPartner: "um parceiro"
        case .showWger: "wger {1} · descrição: {2} ({3})"
        case .showMedia: "mídia: {1} {2}"
        case .showAttribution: "Dados do exercício do wger (https://wger.de), por {1}, licença {2}"
        }
    }
}
