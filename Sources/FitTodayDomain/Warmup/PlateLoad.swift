/// How a barbell weight is loaded: the bar, then the same plates on each side, heaviest first.
public struct PlateLoad: Codable, Sendable, Equatable {
    public var barKg: Double
    public var perSide: [Double]

    public init(barKg: Double, perSide: [Double]) {
        self.barKg = barKg
        self.perSide = perSide
    }

    /// The plates per side for `weightKg` on a bar of `barKg`, taken from the heaviest of `plates` down (as many of
    /// each as needed); nil when the weight is below the bar or the plates cannot make it exactly.
    public static func loading(_ weightKg: Double, barKg: Double, plates: [Double]) -> PlateLoad? {
        // Hundredths of a kilogram, so 1.25 kg plates add up without floating-point drift.
        var left = hundredths((weightKg - barKg) / 2)
        guard left >= 0, hundredths(weightKg - barKg) == 2 * left else { return nil }
        var perSide: [Double] = []
        for plate in plates.sorted(by: >) where plate > 0 {
            let size = hundredths(plate)
            while left >= size {
                perSide.append(plate)
                left -= size
            }
        }
        return left == 0 ? PlateLoad(barKg: barKg, perSide: perSide) : nil
    }

    static func hundredths(_ kilograms: Double) -> Int { Int((kilograms * 100).rounded()) }
}
