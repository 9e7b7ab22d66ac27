package import FitTodaySession
package import Foundation

/// The stored JSON of a session snapshot, written on every command: most commands (a health sample, a rest timer,
/// one set) leave most exercises as they were, and encoding every exercise again was the largest part of a command's
/// cost. So each exercise's JSON is kept beside the session it belongs to and reused while the exercise is equal;
/// the rest of the session is encoded with an empty `exercises`, which the exercises' JSON then fills. The text is
/// byte for byte what the encoder writes for the whole session (keys sorted, no spaces), so it reads back the same.
package struct EncodedExercises: Sendable {
    var sessionId: String
    var values: [SessionExercise]
    var texts: [String]
}

package enum SnapshotEncoding {
    /// `"exercises":[]` can only be the key itself in the encoder's output: a quote inside a string is escaped.
    static let emptyExercises = #""exercises":[]"#

    package static func text(_ session: Session, previous: EncodedExercises?, encoder: JSONEncoder) throws
        -> (text: String, exercises: EncodedExercises)
    {
        let reusable = previous?.sessionId == session.id ? previous : nil
        var texts: [String] = []
        texts.reserveCapacity(session.exercises.count)
        for (index, exercise) in session.exercises.enumerated() {
            if let reusable, index < reusable.values.count, reusable.values[index] == exercise {
                texts.append(reusable.texts[index])
            } else {
                texts.append(String(decoding: try encoder.encode(exercise), as: UTF8.self))
            }
        }
        var header = session
        header.exercises = []
        let headerText = String(decoding: try encoder.encode(header), as: UTF8.self)
        guard let range = headerText.range(of: emptyExercises) else {
            // Not the shape this relies on (another encoder's options): the whole session, encoded plainly.
            return (String(decoding: try encoder.encode(session), as: UTF8.self),
                    EncodedExercises(sessionId: session.id, values: [], texts: []))
        }
        let text = headerText.replacingCharacters(in: range, with: #""exercises":["# + texts.joined(separator: ",") + "]")
        return (text, EncodedExercises(sessionId: session.id, values: session.exercises, texts: texts))
    }
}

/// A snapshot as a store committed it: the session, per target the revision that last changed it, and its
/// exercises' JSON (`SnapshotEncoding`, reused by the next snapshot for what did not change). Stores keep the last
/// one per person, so a command neither decodes the snapshot it wrote nor encodes again what did not change.
package struct CommittedSnapshot: Sendable {
    package var session: Session
    package var changed: [String: Int]
    package var exercises: EncodedExercises

    package init(session: Session, changed: [String: Int], exercises: EncodedExercises) {
        self.session = session
        self.changed = changed
        self.exercises = exercises
    }
}
