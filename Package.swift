// swift-tools-version: 6.0
import PackageDescription

// One target per folder under Modules/ and Apps/. Feature modules never depend on each other;
// only Apps/CoffeeShops (the composition root) depends on every module and on the live ones.

let package = Package(
    name: "CoffeeShops",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "coffeeshops", targets: ["CoffeeShops"]),
        .executable(name: "OnboardingDevApp", targets: ["OnboardingDevApp"]),
        .executable(name: "MapDevApp", targets: ["MapDevApp"]),
        .executable(name: "DetailsDevApp", targets: ["DetailsDevApp"]),
        .executable(name: "ProfileDevApp", targets: ["ProfileDevApp"]),
    ],
    targets: [
        // System libraries.
        .systemLibrary(name: "CSQLite", path: "Modules/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CCrypto", path: "Modules/CCrypto", providers: [.apt(["libssl-dev"])]),

        // Libraries: abstractions (no live I/O beyond what their name says).
        module("TextSafety"),
        module("Log", dependencies: ["TextSafety"]),
        module("Time"),
        module("Terminal", dependencies: ["TextSafety"]),
        module("CommandLineKit", dependencies: ["TextSafety"]),
        module("Authentication", dependencies: ["TextSafety", "Time"]),
        module("Catalog", dependencies: ["TextSafety"]),
        module("Profile", dependencies: ["Catalog"]),

        // Live implementations: only the composition root links these.
        module("Persistence", dependencies: ["CSQLite"]),
        module("AuthenticationLive", dependencies: ["Authentication", "Persistence", "CCrypto"]),
        module("CatalogLive", dependencies: ["Catalog", "Persistence"]),
        module("ProfileLive", dependencies: ["Catalog", "Persistence", "Profile"]),
        module("StorageLive", dependencies: ["Persistence", "TextSafety"]),

        // Stubs: in-memory implementations shared by tests and dev apps.
        module("LogStubs", dependencies: ["Log"]),
        module("TimeStubs", dependencies: ["Time"]),
        module("TerminalStubs", dependencies: ["Terminal"]),
        module("AuthenticationStubs", dependencies: ["Authentication"]),
        module("CatalogStubs", dependencies: ["Catalog"]),
        module("ProfileStubs", dependencies: ["Catalog", "Profile"]),

        // What every dev app launches with.
        module("DevAppSupport", dependencies: ["CommandLineKit", "Terminal"]),

        // Features: one public entry point each; they never import each other.
        module("OnboardingFeature", dependencies: ["Authentication", "CommandLineKit", "Log", "Terminal", "Time"]),
        module("CatalogFeature", dependencies: ["Catalog", "CommandLineKit", "Log", "Terminal", "TextSafety"]),
        module("MapFeature", dependencies: ["Catalog", "CommandLineKit", "Profile", "Terminal", "TextSafety"]),
        module("DetailsFeature", dependencies: ["Authentication", "Catalog", "CommandLineKit", "Log", "Terminal", "TextSafety", "Time"]),
        module("ProfileFeature", dependencies: ["Authentication", "Catalog", "CommandLineKit", "Log", "Profile", "Terminal", "Time"]),
        module("MenuFeature", dependencies: ["Authentication", "Catalog", "Terminal"]),

        // The composition root.
        .executableTarget(
            name: "CoffeeShops",
            dependencies: [
                "Authentication", "AuthenticationLive", "Catalog", "CatalogLive", "CommandLineKit", "Log", "Persistence",
                "Profile", "ProfileLive", "StorageLive", "Terminal", "TextSafety", "Time",
                "CatalogFeature", "DetailsFeature", "MapFeature", "MenuFeature", "OnboardingFeature", "ProfileFeature",
            ],
            path: "Apps/CoffeeShops"
        ),

        // Dev apps: each a composition root of one feature on stubs, never on live modules.
        devApp("OnboardingDevApp", dependencies: ["OnboardingFeature", "Authentication", "AuthenticationStubs", "Log", "LogStubs", "Time"]),
        devApp("MapDevApp", dependencies: ["MapFeature", "AuthenticationStubs", "Catalog", "CatalogStubs", "Profile", "ProfileStubs"]),
        devApp("DetailsDevApp", dependencies: [
            "DetailsFeature", "Authentication", "AuthenticationStubs", "Catalog", "CatalogStubs", "Log", "LogStubs", "Time",
        ]),
        devApp("ProfileDevApp", dependencies: [
            "ProfileFeature", "Authentication", "AuthenticationStubs", "Catalog", "CatalogStubs", "Log", "LogStubs", "Profile", "ProfileStubs",
        ]),

        // Tests mirror the modules they test; their shared helpers live in one target.
        .target(name: "TestSupport", dependencies: ["CommandLineKit"], path: "Tests/TestSupport"),
        tests("CommandLineKit"),
        tests("Terminal", dependencies: ["TerminalStubs"]),
        tests("Log"),
        tests("Persistence"),
        tests("Authentication", dependencies: ["AuthenticationStubs", "TimeStubs"]),
        tests("AuthenticationLive", dependencies: ["Authentication", "Persistence", "TimeStubs"]),
        tests("Catalog", dependencies: ["TextSafety"]),
        tests("CatalogLive", dependencies: ["Catalog", "CatalogStubs", "Persistence"]),
        tests("OnboardingFeature", dependencies: [
            "TestSupport", "Authentication", "AuthenticationStubs", "CommandLineKit", "Log", "LogStubs", "Terminal", "TerminalStubs", "Time", "TimeStubs",
        ]),
        tests("CatalogFeature", dependencies: [
            "TestSupport", "Catalog", "CatalogStubs", "CommandLineKit", "Log", "LogStubs", "Terminal", "TerminalStubs",
        ]),
        tests("ProfileLive", dependencies: ["Catalog", "Persistence"]),
        tests("MapFeature", dependencies: [
            "TestSupport", "Catalog", "CatalogStubs", "CommandLineKit", "Profile", "ProfileStubs", "Terminal", "TerminalStubs",
        ]),
        tests("DetailsFeature", dependencies: [
            "TestSupport", "Authentication", "Catalog", "CatalogStubs", "CommandLineKit", "Log", "LogStubs", "Terminal", "TerminalStubs", "Time", "TimeStubs",
        ]),
        tests("ProfileFeature", dependencies: [
            "TestSupport", "Authentication", "Catalog", "CatalogStubs", "CommandLineKit", "Log", "LogStubs", "Profile", "ProfileStubs", "Terminal", "TerminalStubs",
        ]),
        tests("MenuFeature", dependencies: ["Authentication", "AuthenticationStubs", "Catalog", "CatalogStubs", "Terminal", "TerminalStubs", "TimeStubs"]),
        .testTarget(name: "CoffeeShopsEndToEndTests", dependencies: ["CoffeeShops", "Persistence"], path: "Tests/CoffeeShopsEndToEndTests"),
        .testTarget(
            name: "CompositionSafetyTests",
            // The fixtures are compiled by the tests, on purpose against these modules, not by SwiftPM.
            dependencies: ["Authentication", "Catalog", "CommandLineKit", "DetailsFeature", "Log", "Profile", "ProfileFeature", "Terminal", "Time"],
            path: "Tests/CompositionSafetyTests",
            exclude: ["Fixtures"]
        ),
    ]
)

func module(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: "Modules/\(name)")
}

func devApp(_ name: String, dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: dependencies + ["CommandLineKit", "DevAppSupport", "Terminal"], path: "Apps/\(name)")
}

func tests(_ module: String, dependencies: [Target.Dependency] = []) -> Target {
    .testTarget(
        name: "\(module)Tests",
        dependencies: [.target(name: module)] + dependencies,
        path: "Tests/\(module)Tests"
    )
}
