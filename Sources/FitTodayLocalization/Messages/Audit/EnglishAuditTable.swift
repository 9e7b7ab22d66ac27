/// The words of the coach's audit in `batch`, in English.
enum EnglishAuditTable {
    static func text(_ message: AuditMessage) -> String {
        switch message {
        case .auditHeading: "What a coach would strike, per combination (plans with a repeated movement family · with an exercise off the level · with improvised furniture while equipment fits · plans with supersets and circuits):"
        case .auditColDuplicates: "repeated families"
        case .auditColLevel: "off the level"
        case .auditColFurniture: "improvised furniture"
        case .auditColFormats: "supersets · circuits"
        case .auditLevelValue: "{1}: {2} beginner moves · {3} too easy · {4} too hard"
        case .auditFormatsValue: "{1} · {2}"
        case .auditSharesHeading: "Most frequent accessories (share of their split's days; main lifts left out; splits of 4 days or more):"
        case .auditShare: "{1} ({2}, {3} of {4} days, {5} to choose from)"
        case .auditNoShares: "no split of 4 days or more"
        }
    }
}
