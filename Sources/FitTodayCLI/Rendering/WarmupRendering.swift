import FitTodayDomain
import FitTodayLocalization

/// The lines under an exercise of the plan table: its warm-up ramp ("↳ aquecimento (kg): barra×8 · 50×5 · 70×3")
/// and the plates on each side of the bar for the working weight.
enum WarmupRendering {
    static func lines(_ item: PlannedExercise, say: Messages) -> [String] {
        var lines: [String] = []
        if let ramp = item.warmup, !ramp.isEmpty {
            let steps = ramp.map { step in
                // The bar alone is named, not weighed: it is the first step of a barbell ramp.
                let weight = step.perSide?.isEmpty == true ? say(.warmupBar) : kilograms(step.weightKg, say)
                return say(.warmupStep, weight, step.reps)
            }
            lines.append(say(WarmupMessage.warmupRamp, steps.joined(separator: " · ")))
        }
        if let plates = item.plates {
            let bar = kilograms(plates.barKg, say)
            lines.append(plates.perSide.isEmpty
                ? say(.warmupBarOnly, bar)
                : say(.warmupPlates, plates.perSide.map { kilograms($0, say) }.joined(separator: " + "), bar))
        }
        return lines
    }

    /// Kilograms with the hundredths a 1.25 kg plate needs: "1,25", "32,5", "20".
    static func kilograms(_ value: Double, _ say: Messages) -> String {
        let tenths = (value * 10).rounded()
        return abs(value * 10 - tenths) < 1e-6 ? say.number(value) : say.decimal(value, 2)
    }
}
