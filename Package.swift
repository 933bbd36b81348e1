// swift-tools-version:6.1
import PackageDescription

/// The linker settings of the two programs (`juicemaker`, `juicemaker-validate`). Declared before
/// `package`: a manifest's top-level code runs in order, and a constant read before its line is empty.
let staticRuntime: [LinkerSetting] = [
    // Release builds on Linux link the Swift runtime and Foundation statically: the
    // dynamic loader's work on libswiftCore, libFoundation* and ICU is most of a short
    // command's start-up (see BENCHMARKS.md). `-static-stdlib` alone is not enough here:
    // the objects were compiled against the shared modules, whose autolink entries name
    // only Foundation, FoundationEssentials and FoundationInternationalization, not what
    // the static archives need in turn; the static modules would name these. Debug builds
    // (tests, CI) stay dynamic. The list matches the Swift 6.3 toolchain's
    // lib/swift_static/linux; a toolchain that renames one of them fails the release link.
    // Only the executable targets have the flags: packages that depend on the libraries are
    // not affected.
    .unsafeFlags(
        [
            "-static-stdlib",
            "-lFoundationEssentials", "-lFoundationInternationalization", "-lCoreFoundation",
            "-l_FoundationICU", "-lswiftSynchronization", "-l_FoundationCollections",
            "-l_FoundationCShims",
            // The driver exports every symbol of an executable (for backtraces and
            // dlsym); with PostgreSQL's NIO linked in that is 37,000 symbols, and libc's
            // dladdr, which the runtime calls at start-up, walks them all: +15% on an
            // SQLite `order`. Nothing looks symbols up in this executable, so none are
            // exported (measured in commit e78e536).
            "-Xlinker", "--no-export-dynamic",
        ],
        .when(platforms: [.linux], configuration: .release)
    ),
]

let package = Package(
    name: "juicemaker",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "JuiceMakerMenu", targets: ["JuiceMakerMenu"]),
        .library(name: "JuiceMakerKit", targets: ["JuiceMakerKit"]),
        .library(name: "JuiceMakerPostgres", targets: ["JuiceMakerPostgres"]),
        .library(name: "JuiceMakerLanguageServer", targets: ["JuiceMakerLanguageServer"]),
        .library(name: "JuiceMakerServer", targets: ["JuiceMakerServer"]),
        .executable(name: "juicemaker", targets: ["juicemaker"]),
        // `juicemaker validate` alone, for CI and pre-commit hooks: no database, server or network.
        .executable(name: "juicemaker-validate", targets: ["juicemaker-validate"]),
    ],
    // PostgreSQL is on by default. A stand that keeps stock in SQLite can build without it
    // (`swift build --disable-default-traits`, `make install SQLITE_ONLY=1`): the juicemaker product
    // then compiles neither postgres-nio nor swift-nio-ssl's and swift-crypto's BoringSSL.
    traits: [
        .trait(name: "PostgreSQL", description: "Stock on a PostgreSQL server (--state postgresql://…)."),
        .default(enabledTraits: ["PostgreSQL"]),
    ],
    dependencies: [
        // 1.7.0 brought `@ParentCommand`, which every subcommand uses to read the global options.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.7.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        // PostgreSQL, for stands that share stock across machines; only JuiceMakerPostgres uses these.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.25.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.3"),
        // `juicemaker serve`: the HTTP server, and start and graceful shutdown on SIGTERM/SIGINT.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // /metrics in Prometheus's text format (its registry: counters, gauges, histograms).
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.1.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        // The HTTP parts Hummingbird's connection pipeline carries (already built as Hummingbird's):
        // `ConnectionGuard` sits in that pipeline to bound each client.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.34.1"),
        // Tests only: the client the end-to-end serve tests talk HTTP with. Already built as
        // HummingbirdTesting's; Foundation's URLSession on Linux times out under concurrent
        // requests (swift-corelibs-foundation #3287), which failed CI once.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.30.0"),
    ],
    targets: [
        // libyaml, bound directly: we own the event loop, its limits and its error positions.
        .systemLibrary(
            name: "CYaml",
            path: "Sources/CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The libyaml binding: bytes → events → a flat document of positioned nodes. Knows nothing of menus.
        .target(
            name: "JuiceMakerYAML",
            dependencies: ["CYaml"]
        ),
        // The menu core: menu, validation and diagnostics, fixes, the in-memory engine. Links no
        // database, so `validate`, the language server and an app that only reads menus build
        // without SQLite's layer.
        .target(
            name: "JuiceMakerMenu",
            dependencies: ["JuiceMakerYAML"],
            // config/menu.schema.json (linked from Resources/), embedded for `juicemaker schema`.
            resources: [.embedInCode("Resources/menu.schema.json")]
        ),
        // Stock, whatever keeps it: the ledger (orders, restocks, undo against counts), the
        // `StockStore` interface, journal entries, stock locations and their errors. No database.
        .target(
            name: "JuiceMakerStock",
            dependencies: ["JuiceMakerMenu"]
        ),
        // The library an app keeping stock imports: the SQLite store, re-exporting the menu core
        // and the stock ledger.
        .target(
            name: "JuiceMakerKit",
            dependencies: [
                "JuiceMakerMenu",
                "JuiceMakerStock",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // Stock on a PostgreSQL server: the same store interface and ledger as the SQLite store.
        // A library of its own so that an app (or a command) keeping stock in a file links no database client.
        .target(
            name: "JuiceMakerPostgres",
            dependencies: [
                "JuiceMakerMenu",
                "JuiceMakerStock",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The command line's and the interactive shell's words and screens, for the executable only:
        // key decoding, the shell's state machine and renderer, line-mode grammar. No terminal I/O.
        .target(
            name: "JuiceMakerFrontEnd",
            dependencies: ["JuiceMakerMenu", "JuiceMakerStock"]
        ),
        // `juicemaker lsp`: the Language Server Protocol (framing, JSON-RPC, documents, diagnostics,
        // quick fixes, completion, hover) over the library; no terminal, no database.
        .target(
            name: "JuiceMakerLanguageServer",
            dependencies: ["JuiceMakerMenu"]
        ),
        // `juicemaker serve`: the stand's HTTP API (routes, problem+json, idempotent orders, events,
        // metrics, the OpenAPI document) over any store, run off the event loops.
        .target(
            name: "JuiceMakerServer",
            dependencies: [
                "JuiceMakerMenu",
                "JuiceMakerStock",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            // The stand's web page and config/openapi.json (linked from Resources/), embedded in
            // the binary from their one source file.
            resources: [.embedInCode("Page/stand.html"), .embedInCode("Resources/openapi.json")]
        ),
        // What both programs share: standard output and error, exit codes, atomic file writes, the
        // version, and `validate` itself (`MenuCheck`). No database.
        .target(
            name: "JuiceMakerCommandLine",
            dependencies: ["JuiceMakerMenu", "JuiceMakerStock", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "juicemaker-validate",
            dependencies: [
                "JuiceMakerCommandLine",
                "JuiceMakerMenu",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: staticRuntime
        ),
        .executableTarget(
            name: "juicemaker",
            dependencies: [
                "JuiceMakerCommandLine",
                "JuiceMakerKit",
                .target(name: "JuiceMakerPostgres", condition: .when(traits: ["PostgreSQL"])),
                "JuiceMakerServer",
                "JuiceMakerFrontEnd",
                "JuiceMakerLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: staticRuntime
        ),
        // Benchmarks (see BENCHMARKS.md): a deterministic menu generator, the harness, and the start-up floor.
        .target(
            name: "MenuGenerator",
            path: "Benchmarks/MenuGenerator"
        ),
        .executableTarget(
            name: "juicemaker-bench",
            dependencies: ["JuiceMakerKit", "JuiceMakerYAML", "CYaml", "MenuGenerator"],
            path: "Benchmarks/JuiceMakerBenchmarks"
        ),
        .executableTarget(
            name: "postgres-bench",
            dependencies: ["JuiceMakerKit", "JuiceMakerPostgres"],
            path: "Benchmarks/PostgresBench"
        ),
        .executableTarget(
            name: "hello-foundation",
            path: "Benchmarks/HelloFoundation"
        ),
        .executableTarget(
            name: "rusage-probe",
            path: "Benchmarks/RusageProbe"
        ),
        // Fixtures the library's and the front end's tests share.
        .target(
            name: "JuiceMakerTestSupport",
            dependencies: ["JuiceMakerKit"],
            path: "Tests/JuiceMakerTestSupport"
        ),
        .testTarget(
            name: "JuiceMakerYAMLTests",
            dependencies: ["JuiceMakerYAML"],
            exclude: ["YAMLTestSuite"]
        ),
        .testTarget(
            name: "JuiceMakerKitTests",
            dependencies: ["JuiceMakerKit", "JuiceMakerMenu", "JuiceMakerYAML", "JuiceMakerTestSupport", .product(name: "GRDB", package: "GRDB.swift")],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "JuiceMakerFrontEndTests",
            dependencies: ["JuiceMakerFrontEnd", "JuiceMakerKit", "JuiceMakerMenu", "JuiceMakerTestSupport"]
        ),
        .testTarget(
            name: "JuiceMakerCLITests",
            dependencies: ["JuiceMakerKit", "JuiceMakerMenu", "JuiceMakerFrontEnd", "JuiceMakerTestSupport", "juicemaker", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           .product(name: "AsyncHTTPClient", package: "async-http-client"),
                           .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio")]
        ),
        .testTarget(
            name: "JuiceMakerLanguageServerTests",
            dependencies: ["JuiceMakerLanguageServer", "JuiceMakerMenu"]
        ),
        .testTarget(
            name: "JuiceMakerPostgresTests",
            dependencies: ["JuiceMakerPostgres", "JuiceMakerKit", "JuiceMakerMenu", "JuiceMakerTestSupport"]
        ),
        .testTarget(
            name: "JuiceMakerServerTests",
            dependencies: [
                "JuiceMakerServer", "JuiceMakerKit", "JuiceMakerMenu", "JuiceMakerTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "MenuGeneratorTests",
            dependencies: ["MenuGenerator", "JuiceMakerMenu"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// An `async` function without an isolation of its own runs on its caller's executor (SE-0461, the
// default from Swift 7), in the stores and the commands: a command's work stays on the main thread
// instead of hopping to the cooperative pool and back at every call of the store, which started
// threads that cost an `order` process about 1 ms of 9. The server, the tests and the benchmarks
// keep today's default (their async functions run on the cooperative pool).
let runsOnItsCaller: Set<String> = [
    "JuiceMakerStock", "JuiceMakerKit", "JuiceMakerPostgres", "JuiceMakerFrontEnd", "JuiceMakerCommandLine", "juicemaker",
]
// Swift 6.2 brought the feature; an older compiler (a CI image's Swift 6.1, building
// juicemaker-validate) builds without it, as before.
#if compiler(>=6.2)
for target in package.targets where runsOnItsCaller.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}
#endif
