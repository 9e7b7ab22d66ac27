import FitTodayDomain

extension Messages {
    public func callAsFunction(_ message: UserMessage, _ arguments: any CustomStringConvertible...) -> String {
        Self.fill(template(message), arguments.map(\.description))
    }

    public func template(_ message: UserMessage) -> String {
        switch language {
        case .ptBR: PortugueseUserTable.text(message)
        case .en: EnglishUserTable.text(message)
        }
    }
}
