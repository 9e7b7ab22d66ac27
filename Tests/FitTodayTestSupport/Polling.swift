import Foundation

/// Waits for `condition` by polling (never a fixed sleep); false when `seconds` pass first.
public func eventually(within seconds: Double = 20, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return try await condition()
}
