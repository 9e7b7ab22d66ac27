import Configuration
import FitTodayComposition
import FitTodayUseCases
import FitTodayStorage
import Foundation
import Logging
import Testing

/// Settings are read from injected providers (flags, then a dictionary standing for the environment), never from
/// the process environment: the command line wins over the environment, the environment over the defaults.
@Suite("Settings")
struct SettingsTests {
    static let home = ["HOME": "/home/ana"]

    @Test("the SQLite file: --db over FITTODAY_DB over the data folder's")
    func sqlitePath() {
        #expect(Settings(environment: Self.home).store.choice == .sqlite(path: "/home/ana/.local/share/fittoday/history.sqlite"))
        let variable = Self.home.merging(["FITTODAY_DB": "/data/env.sqlite"]) { $1 }
        #expect(Settings(environment: variable).store.choice == .sqlite(path: "/data/env.sqlite"))
        let flag = Settings(flags: [.database: "/data/flag.sqlite"], environment: variable)
        #expect(flag.store.choice == .sqlite(path: "/data/flag.sqlite"))
        // An empty variable counts as unset.
        #expect(Settings(environment: Self.home.merging(["FITTODAY_DB": ""]) { $1 }).store.sqlitePath
            == "/home/ana/.local/share/fittoday/history.sqlite")
    }

    @Test("PostgreSQL: --postgres over FITTODAY_POSTGRES_URL, which --db hides; an empty variable is no URL")
    func postgres() {
        let environment = Self.home.merging(["FITTODAY_POSTGRES_URL": "postgres://b@h/d", "FITTODAY_DB": "/x.sqlite"]) { $1 }
        #expect(Settings(environment: environment).store.choice == .postgres(url: "postgres://b@h/d"))
        #expect(Settings(flags: [.postgresURL: "postgres://a@h/d"], environment: environment).store.choice
            == .postgres(url: "postgres://a@h/d"))
        // What `--db` sets: the file, and an empty URL over the variable's.
        #expect(Settings(flags: [.database: "/f.sqlite", .postgresURL: ""], environment: environment).store.choice
            == .sqlite(path: "/f.sqlite"))
        #expect(Settings(environment: ["FITTODAY_POSTGRES_URL": ""]).store.postgresURL == nil)
    }

    @Test("data, cache and overlay folders follow XDG, HOME and their variables")
    func paths() {
        let plain = Settings(environment: Self.home).paths
        #expect(plain.dataDirectory == "/home/ana/.local/share/fittoday")
        #expect(plain.cacheDirectory?.path == "/home/ana/.cache/fittoday")
        #expect(plain.wgerOverlay == "/home/ana/.local/share/fittoday/wger-overlay.json")
        #expect(plain.projectHome == nil)
        let xdg = Settings(environment: [
            "HOME": "/home/ana", "XDG_DATA_HOME": "/xdg/data", "XDG_CACHE_HOME": "/xdg/cache", "FITTODAY_HOME": "/srv/fit",
            "FITTODAY_WGER_OVERLAY": "/tmp/o.json",
        ]).paths
        #expect(xdg.dataDirectory == "/xdg/data/fittoday")
        #expect(xdg.cacheDirectory?.path == "/xdg/cache/fittoday")
        #expect(xdg.projectHome == "/srv/fit")
        #expect(xdg.wgerOverlay == "/tmp/o.json")
        #expect(Settings(flags: [.wgerOverlay: "/out.json"], environment: ["FITTODAY_WGER_OVERLAY": "/tmp/o.json"])
            .paths.wgerOverlay == "/out.json")
        // A relative XDG_CACHE_HOME is ignored; FITTODAY_NO_CACHE=1 turns the cache off.
        #expect(Settings(environment: ["HOME": "/h", "XDG_CACHE_HOME": "rel"]).paths.cacheDirectory?.path == "/h/.cache/fittoday")
        #expect(Settings(environment: ["HOME": "/h", "FITTODAY_NO_CACHE": "1"]).paths.cacheDirectory == nil)
    }

    @Test("FITTODAY_DB_SYNCHRONOUS=full (any case) chooses full durability; anything else normal")
    func durability() {
        #expect(Settings(environment: ["FITTODAY_DB_SYNCHRONOUS": "FULL"]).store.durability == .full)
        #expect(Settings(environment: ["FITTODAY_DB_SYNCHRONOUS": "extra"]).store.durability == .normal)
        #expect(Settings(environment: [:]).store.durability == .normal)
    }

    @Test("the LLM: key, base URL and model; empty values are unset")
    func llm() throws {
        let llm = Settings(environment: [
            "OPENAI_API_KEY": " sk-x ", "OPENAI_BASE_URL": "", "OPENAI_MODEL": "smollm2",
            "FITTODAY_LLM_DEADLINE_SECONDS": "90",
        ]).llm
        #expect(llm.apiKey != nil)
        #expect(llm.baseURL == nil)
        #expect(llm.model == "smollm2")
        #expect(try llm.deadlineSeconds.get() == 90)
        #expect(try llm.requestTimeoutSeconds.get() == nil)
        #expect(Settings(environment: [:]).llm == .none)
    }

    @Test("a bad LLM time is one line naming the variable, reported only when asked for")
    func badLLMTime() {
        let llm = Settings(environment: ["FITTODAY_LLM_REQUEST_TIMEOUT_SECONDS": "soon"]).llm
        #expect(llm.requestTimeoutSeconds == .failure(
            SettingsProblem(name: "FITTODAY_LLM_REQUEST_TIMEOUT_SECONDS", value: "soon", need: .seconds)))
        guard case .failure(let problem) = llm.requestTimeoutSeconds else { return }
        #expect(problem.message.contains("FITTODAY_LLM_REQUEST_TIMEOUT_SECONDS"))
        #expect(problem.message.contains("soon"))
        #expect(!problem.message.contains("\n"))
    }

    @Test("the server's settings: given values over nothing, the floors kept")
    func server() throws {
        let server = try Settings(environment: [
            "FITTODAY_RATE_LIMIT": "5", "FITTODAY_RATE_BURST": "0", "FITTODAY_LOG_LEVEL": "DEBUG",
            "FITTODAY_MAX_HEADER_BYTES": "10", "FITTODAY_WAL_LIMIT_MB": "4", "FITTODAY_PG_POOL": "3",
        ]).server()
        #expect(server.ratePerSecond == 5)
        #expect(server.rateBurst == 1)
        #expect(server.logLevel == .debug)
        #expect(server.maxHeaderBytes == 1_024)
        #expect(server.badTokenRate == nil)
        #expect(try server.walLimitBytes.get() == 4 << 20)
        #expect(try server.postgresPool.get() == 3)
        #expect(try Settings(environment: [:]).server() == ServerSettings())
    }

    @Test("a bad server value is reported with its variable and the rule it broke", arguments: [
        ("FITTODAY_RATE_LIMIT", "-1", SettingsProblem.Need.number),
        ("FITTODAY_LOG_LEVEL", "loud", .number),
        ("FITTODAY_IDLE_TIMEOUT", "0", .positive),
        ("FITTODAY_MAX_CONNECTIONS", "lots", .positive),
    ])
    func badServerValue(name: String, value: String, need: SettingsProblem.Need) {
        #expect(throws: SettingsProblem(name: name, value: value, need: need)) {
            try Settings(environment: [name: value]).server()
        }
    }

    @Test("a bad store knob fails only the store that uses it")
    func storeKnobs() throws {
        let server = try Settings(environment: ["FITTODAY_PG_POOL": "0", "FITTODAY_WAL_LIMIT_MB": "many"]).server()
        #expect(server.postgresPool == .failure(SettingsProblem(name: "FITTODAY_PG_POOL", value: "0")))
        #expect(server.walLimitBytes == .failure(SettingsProblem(name: "FITTODAY_WAL_LIMIT_MB", value: "many")))
    }

    @Test("every setting is read from its variable by swift-configuration's environment provider, and a flag wins")
    func variableNames() {
        #expect(SettingKey.database.variable == "FITTODAY_DB")
        #expect(SettingKey.apiKey.variable == "OPENAI_API_KEY")
        #expect(SettingKey.llmRequestTimeout.variable == "FITTODAY_LLM_REQUEST_TIMEOUT_SECONDS")
        #expect(SettingKey.cacheHome.variable == "XDG_CACHE_HOME")
        #expect(Set(SettingKey.all.map(\.variable)).count == SettingKey.all.count)
        for setting in SettingKey.all {
            let fromEnvironment = Settings.reader(flags: [:], environment: [setting.variable: "from-env"])
            #expect(fromEnvironment.string(forKey: ConfigKey(setting.key)) == "from-env", "\(setting.variable)")
            let fromFlag = Settings.reader(flags: [setting: "from-flag"], environment: [setting.variable: "from-env"])
            #expect(fromFlag.string(forKey: ConfigKey(setting.key)) == "from-flag", "\(setting.variable)")
        }
    }
}
