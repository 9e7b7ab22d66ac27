import FitTodayJSON
public import Foundation

/// Whether a client's body is strict JSON (RFC 8259): no trailing comma, comment or bare word, no number beyond a
/// `Double`, and no object naming a member twice. Foundation's readers accept some of these; every body a client
/// sends is checked here (or read by `CommandBody`, which checks the same) before it is decoded.
public enum StrictJSON {
    public static func isValid(_ data: Data) -> Bool {
        (try? JSONValue.parse(data, uniqueNames: true)) != nil
    }
}
