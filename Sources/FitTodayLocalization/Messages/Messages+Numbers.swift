public import FitTodayDomain
import Foundation

/// Numbers for people: a decimal comma in pt-BR, a point in English. CSV and JSON keep the point.
extension Messages {
    /// `value` with `digits` decimals: "0,83" / "0.83".
    public func decimal(_ value: Double, _ digits: Int) -> String {
        let text = String(format: "%.\(digits)f", value)
        return language == .en ? text : text.replacingOccurrences(of: ".", with: ",")
    }

    /// `value` with one decimal only when it is not whole: "40", "27,9".
    public func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded))" : decimal(rounded, 1)
    }

    /// A fraction as a percentage, with one decimal only when it is not whole: "40%", "27,9%".
    public func percent(_ fraction: Double) -> String { number(fraction * 100) + "%" }
}

extension Messages {
    /// A day as this language writes it: "22/11/2026", "2026-11-22".
    public func date(_ day: CalendarDay) -> String {
        let (year, month, dayOfMonth) = day.components
        return self(.dateFormat, year, String(format: "%02d", month), String(format: "%02d", dayOfMonth))
    }
}
