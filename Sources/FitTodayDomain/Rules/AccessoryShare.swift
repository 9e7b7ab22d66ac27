/// How often one accessory may come back on the days of its split (`Config/fittoday.json`
/// `variation.accessoryShare`): on no more than `share` of them, counted over the split's last `splitDays` days
/// (today among them), and never again within the next days a share leaves it out (three after a day, at a quarter).
/// Main lifts are exempt: they stay for their block.
///
/// A hip abduction machine on every lower day is the drift it stops: with a quarter, an accessory comes back on the
/// fourth lower day at the soonest, and a person's first eight lower days see it twice at most.
public struct AccessoryShare: Codable, Sendable, Equatable {
    /// The most of a split's days one accessory may take (0 < share ≤ 1; 1 turns the rule off).
    public var share: Double
    /// The split's days the share is counted over, today's included.
    public var splitDays: Int

    public init(share: Double, splitDays: Int) {
        self.share = share
        self.splitDays = splitDays
    }

    public static let standard = AccessoryShare(share: 0.25, splitDays: 16)

    /// Whether the rule restricts anything.
    public var isActive: Bool { share > 0 && share < 1 && splitDays > 1 }

    /// The split's days after one with an accessory that it sits out (a share of a quarter: three).
    public var spacing: Int { isActive ? max(0, Int((1 / share).rounded(.up)) - 1) : 0 }

    /// How many of the split's days before today are read.
    public var pastDays: Int { max(0, splitDays - 1) }

    /// How many times an accessory may appear over `pastDays` known days of the split and today: the share of
    /// them, rounded down, and at least once.
    public func allowed(pastDays: Int) -> Int {
        max(1, Int((share * Double(pastDays + 1) + 1e-9).rounded(.down)))
    }
}

extension AccessoryShare {
    /// The movement patterns of a full body's backbone: a squat, a hinge, a push and a pull.
    static let backbonePatterns: UInt32 = [
        MovementPattern.squat, .lunge, .hinge, .horizontalPush, .verticalPush, .horizontalPull, .verticalPull,
    ].reduce(0) { $0 | $1.bit }

    /// Whether an exercise is part of a full-body day's backbone (a compound of the squat, hinge, push or pull
    /// patterns): such a day holds all four every session by design (COACHING.md: a beginner's full body three
    /// times a week), so, like main lifts, those compounds are exempt from the share.
    static func isBackbone(compound: Bool, pattern: UInt32, fullBody: Bool) -> Bool {
        fullBody && compound && pattern & backbonePatterns != 0
    }

    /// Whether a plan's focus is the full body (its ids as the plan JSON holds them).
    static func isFullBody(_ focus: [String]) -> Bool {
        focus.count == 1 && focus[0] == Split.fullBody.rawValue
    }
}
