/// The overlay catalog written to the user's data directory, never into the repository.
public struct WgerOverlay: Codable, Sendable, Equatable {
    public var source: String
    public var notice: String
    public var entries: [WgerOverlayEntry]

    public init(source: String, entries: [WgerOverlayEntry] = []) {
        self.source = source
        self.notice =
            "Exercise data from wger (https://wger.de), CC-BY-SA 3.0/4.0 or CC0 per entry; "
            + "derived texts keep their entry's licence. See each entry's attribution."
        self.entries = entries
    }

    /// Adds or replaces entries by Wger id, keeping the list ordered by id.
    public mutating func merge(_ new: [WgerOverlayEntry]) {
        var byId = Dictionary(entries.map { ($0.wgerId, $0) }, uniquingKeysWith: { $1 })
        for entry in new { byId[entry.wgerId] = entry }
        entries = byId.values.sorted { $0.wgerId < $1.wgerId }
    }
}
