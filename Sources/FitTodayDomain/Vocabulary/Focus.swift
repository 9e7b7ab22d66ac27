import Foundation

/// A named training split.
public enum Split: String, CaseIterable, Codable, Sendable {
    case fullBody = "full-body", upper, lower, push, pull, legs, arms, core

    /// The muscles a split trains, which decide recovery scoring and candidate pools.
    public var muscles: [Muscle] {
        switch self {
        case .fullBody: [.chest, .lats, .upperBack, .shoulders, .quadriceps, .glutes, .hamstrings, .abs]
        case .upper: [.chest, .lats, .upperBack, .shoulders, .rearDelts, .biceps, .triceps, .traps]
        case .lower: [.quadriceps, .glutes, .hamstrings, .calves, .adductors, .abductors]
        case .push: [.chest, .shoulders, .triceps]
        case .pull: [.lats, .upperBack, .rearDelts, .biceps, .traps]
        case .legs: [.quadriceps, .glutes, .hamstrings, .calves]
        case .arms: [.biceps, .triceps, .forearms]
        case .core: [.abs, .obliques, .lowerBack]
        }
    }
}

/// What today's plan trains: one named split, or a list of muscles.
public enum Focus: Hashable, Sendable {
    case split(Split)
    case muscles([Muscle])

    /// Group names accepted on the command line besides muscle ids and splits.
    static let muscleGroupAliases: [String: [Muscle]] = [
        "back": [.lats, .upperBack, .traps, .lowerBack],
        "quads": [.quadriceps],
    ]

    public enum ParseError: Error, Equatable, Sendable {
        case unknown(String)
        case mixedSplits(String)
        case empty
    }

    /// Parses `--focus`: a split name (`push`), or a comma list of muscles and muscle groups (`chest,triceps`).
    public static func parse(_ text: String) throws(ParseError) -> Focus {
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }
        guard !items.isEmpty else { throw .empty }
        if items.count == 1, let split = Split(rawValue: items[0]) { return .split(split) }
        var muscles: [Muscle] = []
        for item in items {
            if let muscle = Muscle(rawValue: item) {
                muscles.append(muscle)
            } else if let group = muscleGroupAliases[item] {
                muscles.append(contentsOf: group)
            } else if Split(rawValue: item) != nil {
                throw .mixedSplits(text)
            } else {
                throw .unknown(item)
            }
        }
        var seen = Set<Muscle>()
        return .muscles(muscles.filter { seen.insert($0).inserted })
    }

    /// Every value `--focus` accepts, for error messages.
    public static var validNames: [String] {
        Split.allCases.map(\.rawValue) + Muscle.allCases.map(\.rawValue) + muscleGroupAliases.keys.sorted()
    }

    public var muscles: [Muscle] {
        switch self {
        case .split(let split): split.muscles
        case .muscles(let muscles): muscles
        }
    }

    /// Reads back a plan's `focus` array; `nil` when the names are not a split alone or muscles only.
    public init?(names: [String]) {
        if names.count == 1, let split = Split(rawValue: names[0]) {
            self = .split(split)
            return
        }
        let muscles = names.compactMap(Muscle.init(rawValue:))
        guard muscles.count == names.count, !muscles.isEmpty else { return nil }
        self = .muscles(muscles)
    }

    public var split: Split? {
        if case .split(let split) = self { split } else { nil }
    }

    /// The ids printed in the plan's `focus` array.
    public var names: [String] {
        switch self {
        case .split(let split): [split.rawValue]
        case .muscles(let muscles): muscles.map(\.rawValue)
        }
    }
}
