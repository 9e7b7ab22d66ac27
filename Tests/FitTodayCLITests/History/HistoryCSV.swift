import FitTodayDomain
import FitTodaySession
import FitTodayStorage
import FitTodayLocalization
import Foundation
import Testing

/// A CSV text parsed back: rows of fields, quotes undone.
func parseCSV(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field = ""
    var quoted = false
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
        if quoted {
            if character == "\"" {
                if characters.first == "\"" { field.append("\""); characters.removeFirst() } else { quoted = false }
            } else {
                field.append(character)
            }
        } else if character == "\"" {
            quoted = true
        } else if character == "," {
            row.append(field)
            field = ""
        } else if character == "\n" {
            row.append(field)
            rows.append(row)
            (row, field) = ([], "")
        } else {
            field.append(character)
        }
    }
    if !field.isEmpty || !row.isEmpty { rows.append(row + [field]) }
    return rows
}

/// The rows of a parsed CSV whose `column` holds `value`. A loop, not `filter { $0[i] == "…" }`: in this test module
/// that closure was seen to keep every row (its `==` read as another overload than String's).
func matching(_ rows: [[String]], _ column: Int, _ value: String) -> [[String]] {
    var found: [[String]] = []
    for row in rows where row.count > column && row[column] == value { found.append(row) }
    return found
}

/// The header lines the other apps expect, written out here rather than read from the code under test.
enum HistoryExportColumns {
    static let strong = [
        "Date", "Workout Name", "Duration", "Exercise Name", "Set Order", "Weight", "Reps", "Distance", "Seconds", "Notes",
        "Workout Notes", "RPE",
    ]
    static let hevy = [
        "title", "start_time", "end_time", "description", "exercise_title", "superset_id", "exercise_notes", "set_index",
        "set_type", "weight_kg", "reps", "distance_km", "duration_seconds", "rpe",
    ]
}
