public import Configuration

/// Everything FitToday reads from outside its data files, read once at start-up into typed values and passed down:
/// where files live, which store, which LLM, and the server's limits. The command line wins over the environment,
/// the environment over the defaults (see `docs/configuration.md`). Nothing below the CLI, the server and this
/// target reads the environment.
public struct Settings: Sendable {
    public var paths: PathSettings
    public var store: StoreSettings
    public var llm: LLMSettings
    /// The server's settings, or their first bad value: only `serve` uses them, so only `serve` fails on one.
    private var serverSettings: Result<ServerSettings, SettingsProblem>

    public init(paths: PathSettings, store: StoreSettings, llm: LLMSettings, server: ServerSettings = ServerSettings()) {
        self.paths = paths
        self.store = store
        self.llm = llm
        self.serverSettings = .success(server)
    }

    /// Reads every setting from `reader`.
    public init(reader: ConfigReader) {
        let values = SettingValues(reader: reader)
        paths = PathSettings(values)
        store = StoreSettings(values, paths: paths)
        llm = LLMSettings(values)
        serverSettings = Result { () throws(SettingsProblem) in try ServerSettings(values) }
    }

    /// Reads `flags` (what the command line gave, under the setting it sets) over `environment`.
    public init(flags: [SettingKey: String] = [:], environment: [String: String]) {
        self.init(reader: Self.reader(flags: flags, environment: environment))
    }

    /// The server's settings; the first bad value, as a problem, if one is bad.
    public func server() throws(SettingsProblem) -> ServerSettings { try serverSettings.get() }

    /// One reader over two providers, asked in order: the command line's flags, then the environment. Secrets
    /// (the API key, the PostgreSQL URL) are marked so that access reports never print them.
    public static func reader(flags: [SettingKey: String], environment: [String: String]) -> ConfigReader {
        var values: [AbsoluteConfigKey: ConfigValue] = [:]
        for (setting, value) in flags {
            values[setting.absoluteKey] = ConfigValue(
                .string(value), isSecret: SettingKey.secrets.contains(setting.variable))
        }
        return ConfigReader(providers: [
            InMemoryProvider(name: "command line", values: values),
            EnvironmentVariablesProvider(
                environmentVariables: environment, secretsSpecifier: .specific(SettingKey.secrets)),
        ])
    }
}

/// The raw text of each setting as the reader finds it, for the typed settings to parse.
struct SettingValues {
    let reader: ConfigReader

    /// The value as given (an empty one included), nil when no provider has it.
    func raw(_ setting: SettingKey) -> String? {
        reader.string(forKey: setting.configKey, isSecret: SettingKey.secrets.contains(setting.variable))
    }

    /// The value, nil when missing or empty (an empty variable counts as unset).
    func text(_ setting: SettingKey) -> String? {
        raw(setting).flatMap { $0.isEmpty ? nil : $0 }
    }
}
