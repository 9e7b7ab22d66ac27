// swift-tools-version: 6.1
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "FitToday",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "fittoday", targets: ["fittoday"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird", from: "2.1.0"),
        // Only for its command plugin (Scripts/openapi-generate.sh) and the drift check; no target builds it.
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.3"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0"),
    ],
    targets: [
        // Pure domain: value types, catalog index, validator, composer. Foundation only, no I/O.
        .target(name: "FitTodayDomain", swiftSettings: strictSettings),
        // libcurl, with typed shims for its variadic setopt/getinfo calls.
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        // JSON text to values and back, fast: request bodies, model answers, the catalog at start-up.
        .target(name: "FitTodayJSON", swiftSettings: strictSettings),
        // Async HTTP over libcurl: one transfer thread, connection reuse, deadlines, cancellation.
        .target(name: "FitTodayHTTP", dependencies: ["CCurl"], swiftSettings: strictSettings),
        // OpenAI Chat Completions: request/response types, retry policy, client.
        .target(name: "FitTodayOpenAI", dependencies: ["FitTodayHTTP", "FitTodayJSON"], swiftSettings: strictSettings),
        // LLM generation: prompt assembly (Prompts/), plan decoding, validate → retry → local fallback.
        .target(
            name: "FitTodayGeneration",
            dependencies: [
                "FitTodayDomain", "FitTodayHTTP", "FitTodayOpenAI", "FitTodayJSON", "FitTodayLocalization",
                .product(name: "Mustache", package: "swift-mustache"),
            ], swiftSettings: strictSettings
        ),
        // libxml2's HTML parser, with a shim for xmlFree.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // ncurses (wide characters) for the full-screen `train` command.
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Wger adapter: API types, HTML sanitizer, language guard, description and media resolvers, importer.
        .target(
            name: "FitTodayWger",
            dependencies: ["FitTodayDomain", "FitTodayHTTP", "FitTodayOpenAI", "CLibXML2"],
            // The language guard's word tables (Bundle.module).
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        // Live workouts: the session state machine (commands, replies, events, snapshot). Domain only, no I/O.
        .target(name: "FitTodaySession", dependencies: ["FitTodayDomain"], swiftSettings: strictSettings),
        // Every human-facing sentence and vocabulary name, one table per language (pt-BR first, then English).
        .target(name: "FitTodayLocalization", dependencies: ["FitTodayDomain"], swiftSettings: strictSettings),
        // Reads Catalog/ and Config/ from disk and turns them into domain values.
        .target(name: "FitTodayResources", dependencies: ["FitTodayDomain", "FitTodayJSON", "FitTodayLocalization"], swiftSettings: strictSettings),
        // Workout history and live sessions: store protocols, an in-memory store and the SQLite (GRDB) store.
        .target(
            name: "FitTodayStorage",
            dependencies: [
                "FitTodayDomain", "FitTodaySession", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"), .product(name: "Crypto", package: "swift-crypto"),
            ], swiftSettings: strictSettings
        ),
        // The PostgreSQL store (postgres-nio): every store protocol over one database shared by replicas, its
        // migrations, and the LISTEN connection that tells each replica about sessions committed elsewhere.
        .target(
            name: "FitTodayPostgres",
            dependencies: [
                "FitTodayDomain", "FitTodaySession", "FitTodayStorage",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "NIOCore", package: "swift-nio"),
            ], swiftSettings: strictSettings
        ),
        // The use cases the CLI and the server share, one path each: Plans/ (the day's plan, LLM or local, recorded),
        // Sessions/ (one handler for a session command, whatever door it came in by), History/ (views, exports),
        // Values/ (words and days read once into typed values, with errors each edge spells its own way).
        .target(
            name: "FitTodayUseCases",
            dependencies: [
                "FitTodayDomain", "FitTodayResources", "FitTodayStorage", "FitTodayGeneration", "FitTodayLocalization",
                "FitTodaySession", "FitTodayJSON",
            ], swiftSettings: strictSettings
        ),
        // The composition root: settings read once (command line over environment over defaults, with
        // swift-configuration), resources loaded with the imported overlay, the stores and the LLM chosen from them.
        // The CLI and the server both start here; no target below reads the environment.
        .target(
            name: "FitTodayComposition",
            dependencies: [
                "FitTodayDomain", "FitTodayResources", "FitTodayStorage", "FitTodayPostgres", "FitTodayUseCases",
                "FitTodayGeneration", "FitTodayOpenAI", "FitTodayWger", "FitTodayLocalization",
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ], swiftSettings: strictSettings
        ),
        // The HTTP contract: openapi.yaml, and the types and server stubs swift-openapi-generator made from it
        // (committed; Scripts/openapi-generate.sh remakes them, Scripts/openapi-check.sh proves they match).
        .target(
            name: "FitTodayAPI",
            dependencies: [
                "FitTodayDomain", "FitTodaySession", "FitTodayUseCases",
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            exclude: ["openapi.yaml", "openapi-generator-config.yaml"]
        ),
        // `fittoday serve`: Hummingbird 2, the generated routes, the live stream (SSE, WebSocket), auth, limits,
        // metrics; assembled in `buildApplication` around the stores the composition root opened.
        .target(
            name: "FitTodayServer",
            dependencies: [
                "FitTodayAPI", "FitTodayUseCases", "FitTodayDomain", "FitTodayResources", "FitTodayStorage",
                "FitTodaySession", "FitTodayLocalization", "FitTodayComposition",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIHummingbird", package: "swift-openapi-hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ], swiftSettings: strictSettings
        ),
        // The twelve-week simulation (docs/plan-quality.md): personas trained day by day through the real plan and
        // session use cases by a seeded simulated lifter, and the coach's metrics of what the plans did. No I/O.
        .target(
            name: "FitTodaySimulation",
            dependencies: [
                "FitTodayDomain", "FitTodayResources", "FitTodayStorage", "FitTodayUseCases", "FitTodayGeneration",
                "FitTodaySession",
            ], swiftSettings: strictSettings
        ),
        // Command implementations and renderers (table, JSON, CSV, HTML report).
        .target(
            name: "FitTodayCLI",
            dependencies: [
                "FitTodayDomain", "FitTodayResources", "FitTodayStorage", "FitTodayGeneration", "FitTodayOpenAI",
                "FitTodayHTTP", "FitTodayWger", "FitTodayLocalization", "FitTodaySession", "CNcurses", "FitTodayUseCases",
                "FitTodayServer", "FitTodayComposition",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ], swiftSettings: strictSettings
        ),
        // libcurl and libxml2 are opened on first use (see their shims): --as-needed keeps the linker from
        // recording them, and the thirty libraries they bring, as start-up dependencies of the command.
        .executableTarget(
            name: "fittoday", dependencies: ["FitTodayCLI"], swiftSettings: strictSettings,
            linkerSettings: [.unsafeFlags(["-Xlinker", "--as-needed"])]
        ),
        .executableTarget(
            name: "fittoday-bench",
            dependencies: [
                "FitTodayDomain", "FitTodayResources", "FitTodaySession", "FitTodayStorage", "FitTodayUseCases",
            ],
            path: "Benchmarks/fittoday-bench",
            swiftSettings: strictSettings
        ),
        // `swift run -c release fittoday-simulate --weeks 12 --seed 1 [--json]`: the simulation's table.
        .executableTarget(
            name: "fittoday-simulate",
            dependencies: ["FitTodaySimulation", "FitTodayResources"],
            path: "Benchmarks/fittoday-simulate",
            exclude: ["personas.json"],
            swiftSettings: strictSettings
        ),
        // A Hummingbird hello-world built like the server, the yardstick of the HTTP benchmarks.
        .executableTarget(
            name: "fittoday-hello",
            dependencies: [.product(name: "Hummingbird", package: "hummingbird")],
            path: "Benchmarks/fittoday-hello",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "fittoday-wger-bench",
            dependencies: ["FitTodayWger", "FitTodayHTTP", "CLibXML2"],
            path: "Benchmarks/fittoday-wger-bench",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "fittoday-client-bench",
            dependencies: ["FitTodayOpenAI", "FitTodayHTTP", "FitTodayJSON"],
            path: "Benchmarks/fittoday-client-bench",
            swiftSettings: strictSettings
        ),
        // Test targets: one per library target (`<Target>Tests`, through its public API), plus the phases of
        // Scripts/test.sh by target (docs/testing.md says which a new test goes in): FitTodayTimedTests (timed
        // exchanges with in-process servers, run first and alone), FitTodayPostgresTests and FitTodayScaleOutTests
        // (the only ones reaching PostgreSQL), FitTodayPeerTests (real servers from Scripts/peers.sh).
        // Fixtures every test target shares: the project's data loaded once, scratch folders, the `fittoday` process
        // harness (CLI, serve, session apply), the in-memory server fixture and live-stream clients.
        .target(
            name: "FitTodayTestSupport",
            dependencies: [
                "FitTodayDomain", "FitTodayResources", "FitTodayLocalization", "FitTodaySession", "FitTodayStorage",
                "FitTodayGeneration", "FitTodayOpenAI", "FitTodayJSON", "FitTodayServer", "FitTodayComposition", "TestHTTPServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/FitTodayTestSupport",
            swiftSettings: strictSettings
        ),
        // An in-process HTTP server with scripted replies (OpenAI-compatible faults, paged APIs), for tests only.
        .target(
            name: "TestHTTPServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/TestHTTPServer",
            swiftSettings: strictSettings
        ),
        // A PostgreSQL database of its own per test, on the server Scripts/postgres.sh runs, for tests only: only
        // FitTodayPostgresTests and FitTodayScaleOutTests depend on it (Scripts/test.sh checks).
        .target(
            name: "TestPostgres",
            dependencies: [
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/TestPostgres",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FitTodayDomainTests",
            dependencies: ["FitTodayDomain", "FitTodayResources", "FitTodayTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "FitTodayJSONTests", dependencies: ["FitTodayJSON"], swiftSettings: strictSettings),
        .testTarget(
            name: "FitTodayOpenAITests",
            dependencies: ["FitTodayOpenAI", "FitTodayHTTP", "TestHTTPServer", "FitTodayTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FitTodayGenerationTests",
            dependencies: [
                "FitTodayGeneration", "FitTodayDomain", "FitTodayJSON", "FitTodayOpenAI", "FitTodayResources",
                "FitTodayTestSupport",
            ], swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FitTodayWgerTests",
            dependencies: ["FitTodayWger", "FitTodayDomain", "FitTodayResources", "FitTodayTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FitTodaySessionTests",
            dependencies: [
                "FitTodaySession", "FitTodayDomain", "FitTodayResources", "FitTodayTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ], swiftSettings: strictSettings
        ),
        .testTarget(name: "FitTodayLocalizationTests", dependencies: ["FitTodayLocalization", "FitTodayDomain"], swiftSettings: strictSettings),
        .testTarget(
            name: "FitTodayResourcesTests",
            dependencies: ["FitTodayResources", "FitTodayDomain", "FitTodayTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FitTodayStorageTests",
            dependencies: [
                "FitTodayStorage", "FitTodaySession", "FitTodayDomain", "FitTodayTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ], swiftSettings: strictSettings
        ),
        // The PostgreSQL store, and the store contract every store keeps (memory, SQLite, PostgreSQL as arguments).
        .testTarget(
            name: "FitTodayPostgresTests",
            dependencies: [
                "FitTodayPostgres", "FitTodayStorage", "FitTodaySession", "FitTodayDomain", "FitTodayResources",
                "TestPostgres", "FitTodayTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ], swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FitTodayServerTests",
            dependencies: [
                "FitTodayServer", "FitTodayUseCases", "FitTodayComposition", "FitTodayStorage", "FitTodaySession",
                "FitTodayDomain", "FitTodayTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ], swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FitTodayCLITests",
            dependencies: [
                "fittoday", "FitTodayCLI", "FitTodayUseCases", "FitTodayStorage", "FitTodayDomain", "FitTodayResources",
                "FitTodayLocalization", "FitTodaySession", "TestHTTPServer", "FitTodayTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FitTodayTimedTests",
            dependencies: [
                "fittoday", "FitTodayHTTP", "FitTodayOpenAI", "FitTodayJSON", "FitTodayGeneration", "FitTodayDomain",
                "TestHTTPServer", "FitTodayTestSupport", "FitTodayServer", "FitTodayComposition",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ], swiftSettings: strictSettings
        ),
        // End to end on PostgreSQL: the command and the server on one database, replicas, nginx in front of them.
        .testTarget(
            name: "FitTodayScaleOutTests",
            dependencies: [
                "fittoday", "FitTodayPostgres", "FitTodayServer", "FitTodayComposition", "FitTodayStorage", "FitTodaySession",
                "FitTodayDomain", "FitTodayLocalization", "TestHTTPServer", "TestPostgres", "FitTodayTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ], swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FitTodayUseCasesTests",
            dependencies: [
                "FitTodayUseCases", "FitTodayDomain", "FitTodayGeneration", "FitTodayResources", "FitTodaySession",
                "FitTodayStorage", "FitTodayTestSupport",
            ], swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FitTodaySimulationTests",
            dependencies: [
                "FitTodaySimulation", "FitTodayDomain", "FitTodayTestSupport", "FitTodayUseCases", "FitTodayStorage",
                "FitTodayGeneration", "FitTodayLocalization", "FitTodayResources",
            ], swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FitTodayCompositionTests",
            dependencies: [
                "FitTodayComposition", "FitTodayDomain", "FitTodayResources", "FitTodayStorage", "FitTodayUseCases",
                "FitTodayWger", .product(name: "Logging", package: "swift-log"),
                .product(name: "Configuration", package: "swift-configuration"),
            ], swiftSettings: strictSettings
        ),
        // Integration tests against real servers (Scripts/peers.sh): llmock, SmolLM2 on llama.cpp, HTTPS with HTTP/2.
        .testTarget(
            name: "FitTodayPeerTests",
            dependencies: [
                "FitTodayHTTP", "FitTodayOpenAI", "FitTodayJSON", "FitTodayGeneration", "FitTodayDomain", "FitTodayResources",
                "FitTodayWger", "FitTodayTestSupport",
            ], swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
