import FitTodayDomain

extension Messages {
    public func callAsFunction(_ message: SessionMessage, _ arguments: any CustomStringConvertible...) -> String {
        Self.fill(template(message), arguments.map(\.description))
    }

    public func template(_ message: SessionMessage) -> String {
        switch language {
        case .ptBR: PortugueseSessionTable.text(message)
        case .en: EnglishSessionTable.text(message)
        }
    }
}
