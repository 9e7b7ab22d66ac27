import FitTodayDomain
import Foundation

/// The catalog's exercises in a compact binary form, for the start-up cache: strings length-prefixed, vocabulary
/// values as their position in the vocabulary. Reading it costs a fraction of parsing the JSON it came from.
/// Hand-written because no listed package offers a fast binary coding; the format is private to the cache and
/// carries its own version.
enum CatalogArchive {
    static let version: UInt8 = 5

    static func encode(_ exercises: [Exercise]) -> Data {
        var writer = ArchiveWriter()
        writer.byte(version)
        writer.count(exercises.count)
        for exercise in exercises {
            writer.string(exercise.id)
            writer.string(exercise.name)
            writer.string(exercise.nameEn)
            writer.strings(exercise.aliases)
            writer.string(exercise.description)
            writer.values(exercise.primaryMuscles)
            writer.values(exercise.secondaryMuscles)
            writer.values(exercise.equipment)
            writer.value(exercise.category)
            writer.value(exercise.mechanics)
            writer.value(exercise.pattern)
            writer.value(exercise.level)
            writer.value(exercise.rest)
            writer.value(exercise.tier)
            writer.value(exercise.role)
            writer.optionalString(exercise.regressionOf)
            writer.value(exercise.unit)
            writer.byte(exercise.perSide ? 1 : 0)
            writer.byte(exercise.loadable ? 1 : 0)
            writer.optionalCount(exercise.maxReps)
            writer.optionalCount(exercise.wgerId)
            writer.byte(exercise.improvised.map { UInt8(Improvisation.allCases.firstIndex(of: $0)! + 1) } ?? 0)
            writer.values(exercise.equipmentAnyOf)
            writer.optionalCount(exercise.implements)
            writer.optionalCount(exercise.scheme?.reps.min)
            writer.optionalCount(exercise.scheme?.reps.max)
            writer.optionalCount(exercise.scheme?.sets)
            writer.byte(exercise.family.map { UInt8(DistinctFamily.allCases.firstIndex(of: $0)! + 1) } ?? 0)
            // What an applied overlay adds.
            writer.optionalString(exercise.descriptionEn)
            writer.optionalString(exercise.attribution)
            writer.byte(exercise.descriptionFromOverlay ? 1 : 0)
            writer.byte(exercise.media == nil ? 0 : 1)
            if let media = exercise.media {
                writer.value(media.kind)
                writer.optionalString(media.url)
                writer.optionalString(media.placeholder)
                writer.string(media.source)
            }
        }
        return Data(writer.bytes)
    }

    /// Nil when the data is not an archive of this version or is cut short.
    static func decode(_ data: Data) -> [Exercise]? {
        data.withUnsafeBytes { raw -> [Exercise]? in
            var reader = ArchiveReader(bytes: raw)
            guard reader.byte() == version, let count = reader.count() else { return nil }
            var exercises: [Exercise] = []
            exercises.reserveCapacity(count)
            for _ in 0..<count {
                guard let id = reader.string(), let name = reader.string(), let nameEn = reader.string(),
                      let aliases = reader.strings(), let description = reader.string(),
                      let primary: [Muscle] = reader.values(), let secondary: [Muscle] = reader.values(),
                      let equipment: [Equipment] = reader.values(), let category: ExerciseCategory = reader.value(),
                      let mechanics: Mechanics = reader.value(), let pattern: MovementPattern = reader.value(),
                      let level: Level = reader.value(), let rest: RestClass = reader.value(),
                      let tier: Tier = reader.value(), let role: ExerciseRole = reader.value(),
                      let regressionOf = reader.optionalString(), let unit: WorkUnit = reader.value(),
                      let perSide = reader.byte(), let loadable = reader.byte(),
                      let maxReps = reader.optionalCount(), let wgerId = reader.optionalCount(),
                      let improvised = reader.byte(), Int(improvised) <= Improvisation.allCases.count,
                      let anyOf: [Equipment] = reader.values(), let implements = reader.optionalCount(),
                      let schemeMin = reader.optionalCount(), let schemeMax = reader.optionalCount(),
                      let schemeSets = reader.optionalCount(),
                      let family = reader.byte(), Int(family) <= DistinctFamily.allCases.count,
                      let descriptionEn = reader.optionalString(), let attribution = reader.optionalString(),
                      let fromOverlay = reader.byte(), let hasMedia = reader.byte()
                else { return nil }
                var exercise = Exercise(
                    id: id, name: name, nameEn: nameEn, aliases: aliases, description: description,
                    primaryMuscles: primary, secondaryMuscles: secondary, equipment: equipment, category: category,
                    mechanics: mechanics, pattern: pattern, level: level, rest: rest, tier: tier, role: role,
                    regressionOf: regressionOf, unit: unit, perSide: perSide == 1, loadable: loadable == 1,
                    maxReps: maxReps, wgerId: wgerId)
                exercise.improvised = improvised == 0 ? nil : Improvisation.allCases[Int(improvised) - 1]
                exercise.equipmentAnyOf = anyOf
                exercise.implements = implements
                exercise.family = family == 0 ? nil : DistinctFamily.allCases[Int(family) - 1]
                if let schemeMin, let schemeMax {
                    exercise.scheme = FixedScheme(reps: RepRange(min: schemeMin, max: schemeMax), sets: schemeSets)
                }
                exercise.descriptionEn = descriptionEn
                exercise.attribution = attribution
                exercise.descriptionFromOverlay = fromOverlay == 1
                if hasMedia == 1 {
                    guard let kind: ExerciseMedia.Kind = reader.value(), let url = reader.optionalString(),
                          let placeholder = reader.optionalString(), let source = reader.string()
                    else { return nil }
                    exercise.media = ExerciseMedia(kind: kind, url: url, placeholder: placeholder, source: source)
                }
                exercises.append(exercise)
            }
            return reader.atEnd ? exercises : nil
        }
    }
}
