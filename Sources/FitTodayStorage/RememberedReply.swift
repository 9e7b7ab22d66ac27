import Crypto
public import FitTodaySession
import Foundation

/// A reply as a store keeps it: with the fingerprint of the command it answered, so that a retry (the same
/// command) gets it again and another command under the same id is told `commandIdReused`.
public struct RememberedReply: Sendable, Equatable {
    public var reply: SessionReply
    /// Nil for replies stored before fingerprints were kept: any command with their id is taken as a retry.
    public var fingerprint: String?

    public init(reply: SessionReply, fingerprint: String?) {
        self.reply = reply
        self.fingerprint = fingerprint
    }

    /// Whether a command with `fingerprint` is a retry of the one this reply answered.
    public func answers(_ fingerprint: String) -> Bool {
        self.fingerprint == nil || self.fingerprint == fingerprint
    }

    /// About what this reply holds in memory, in bytes: for caches bounded by size. An estimate (the strings and
    /// the events' contents, a fixed allowance per value), within a small factor of the truth.
    public var estimatedBytes: Int {
        var bytes = 160 + (fingerprint?.utf8.count ?? 0) + (reply.commandId?.utf8.count ?? 0) + (reply.sessionId?.utf8.count ?? 0)
        for event in reply.events ?? [] {
            bytes += 320 + event.sessionId.utf8.count + event.eventId.utf8.count + event.deviceId.utf8.count
            let payload = event.payload
            bytes += (payload.setId?.utf8.count ?? 0) + (payload.exerciseId?.utf8.count ?? 0)
            bytes += (payload.name?.utf8.count ?? 0) + (payload.notes?.utf8.count ?? 0)
            bytes += (payload.personalRecords?.count ?? 0) * 200
            if let session = payload.session {
                bytes += 600 + session.id.utf8.count + session.planId.utf8.count + session.equipment.count * 24
                for exercise in session.exercises {
                    bytes += 240 + exercise.exerciseId.utf8.count + exercise.name.utf8.count + exercise.sets.count * 200
                }
            }
        }
        return bytes
    }
}

/// The fingerprint of a command: SHA-256 of its canonical JSON (known fields only, keys sorted) without its
/// transport fields, in hex: what the command does (its type and payload), not its `commandId`, the `deviceId`
/// that relayed it, its `at` or the `expectedRevision` it was sent with, which a client may stamp anew when it
/// retries. Unknown fields and the way numbers were written (`8`, `8.0`) do not change it either.
public enum CommandFingerprint {
    public static func of(_ command: SessionCommand) -> String {
        var content = command
        content.commandId = ""
        content.deviceId = ""
        content.at = nil
        content.expectedRevision = nil
        let data = (try? encoder.encode(content)) ?? Data()
        return SHA256.hash(data: data).map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()
}
