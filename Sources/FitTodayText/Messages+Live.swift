import FitTodayDomain

extension Messages {
    public func callAsFunction(_ message: LiveMessage, _ arguments: any CustomStringConvertible...) -> String {
        Self.fill(template(message), arguments.map(\.description))
    }

    public func template(_ message: LiveMessage) -> String {
        switch language {
        case .ptBR: PortugueseLiveTable.text(message)
        case .en: EnglishLiveTable.text(message)
        }
    }
}
