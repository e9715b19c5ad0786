// swift-tools-version: 6.0
import PackageDescription

// One target per folder under Modules/ and Apps/. Feature modules never depend on each other;
// only Apps/CoffeeShops (the composition root) depends on every module and on the live ones.

let package = Package(
    name: "CoffeeShops",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "coffeeshops", targets: ["CoffeeShops"]),
    ],
    targets: [
        // System libraries.
        .systemLibrary(name: "CSQLite", path: "Modules/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CCrypto", path: "Modules/CCrypto", providers: [.apt(["libssl-dev"])]),

        // Libraries: abstractions (no live I/O beyond what their name says).
        module("Log"),
        module("Time"),
        module("Terminal"),
        module("CommandLineKit"),
        module("Authentication", dependencies: ["Time"]),
        module("Catalog"),
        module("Profile", dependencies: ["Catalog"]),

        // Live implementations: only the composition root links these.
        module("Persistence", dependencies: ["CSQLite"]),
        module("AuthenticationLive", dependencies: ["Authentication", "Persistence", "CCrypto"]),
        module("CatalogLive", dependencies: ["Catalog", "Persistence"]),
        module("ProfileLive", dependencies: ["Profile", "Persistence"]),

        // Stubs: in-memory implementations shared by tests and dev apps.
        module("LogStubs", dependencies: ["Log"]),
        module("TimeStubs", dependencies: ["Time"]),
        module("TerminalStubs", dependencies: ["Terminal"]),
        module("AuthenticationStubs", dependencies: ["Authentication"]),
        module("CatalogStubs", dependencies: ["Catalog"]),
        module("ProfileStubs", dependencies: ["Profile"]),

        // Features: one public entry point each; they never import each other.
        module("OnboardingFeature", dependencies: ["Authentication", "CommandLineKit", "Log", "Terminal", "Time"]),
        module("CatalogFeature", dependencies: ["Catalog", "CommandLineKit", "Log", "Terminal"]),
        module("MapFeature", dependencies: ["Catalog", "CommandLineKit", "Profile", "Terminal"]),
        module("DetailsFeature", dependencies: ["Authentication", "Catalog", "CommandLineKit", "Log", "Terminal", "Time"]),
        module("ProfileFeature", dependencies: ["Authentication", "Catalog", "CommandLineKit", "Log", "Profile", "Terminal", "Time"]),
        module("MenuFeature", dependencies: ["Authentication", "Catalog", "Terminal"]),

        // The composition root.
        .executableTarget(
            name: "CoffeeShops",
            dependencies: [
                "AuthenticationLive", "CatalogLive", "CommandLineKit", "Log", "Persistence", "ProfileLive", "Terminal", "Time",
                "CatalogFeature", "DetailsFeature", "MapFeature", "MenuFeature", "OnboardingFeature", "ProfileFeature",
            ],
            path: "Apps/CoffeeShops"
        ),

        // Tests mirror the modules they test.
        tests("CommandLineKit"),
        tests("Terminal", dependencies: ["TerminalStubs"]),
        tests("Log"),
        tests("Persistence"),
        tests("Authentication", dependencies: ["AuthenticationStubs", "TimeStubs"]),
        tests("AuthenticationLive", dependencies: ["Persistence", "TimeStubs"]),
        tests("Catalog"),
        tests("CatalogLive", dependencies: ["CatalogStubs", "Persistence"]),
        tests("OnboardingFeature", dependencies: [
            "Authentication", "AuthenticationStubs", "TimeStubs", "CommandLineKit", "LogStubs", "TerminalStubs",
        ]),
        tests("CatalogFeature", dependencies: ["CatalogStubs", "CommandLineKit", "LogStubs", "TerminalStubs"]),
        tests("ProfileLive", dependencies: ["Persistence"]),
        tests("MapFeature", dependencies: ["CatalogStubs", "CommandLineKit", "ProfileStubs", "TerminalStubs"]),
        tests("DetailsFeature", dependencies: ["CatalogStubs", "CommandLineKit", "LogStubs", "TerminalStubs", "TimeStubs"]),
        tests("ProfileFeature", dependencies: ["CatalogStubs", "CommandLineKit", "LogStubs", "ProfileStubs", "TerminalStubs"]),
        tests("MenuFeature", dependencies: ["AuthenticationStubs", "TerminalStubs", "TimeStubs"]),
        .testTarget(name: "CoffeeShopsEndToEndTests", dependencies: ["CoffeeShops"], path: "Tests/CoffeeShopsEndToEndTests"),
    ]
)

func module(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: "Modules/\(name)")
}

func tests(_ module: String, dependencies: [Target.Dependency] = []) -> Target {
    .testTarget(
        name: "\(module)Tests",
        dependencies: [.target(name: module)] + dependencies,
        path: "Tests/\(module)Tests"
    )
}
