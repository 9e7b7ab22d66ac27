/// The words of supersets and circuits in plans and in the trainer: in `PortugueseFormatTable` and
/// `EnglishFormatTable`. Every case starts with `format`, so no name clashes with another table's.
public enum FormatMessage: String, CaseIterable, Sendable {
    /// The formats' names.
    case formatSuperset, formatCircuit
    /// Under a plan's table, one line per group: its letter, then the rests inside and after a round.
    case formatSupersetNote, formatCircuitNote
    /// A rest of 0 seconds.
    case formatNoRest
    /// The trainer's line under a grouped exercise: the format and group, the place in it, the round, what follows.
    case formatTrainerPlace, formatTrainerNext
}
