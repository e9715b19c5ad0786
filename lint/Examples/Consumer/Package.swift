// swift-tools-version: 6.0
// A package that adopts cpdi-lint the way any team would: it depends on the lint package (here by
// path; elsewhere by URL), runs `swift package cpdi-lint`, and lints `Checkout` as it builds with the
// build-tool plugin. `Checkout` has one planted finding: it creates a `ReceiptFeature`, from another
// module, without forwarding `ReceiptFeatureDependencies`. lint/Scripts/plugin-proof.sh checks that the
// command plugin reports it and that `swift build` fails on it as a build error.
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "cpdi-lint", path: "../.."),
    ],
    targets: [
        .target(name: "ReceiptFeature"),
        .target(name: "Checkout", dependencies: ["ReceiptFeature"], plugins: [
            .plugin(name: "CPDILintBuildToolPlugin", package: "cpdi-lint"),
        ]),
    ]
)
