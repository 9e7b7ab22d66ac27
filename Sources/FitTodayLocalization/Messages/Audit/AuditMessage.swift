/// The words of the coach's audit in `batch` (duplicate movement families, level fit, improvised furniture,
/// supersets and circuits, accessory shares): in `PortugueseAuditTable` and `EnglishAuditTable`. Every case starts
/// with `audit`, so no name clashes with another table's.
public enum AuditMessage: String, CaseIterable, Sendable {
    case auditHeading, auditColDuplicates, auditColLevel, auditColFurniture, auditColFormats
    case auditLevelValue, auditFormatsValue
    case auditSharesHeading, auditShare, auditNoShares
}
