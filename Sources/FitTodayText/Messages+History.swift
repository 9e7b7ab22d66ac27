import FitTodayDomain

extension Messages {
    /// A `history` message's text with its placeholders filled.
    public func callAsFunction(_ message: HistoryMessage, _ arguments: any CustomStringConvertible...) -> String {
        Self.fill(template(message), arguments.map(\.description))
    }

    /// A `history` message's text with its placeholders left in.
    public func template(_ message: HistoryMessage) -> String {
        switch language {
        case .ptBR: PortugueseHistoryTable.text(message)
        case .en: EnglishHistoryTable.text(message)
        }
    }
}
