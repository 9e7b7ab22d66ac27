import FitTodayDomain

extension Messages {
    public func callAsFunction(_ message: ServerMessage, _ arguments: any CustomStringConvertible...) -> String {
        Self.fill(template(message), arguments.map(\.description))
    }

    public func template(_ message: ServerMessage) -> String {
        switch language {
        case .ptBR: PortugueseServerTable.text(message)
        case .en: EnglishServerTable.text(message)
        }
    }
}
