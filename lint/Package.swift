// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "cpdi-lint",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "cpdi-lint", targets: ["cpdi-lint"]),
        .library(name: "CPDILint", targets: ["CPDILint"]),
        .plugin(name: "CPDILintCommandPlugin", targets: ["CPDILintCommandPlugin"]),
        .plugin(name: "CPDILintBuildToolPlugin", targets: ["CPDILintBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", "1.8.2"..<"2.0.0"),
    ],
    targets: [
        // The rules, the file walker, the cross-file index and the reporters.
        .target(
            name: "CPDILint",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The command line, and nothing else.
        .executableTarget(
            name: "cpdi-lint",
            dependencies: ["CPDILint", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The baseline for Benchmarks/lint-throughput.sh: SwiftParser alone over the same files.
        .executableTarget(
            name: "parse-benchmark",
            dependencies: ["CPDILint", .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax")]
        ),
        // plugins: begin (make-plugins-package.sh copies these lines into cpdi-lint-plugins)
        // `swift package cpdi-lint [options]`: every Swift target of the package, linted together.
        .plugin(
            name: "CPDILintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "cpdi-lint", description: "Lint the package's Swift targets with cpdi-lint; pass --allow-writing-to-package-directory for --fix.")
            ),
            dependencies: ["cpdi-lint"]
        ),
        // Findings as build diagnostics in `swift build` and Xcode.
        .plugin(name: "CPDILintBuildToolPlugin", capability: .buildTool(), dependencies: ["cpdi-lint"]),
        // plugins: end
        // Fixtures are Swift files the tests lint and type-check, not test sources.
        .testTarget(name: "CPDILintTests", dependencies: ["CPDILint"], exclude: ["Fixtures", "Advice"]),
    ]
)
