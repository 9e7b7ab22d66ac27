public import Foundation

/// Decodes an exerciseinfo file: a page envelope, or a bare array of results.
public enum WgerFile {
    public static func exercises(from data: Data) throws -> [WgerExercise] {
        let decoder = JSONDecoder()
        // An object is a page envelope, anything else a bare array: each is decoded as what it is, so a failure
        // says where in that shape the file went wrong.
        let first = data.first { !(" \t\r\n".utf8.contains($0)) }
        if first == UInt8(ascii: "{") { return try decoder.decode(WgerPage<WgerExercise>.self, from: data).results }
        return try decoder.decode([WgerExercise].self, from: data)
    }
}
