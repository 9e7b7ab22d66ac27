public import FitTodayDomain
public import FitTodayText
import Foundation

/// Values typed on the command line or sent to the server, in English ids or in the user's words (`peito`, `halteres`, `força`),
/// accents and case ignored. A value that matches nothing gets a "did you mean", else the valid list.
public enum TypedValues {
    /// The id `typed` stands for among `matcher`'s values.
    public static func id(_ typed: String, in matcher: ValueMatcher, option: String) throws -> String {
        switch matcher.match(typed) {
        case .match(let id):
            return id
        case .unknown(let suggestion?):
            throw AppError.usage(say(.unknownValueSuggest, option, typed, suggestion))
        case .unknown(nil):
            throw AppError.usage(say(.unknownValueList, option, typed, matcher.listed.joined(separator: ", ")))
        }
    }

    /// The items of a comma list, trimmed; an empty list is refused.
    public static func items(_ text: String, option: String) throws -> [String] {
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !items.isEmpty else { throw AppError.usage(say(.emptyValue, option)) }
        return items
    }

    /// A closed vocabulary value, or a comma list of them; none when the option was not given.
    public static func values<T: RawRepresentable>(_ text: String?, _ kind: ValueKind, option: String) throws -> [T]
    where T.RawValue == String {
        guard let text else { return [] }
        let matcher = say.matcher(for: kind)
        return try items(text, option: option).map { try T(rawValue: id($0, in: matcher, option: option))! }
    }

    /// `--focus`: one split alone, or a list of muscles and muscle groups.
    public static func focus(_ text: String, option: String = "--focus") throws -> Focus {
        let matcher = say.matcher(for: .focus)
        let ids = try items(text, option: option).map { try id($0, in: matcher, option: option) }
        do {
            return try Focus.parse(ids.joined(separator: ","))
        } catch .mixedSplits {
            throw AppError.usage(say(.focusMixed, text))
        } catch {
            throw AppError.usage(say(.emptyValue, option))
        }
    }

    /// `--equipment`: a list of equipment; `none` (or `nenhum`, `peso-corporal`) alone is bodyweight.
    public static func equipment(_ text: String, option: String = "--equipment") throws -> EquipmentSet {
        var set = EquipmentSet()
        let matcher = say.matcher(for: .equipment)
        for item in try items(text, option: option) {
            let value = try id(item, in: matcher, option: option)
            if let equipment = Equipment(rawValue: value) { set = set.union(EquipmentSet([equipment])) }
        }
        return set
    }
}
