/// The words of the coach's audit in `batch`, in Brazilian Portuguese.
enum PortugueseAuditTable {
    static func text(_ message: AuditMessage) -> String {
        switch message {
        case .auditHeading: "O que um treinador cortaria, por combinação (planos com família de movimento repetida · com exercício fora do nível · com móvel improvisado havendo equipamento · planos com superséries e circuitos):"
        case .auditColDuplicates: "famílias repetidas"
        case .auditColLevel: "fora do nível"
        case .auditColFurniture: "móveis improvisados"
        case .auditColFormats: "superséries · circuitos"
        case .auditLevelValue: "{1}: {2} de iniciante · {3} fáceis demais · {4} difíceis demais"
        case .auditFormatsValue: "{1} · {2}"
        case .auditSharesHeading: "Acessórios mais frequentes (parcela dos dias da divisão em que aparecem; levantamentos principais fora; divisões com 4 dias ou mais):"
        case .auditShare: "{1} ({2}, {3} de {4} dias, {5} para escolher)"
        case .auditNoShares: "nenhuma divisão com 4 dias ou mais"
        }
    }
}
