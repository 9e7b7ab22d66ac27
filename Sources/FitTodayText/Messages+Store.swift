import FitTodayDomain

extension Messages {
    public func callAsFunction(_ message: StoreMessage, _ arguments: any CustomStringConvertible...) -> String {
        Self.fill(template(message), arguments.map(\.description))
    }

    public func template(_ message: StoreMessage) -> String {
        switch language {
        case .ptBR: PortugueseStoreTable.text(message)
        case .en: EnglishStoreTable.text(message)
        }
    }
}
