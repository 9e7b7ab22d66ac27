public import Foundation

/// Someone the service answers: their plans, history and sessions are theirs alone.
public struct Person: Sendable, Equatable, Codable {
    public var id: String
    public var name: String
    public var createdAt: Date

    public init(id: String, name: String, createdAt: Date) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }
}
