// swift-tools-version:6.0
// An app's view of JuiceMakerKit: a separate package that depends on juicemaker by path and uses
// only its public API, as the iOS app this grew from would. `.ci/run` runs its tests.
import PackageDescription

let package = Package(
    name: "LibraryClient",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "juicemaker", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "LibraryClientTests",
            dependencies: [.product(name: "JuiceMakerKit", package: "juicemaker")]
        ),
        .testTarget(
            name: "MenuReaderTests",
            dependencies: [.product(name: "JuiceMakerMenu", package: "juicemaker")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
