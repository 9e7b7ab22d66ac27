/// The words of training blocks in English.
enum EnglishBlockTable {
    static func text(_ message: BlockMessage) -> String {
        switch message {
        case .blockLine: "Block {1} · week {2} of {3} · {4}"
        case .blockPhaseAccumulation: "accumulation"
        case .blockPhaseDeload: "deload week: half the sets, lighter loads"
        }
    }
}
