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
    ],
    targets: [
        // Pure domain: value types, catalog index, validator, composer. Foundation only, no I/O.
        .target(name: "FitTodayDomain", swiftSettings: strictSettings),
        // Reads Catalog/ and Config/ from disk and turns them into domain values.
        .target(name: "FitTodayResources", dependencies: ["FitTodayDomain"], swiftSettings: strictSettings),
        // Workout history: a store protocol, an in-memory actor and the SQLite (GRDB) store.
        .target(
            name: "FitTodayStorage",
            dependencies: ["FitTodayDomain", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),
        // Command implementations and renderers (table, JSON, CSV, HTML report).
        .target(
            name: "FitTodayCLI",
            dependencies: [
                "FitTodayDomain", "FitTodayResources", "FitTodayStorage",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "fittoday", dependencies: ["FitTodayCLI"], swiftSettings: strictSettings),
        .executableTarget(
            name: "fittoday-bench",
            dependencies: ["FitTodayDomain", "FitTodayResources"],
            path: "Benchmarks/fittoday-bench",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FitTodayDomainTests",
            dependencies: ["FitTodayDomain", "FitTodayResources"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FitTodayCLITests",
            dependencies: ["fittoday", "FitTodayCLI", "FitTodayStorage", "FitTodayDomain"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
