public import FitTodayDomain
import Foundation

/// The display language from a BCP 47 tag or a POSIX locale name.
public enum LanguageTag {
    /// `pt`, `pt-BR`, `pt_br`, `PT-pt` → pt-BR; `en`, `en-US`, `en_GB.UTF-8` → en; anything else nil.
    public static func parse(_ tag: String) -> Language? {
        var text = tag.lowercased().replacingOccurrences(of: "_", with: "-")
        if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = String(text[..<cut]) }
        let primary = text.split(separator: "-", maxSplits: 1).first.map(String.init) ?? ""
        switch primary {
        case "pt": return .ptBR
        case "en": return .en
        default: return nil
        }
    }

    /// The first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG` decides (pt_* → pt-BR, en_* → en); else pt-BR.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return parse(value) ?? .ptBR
        }
        return .ptBR
    }
}
