import FitTodayDomain
import FitTodayLocalization

/// The lines under an exercise of the plan table: its warm-up ramp ("↳ aquecimento (kg): barra×8 · 50×5 · 70×3",
/// or in shares of the working weight the person picks on a first exposure: "~50%×8 · ~70%×5 · ~85%×3") and the
/// plates on each side of the bar for the working weight.
enum WarmupRendering {
    static func lines(_ item: PlannedExercise, say: Messages) -> [String] {
        var lines: [String] = []
        if let ramp = item.warmup, !ramp.isEmpty {
            if ramp.allSatisfy({ $0.weightKg == nil }) {
                let steps = ramp.map { say(.warmupShareStep, say.percent($0.share ?? 0), $0.reps) }
                lines.append(say(WarmupMessage.warmupShareRamp, steps.joined(separator: " · ")))
            } else {
                let steps = ramp.map { step in
                    // The bar alone is named, not weighed: it is the first step of a barbell ramp.
                    let weight = if step.perSide?.isEmpty == true {
                        say(.warmupBar)
                    } else if let kg = step.weightKg, kg > 0 {
                        kilograms(kg, say)
                    } else {
                        say(.warmupUnloaded)
                    }
                    return say(.warmupStep, weight, step.reps)
                }
                lines.append(say(WarmupMessage.warmupRamp, steps.joined(separator: " · ")))
            }
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
