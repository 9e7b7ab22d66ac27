public import FitTodayDomain
import FitTodayLocalization
public import Foundation

/// The days people type, and today.
extension CalendarDay {
    /// A typed date (ISO, or day/month/year as Brazilians write it), or today in the local time zone.
    public static func typed(_ text: String?, now: Date = Date()) throws -> CalendarDay {
        if let text {
            guard let day = parse(text) else { throw AppError.usage(say(.dateInvalid, text)) }
            return day
        }
        return today(now: now)
    }

    /// "2026-11-22" or "22/11/2026".
    public static func parse(_ text: String) -> CalendarDay? { CalendarDay(iso: text) ?? brazilian(text) }

    /// "22/11/2026" (day/month/year; the only order with slashes, so "11/22/2026" is refused, not misread).
    public static func brazilian(_ text: String) -> CalendarDay? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, (1...2).contains(parts[0].count), (1...2).contains(parts[1].count), parts[2].count == 4,
              let day = Int(parts[0]), let month = Int(parts[1]), let year = Int(parts[2]) else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }

    /// Today in the local time zone.
    public static func today(now: Date = Date()) -> CalendarDay {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: now)
        return CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)!
    }
}
