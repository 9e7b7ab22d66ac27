import FitTodayDomain
import FitTodayLocalization

/// The coach's audit of each combination (`PlanAuditSummary`): what the text form prints, and the CSV's per-plan
/// columns.
extension BatchReport {
    /// The audit table (one row per combination) and each combination's most frequent accessories.
    var auditText: String {
        let say = self.say
        var table = TextTable(header: [
            say(.colCombination), say(.auditColDuplicates), say(.auditColLevel), say(.auditColFurniture),
            say(.auditColFormats),
        ])
        for cell in cells {
            let audit = cell.auditSummary
            let level = audit.levelFit
            table.rows.append([
                name(of: cell), counted(audit.duplicateFamilies.plans, of: audit.plans),
                say(.auditLevelValue, counted(level.plans, of: audit.plans), level.beginnerMove, level.tooEasy, level.tooHard),
                counted(audit.furniture.plans, of: audit.plans),
                say(.auditFormatsValue, counted(audit.formats.plansWithSuperset, of: audit.plans),
                    counted(audit.formats.plansWithCircuit, of: audit.plans)),
            ])
        }
        var text = "\n" + say(.auditHeading) + "\n" + table.render(indent: "  ")
        text += "\n" + say(.auditSharesHeading) + "\n"
        for cell in cells {
            let shares = cell.auditSummary.accessoryShares
            let names = exerciseNames(cell, ids: Set(shares.map(\.exerciseId)))
            let items = shares.map {
                say(.auditShare, names[$0.exerciseId] ?? $0.exerciseId, say.percent($0.share), $0.days, $0.splitDays, $0.choices)
                    + " " + focusName($0.split)
            }
            text += "  " + name(of: cell) + ": " + (items.isEmpty ? say(.auditNoShares) : items.joined(separator: ", ")) + "\n"
        }
        return text
    }

    /// The names the plans gave `ids` (in the run's language).
    private func exerciseNames(_ cell: BatchCellResult, ids: Set<String>) -> [String: String] {
        var names: [String: String] = [:]
        for plan in cell.plans {
            for item in plan.exercises where ids.contains(item.exerciseId) { names[item.exerciseId] = item.name }
            if names.count == ids.count { break }
        }
        return names
    }

    /// The CSV's audit columns for one plan: duplicate ids, level misses (`id:kind`), furniture ids, and its groups
    /// (`superset:id+id`), each list joined by `;`.
    static func auditFields(_ findings: PlanFindings) -> [String] {
        [
            findings.duplicates.joined(separator: ";"),
            findings.levelFit.map { "\($0.exerciseId):\($0.kind.rawValue)" }.joined(separator: ";"),
            findings.furniture.joined(separator: ";"),
            findings.groups.map { "\($0.format):\($0.positions.map(String.init).joined(separator: "+"))" }
                .joined(separator: ";"),
        ]
    }
}
