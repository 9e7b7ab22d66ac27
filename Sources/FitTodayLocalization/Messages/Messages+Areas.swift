// Every message area, registered: its two tables, and the two spellings callers use, `say(.key, …)` and
// `say.template(.key)`. Swift finds `.key` only through a parameter of the area's own type, so each area has its
// one-line forwards here; the lookup behind them is shared (`MessageArea`, `Messages.lookup(_:)`).

/// The words of every command's shared words, help and errors.
extension Message: MessageArea {
    public static let tables = MessageTables(portuguese: PortugueseTable.text, english: EnglishTable.text)
}

/// The words of training blocks.
extension BlockMessage: MessageArea {
    public static let tables = MessageTables(portuguese: PortugueseBlockTable.text, english: EnglishBlockTable.text)
}

/// The words of `history`.
extension HistoryMessage: MessageArea {
    public static let tables = MessageTables(portuguese: PortugueseHistoryTable.text, english: EnglishHistoryTable.text)
}

/// The words of the live stream.
extension LiveMessage: MessageArea {
    public static let tables = MessageTables(portuguese: PortugueseLiveTable.text, english: EnglishLiveTable.text)
}

/// The words of `serve` and the HTTP problems.
extension ServerMessage: MessageArea {
    public static let tables = MessageTables(portuguese: PortugueseServerTable.text, english: EnglishServerTable.text)
}

/// The words of `session`.
extension SessionMessage: MessageArea {
    public static let tables = MessageTables(portuguese: PortugueseSessionTable.text, english: EnglishSessionTable.text)
}

/// The words of the stores.
extension StoreMessage: MessageArea {
    public static let tables = MessageTables(portuguese: PortugueseStoreTable.text, english: EnglishStoreTable.text)
}

/// The words of `train`.
extension TrainerMessage: MessageArea {
    public static let tables = MessageTables(portuguese: PortugueseTrainerTable.text, english: EnglishTrainerTable.text)
}

/// The words of `users`.
extension UserMessage: MessageArea {
    public static let tables = MessageTables(portuguese: PortugueseUserTable.text, english: EnglishUserTable.text)
}

/// The words of warm-up ramps and plates.
extension WarmupMessage: MessageArea {
    public static let tables = MessageTables(portuguese: PortugueseWarmupTable.text, english: EnglishWarmupTable.text)
}

/// The words of a person's schedule and rest days.
extension ScheduleMessage: MessageArea {
    public static let tables = MessageTables(
        portuguese: PortugueseScheduleTable.text, english: EnglishScheduleTable.text)
}

/// The reasons of days and prescriptions (`why`).
extension WhyMessage: MessageArea {
    public static let tables = MessageTables(portuguese: PortugueseWhyTable.text, english: EnglishWhyTable.text)
}

/// The words of supersets and circuits.
extension FormatMessage: MessageArea {
    public static let tables = MessageTables(portuguese: PortugueseFormatTable.text, english: EnglishFormatTable.text)
}

/// The words of `catalog show`.
extension CatalogMessage: MessageArea {
    public static let tables = MessageTables(portuguese: PortugueseCatalogTable.text, english: EnglishCatalogTable.text)
}

/// The words of the coach's audit in `batch`.
extension AuditMessage: MessageArea {
    public static let tables = MessageTables(portuguese: PortugueseAuditTable.text, english: EnglishAuditTable.text)
}

extension Messages {
    public func callAsFunction(_ message: FormatMessage, _ arguments: any CustomStringConvertible...) -> String {
        text(message, arguments)
    }

    public func template(_ message: FormatMessage) -> String { lookup(message) }

    public func callAsFunction(_ message: AuditMessage, _ arguments: any CustomStringConvertible...) -> String {
        text(message, arguments)
    }

    public func template(_ message: AuditMessage) -> String { lookup(message) }

    public func callAsFunction(_ message: CatalogMessage, _ arguments: any CustomStringConvertible...) -> String {
        text(message, arguments)
    }

    public func template(_ message: CatalogMessage) -> String { lookup(message) }

    public func callAsFunction(_ message: ScheduleMessage, _ arguments: any CustomStringConvertible...) -> String {
        text(message, arguments)
    }

    public func template(_ message: ScheduleMessage) -> String { lookup(message) }

    public func callAsFunction(_ message: WhyMessage, _ arguments: any CustomStringConvertible...) -> String {
        text(message, arguments)
    }

    public func template(_ message: WhyMessage) -> String { lookup(message) }

    public func callAsFunction(_ message: Message, _ arguments: any CustomStringConvertible...) -> String {
        text(message, arguments)
    }

    public func template(_ message: Message) -> String { lookup(message) }

    public func callAsFunction(_ message: BlockMessage, _ arguments: any CustomStringConvertible...) -> String {
        text(message, arguments)
    }

    public func template(_ message: BlockMessage) -> String { lookup(message) }

    public func callAsFunction(_ message: HistoryMessage, _ arguments: any CustomStringConvertible...) -> String {
        text(message, arguments)
    }

    public func template(_ message: HistoryMessage) -> String { lookup(message) }

    public func callAsFunction(_ message: LiveMessage, _ arguments: any CustomStringConvertible...) -> String {
        text(message, arguments)
    }

    public func template(_ message: LiveMessage) -> String { lookup(message) }

    public func callAsFunction(_ message: ServerMessage, _ arguments: any CustomStringConvertible...) -> String {
        text(message, arguments)
    }

    public func template(_ message: ServerMessage) -> String { lookup(message) }

    public func callAsFunction(_ message: SessionMessage, _ arguments: any CustomStringConvertible...) -> String {
        text(message, arguments)
    }

    public func template(_ message: SessionMessage) -> String { lookup(message) }

    public func callAsFunction(_ message: StoreMessage, _ arguments: any CustomStringConvertible...) -> String {
        text(message, arguments)
    }

    public func template(_ message: StoreMessage) -> String { lookup(message) }

    public func callAsFunction(_ message: TrainerMessage, _ arguments: any CustomStringConvertible...) -> String {
        text(message, arguments)
    }

    public func template(_ message: TrainerMessage) -> String { lookup(message) }

    public func callAsFunction(_ message: UserMessage, _ arguments: any CustomStringConvertible...) -> String {
        text(message, arguments)
    }

    public func template(_ message: UserMessage) -> String { lookup(message) }

    public func callAsFunction(_ message: WarmupMessage, _ arguments: any CustomStringConvertible...) -> String {
        text(message, arguments)
    }

    public func template(_ message: WarmupMessage) -> String { lookup(message) }
}
