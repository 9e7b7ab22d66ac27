extension AccessoryShare {
    /// The share's spacing and allowance looked up instead of computed, built once per composition run: the composer
    /// reads them for every accessory of the split's last days on every plan.
    struct Table: Sendable {
        /// Past this many choices the share is the rule's own (`fairShare(choices:)`): lookups clamp to it.
        let many: Int
        /// `spacing(choices:)` by choices, 0 through `many`.
        let spacing: [Int]
        /// `allowed(pastDays:choices:)` by past days read (0 through `pastDays`), then by choices.
        let allowed: [[Int]]

        init(_ rule: AccessoryShare) {
            let many = rule.isActive ? Int((1 / rule.share).rounded(.up)) : 1
            self.many = many
            spacing = (0...many).map { rule.spacing(choices: $0) }
            allowed = (0...rule.pastDays).map { days in (0...many).map { rule.allowed(pastDays: days, choices: $0) } }
        }

        func spacing(choices: Int32) -> Int { spacing[min(many, Int(choices))] }

        func allowed(pastDays: Int, choices: Int32) -> Int { allowed[pastDays][min(many, Int(choices))] }
    }
}
