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
                let weight = step.perSide?.isEmpty == true ? say(.warmupBar) : say.number(step.weightKg)
                return say(.warmupStep, weight, step.reps)
            }
            lines.append(say(.warmupRamp, steps.joined(separator: " · ")))
        }
        if let plates = item.plates {
            let bar = say.number(plates.barKg)
            lines.append(plates.perSide.isEmpty
                ? say(.warmupBarOnly, bar)
                : say(.warmupPlates, plates.perSide.map(say.number).joined(separator: " + "), bar))
        }
        return lines
    }
}
