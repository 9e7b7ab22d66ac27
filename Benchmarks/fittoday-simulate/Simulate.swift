// The twelve-week simulation (docs/plan-quality.md, "Twelve weeks, simulated"):
// `swift run -c release fittoday-simulate --weeks 12 --seed 1 [--ask auto|every-day|schedule] [--json]
// [--personas FILE] [--days]`.
// Seeded and deterministic: the same data, personas, weeks and seed print the same bytes.
import FitTodayResources
import FitTodaySimulation
import Foundation

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("fittoday-simulate: \(message)\n".utf8))
    exit(code)
}

struct Output: Encodable {
    var weeks: Int
    var seed: UInt64
    var reports: [PersonReport]
    var days: [String: [SimulatedDay]]?
}

@main
enum Simulate {
    static func main() async throws {
        var weeks = 12
        var seed: UInt64 = 1
        var json = false
        var withDays = false
        var personasPath: String?
        var asking = Simulation.Asking.auto
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--weeks":
                guard let value = arguments.popFirst().flatMap(Int.init), (1...52).contains(value) else {
                    fail("--weeks takes a number from 1 to 52", code: 64)
                }
                weeks = value
            case "--seed":
                guard let value = arguments.popFirst().flatMap(UInt64.init) else { fail("--seed takes a whole number", code: 64) }
                seed = value
            case "--personas":
                guard let value = arguments.popFirst() else { fail("--personas takes a file", code: 64) }
                personasPath = value
            case "--ask":
                guard let value = arguments.popFirst().flatMap(Simulation.Asking.init(rawValue:)) else {
                    fail("--ask takes auto, every-day or schedule", code: 64)
                }
                asking = value
            case "--json": json = true
            case "--days": withDays = true
            default: fail("unknown argument \(argument) (--weeks N, --seed N, --ask auto|every-day|schedule, --personas FILE, --json, --days)", code: 64)
            }
        }

        guard let files = ProjectFiles.locate(home: ProcessInfo.processInfo.environment["FITTODAY_HOME"]) else {
            fail("cannot find Catalog/ and Config/ (set FITTODAY_HOME)", code: 65)
        }
        let resources = try ResourceLoader(files: files).load()
        let personasURL = personasPath.map { URL(fileURLWithPath: $0) }
            ?? files.root.appendingPathComponent("Benchmarks/fittoday-simulate/personas.json")
        let personas: [Persona]
        do {
            personas = try JSONDecoder().decode([Persona].self, from: Data(contentsOf: personasURL))
        } catch {
            fail("cannot read personas from \(personasURL.path): \(error)", code: 65)
        }

        let simulation = Simulation(resources: resources, weeks: weeks, seed: seed, asking: asking)
        var reports: [PersonReport] = []
        var allDays: [String: [SimulatedDay]] = [:]
        for persona in personas {
            let days = try await simulation.run(persona)
            reports.append(Metrics.report(persona, days: days, weeks: weeks))
            if withDays { allDays[persona.name] = days }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(Output(weeks: weeks, seed: seed, reports: reports, days: withDays ? allDays : nil))
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        } else {
            print("Twelve weeks, simulated: \(weeks) weeks, seed \(seed), \(personas.count) personas, asking \(asking.rawValue)\n")
            print(ReportTable.markdown(reports), terminator: "")
        }
    }
}
