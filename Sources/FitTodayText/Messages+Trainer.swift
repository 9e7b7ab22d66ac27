import FitTodayDomain

extension Messages {
    public func callAsFunction(_ message: TrainerMessage, _ arguments: any CustomStringConvertible...) -> String {
        Self.fill(template(message), arguments.map(\.description))
    }

    public func template(_ message: TrainerMessage) -> String {
        switch language {
        case .ptBR: PortugueseTrainerTable.text(message)
        case .en: EnglishTrainerTable.text(message)
        }
    }
}
