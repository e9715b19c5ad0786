// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so the app's manifest stays free of dependencies.
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
    ],
    targets: [
        // The services of a graph shaped like the app's: a dozen, some singletons, some per signed-in account.
        .target(name: "InjectionGraph"),
        // The same feature written two ways, each in its own module as features are in the app.
        .target(name: "CPDIFeature", dependencies: ["InjectionGraph"]),
        .target(name: "ManualFeature", dependencies: ["InjectionGraph"]),
        // Composes the graph four ways and times it.
        .executableTarget(
            name: "injection-benchmark",
            dependencies: [
                "CPDIFeature", "InjectionGraph", "ManualFeature",
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ]
        ),
        // Writes synthetic monorepos of N feature modules, in CPDI and with manual injection.
        .executableTarget(name: "synthetic-monorepo"),
    ]
)
