public import FitTodayDomain
import FitTodayText
public import Foundation

/// Shared start-up pieces: the days people type, today, the cache folder. (The CLI adds loading Catalog/ and
/// Config/; the LLM set-up is in LLMSetup.swift.)
public enum AppContext {
    /// `$XDG_CACHE_HOME/fittoday`, else `~/.cache/fittoday`; `FITTODAY_NO_CACHE=1` turns the catalog cache off.
    public static func cacheDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if environment["FITTODAY_NO_CACHE"] == "1" { return nil }
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return URL(fileURLWithPath: base).appendingPathComponent("fittoday")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/fittoday")
    }

    /// A typed date (ISO, or day/month/year as Brazilians write it), or today in the local time zone.
    public static func day(_ text: String?, now: Date = Date()) throws -> CalendarDay {
        if let text {
            guard let day = parseDay(text) else { throw AppError.usage(say(.dateInvalid, text)) }
            return day
        }
        return today(now: now)
    }

    /// "2026-11-22" or "22/11/2026".
    public static func parseDay(_ text: String) -> CalendarDay? { CalendarDay(iso: text) ?? brazilianDay(text) }

    /// "22/11/2026" (day/month/year; the only order with slashes, so "11/22/2026" is refused, not misread).
    public static func brazilianDay(_ text: String) -> CalendarDay? {
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
