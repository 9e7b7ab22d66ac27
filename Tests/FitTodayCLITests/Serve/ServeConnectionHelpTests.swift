import Foundation
import FitTodayTestSupport
import Testing

/// `serve`'s connection settings as a person meets them: listed in `serve --help`, refused in one line when bad.
@Suite("serve: connection timeouts and limits in help and the environment")
struct ServeConnectionHelpTests {
    static let variables = [
        "FITTODAY_IDLE_TIMEOUT", "FITTODAY_HEAD_TIMEOUT", "FITTODAY_BODY_TIMEOUT", "FITTODAY_MAX_CONNECTIONS",
        "FITTODAY_MAX_HEADER_BYTES", "FITTODAY_MAX_HEADERS",
    ]

    @Test("serve --help lists every connection variable, within the terminal width, in both languages")
    func help() async throws {
        for lang in ["pt-BR", "en"] {
            let help = try await CLI.run(["serve", "--help", "--lang", lang], environment: ["COLUMNS": "60"])
            #expect(help.status == 0, "\(help)")
            for variable in Self.variables { #expect(help.stdout.contains(variable), "\(lang): \(variable)") }
            // The discussion, above swift-argument-parser's own USAGE line, which it does not wrap.
            for line in help.stdoutLines.prefix(while: { !$0.hasPrefix("USAGE:") }) {
                #expect(line.count <= 60, "\(lang): \(line)")
            }
        }
    }

    @Test("a timeout of 0 or a limit that is not a number stops serve with one line and exit 64",
          arguments: [("FITTODAY_HEAD_TIMEOUT", "0"), ("FITTODAY_IDLE_TIMEOUT", "-3"), ("FITTODAY_MAX_CONNECTIONS", "many")])
    func badValue(_ name: String, _ value: String) async throws {
        let result = try await CLI.run(["serve", "--port", "0", "--lang", "en"], environment: [name: value])
        expectOneLineError(result, code: 64)
        #expect(result.stderr.contains("\(name)=\(value)"), "\(result)")
        #expect(result.stderr.contains("above 0"), "\(result)")
    }
}
