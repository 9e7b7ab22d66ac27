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

    /// The most of its split's days an accessory may take when the person has `choices` exercises for its job:
    /// the share, or one in `choices` when they are fewer than the share spreads over (the only calf raise a
    /// kettlebell pool holds comes on every day that trains calves; two rows share the days at a half each).
    public func fairShare(choices: Int) -> Double {
        max(share, 1 / Double(max(1, choices)))
    }

    /// The split's days after one with an accessory that it sits out (a share of a quarter: three).
    public var spacing: Int { spacing(choices: Int.max) }

    /// The same with `choices` exercises for its job (one in two: it sits out one day).
    public func spacing(choices: Int) -> Int {
        isActive ? max(0, Int((1 / fairShare(choices: choices)).rounded(.up)) - 1) : 0
    }

    /// How many of the split's days before today are read.
    public var pastDays: Int { max(0, splitDays - 1) }

    /// How many times an accessory may appear over `pastDays` known days of the split and today: the share of
    /// them, rounded down, and at least once.
    public func allowed(pastDays: Int, choices: Int = .max) -> Int {
        max(1, Int((fairShare(choices: choices) * Double(pastDays + 1) + 1e-9).rounded(.down)))
    }
}
