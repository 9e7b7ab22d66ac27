import FitTodayLocalization

/// Something loading the resources left out, said by the caller (the loader prints nothing itself).
public enum ResourceWarning: Error, Sendable, Equatable {
    /// The imported Wger overlay at this path does not read: the plain catalog is used.
    case overlayLeftOut(path: String)

    /// The line the user reads, from the message tables.
    public var message: String {
        switch self {
        case .overlayLeftOut(let path): say(.overlayLeftOut, path)
        }
    }
}
