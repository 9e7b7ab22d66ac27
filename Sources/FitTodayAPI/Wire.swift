public import FitTodayDomain
public import FitTodayUseCases
public import FitTodaySession
import Foundation

/// A value of ours carried as one schema of `openapi.yaml` (`typeOverrides` in the generator's configuration):
/// its JSON is the value's own, byte for byte what the CLI prints, so the API and the CLI cannot drift apart.
/// Equal when their JSON is equal; the hash is constant (equal values hash alike), as nothing keys on these.
public struct Wire<Value: Encodable & Sendable>: Encodable, Hashable, Sendable {
    public var value: Value

    public init(_ value: Value) { self.value = value }

    public func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }

    public static func == (left: Self, right: Self) -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(left.value)) == (try? encoder.encode(right.value))
    }

    public func hash(into hasher: inout Hasher) {}
}

extension Wire: Decodable where Value: Decodable {
    public init(from decoder: any Decoder) throws { value = try Value(from: decoder) }
}

public typealias PlanWire = Wire<WorkoutPlan>
public typealias ExerciseWire = Wire<Exercise>
public typealias HistoryDayWire = Wire<HistoryDay>
public typealias RecordWire = Wire<RecordEntry>
public typealias SessionViewWire = Wire<SessionView>
public typealias EventWire = Wire<SessionEvent>
