// swift-tools-version: 6.0
// A package that adopts cpdi-lint the way any team would: it depends on the lint package (here by
// path; elsewhere by URL) and runs `swift package cpdi-lint`. `Checkout` has one planted finding: it
// creates a `ReceiptFeature`, from another module, without forwarding `ReceiptFeatureDependencies`.
// lint/plugin-proof.sh checks the command plugin reports it.
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "cpdi-lint", path: "../.."),
    ],
    targets: [
        .target(name: "ReceiptFeature"),
        .target(name: "Checkout", dependencies: ["ReceiptFeature"]),
    ]
)
