// swift-tools-version:6.0
// Throughput of the engine and the store through JuiceMakerKit's public API, in a release build:
//   cd Benchmarks/engine && swift run -c release engine-bench
// Kept apart from the root package so `swift test` never builds it.
import PackageDescription

let package = Package(
    name: "engine-bench",
    dependencies: [.package(name: "juicemaker", path: "../..")],
    targets: [
        .executableTarget(
            name: "engine-bench",
            dependencies: [.product(name: "JuiceMakerKit", package: "juicemaker")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
