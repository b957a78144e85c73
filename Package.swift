// swift-tools-version: 6.1
import PackageDescription

// The test targets are compiled without optimization in every configuration: `make test` builds
// the release configuration, so the tests run the optimized engine and binary, and their own
// code is not worth the optimizer's minutes.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Onone"])]

let package = Package(
    name: "odr-pack",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "odr-pack", targets: ["odr-pack"]),
        .library(name: "ODRPackKit", targets: ["ODRPackKit"]),
        // For the fuzz targets of Fuzz/, a package of their own.
        .library(name: "PropertyList", targets: ["PropertyList"]),
        .library(name: "XcodeProject", targets: ["XcodeProject"]),
        // Each output format's guarantees as checks, for HostileNameTests and the fuzz targets.
        .library(name: "FormatGuarantees", targets: ["FormatGuarantees"]),
        // Generated game shapes and small instances that measure the merge (tests and `make bench`).
        .library(name: "MergeQuality", targets: ["MergeQuality"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    ],
    targets: [
        // The command line: parses, calls the engine, prints.
        .executableTarget(
            name: "odr-pack",
            dependencies: [
                "ODRPackKit",
                "AppStoreConnect",
                "FileSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        // The domain: manifests, partitioning, limits, diagnostics, reports.
        .target(
            name: "ODRPackKit",
            dependencies: [
                "LibXML",
                "LibArchive",
                "PropertyList",
                "XcodeProject",
                "FileSystem",
                "SourceScan",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            // The code odr-pack writes for apps, as whole files (Swift, Kotlin, Gradle) and the
            // HTML report's style and script, embedded at build time by EmbedTemplates.
            exclude: ["Templates"],
            plugins: ["EmbedTemplates"]
        ),
        // Uploading Background Assets builds to App Store Connect: the API's requests over
        // libcurl (CCurl), ES256 tokens, the upload engine and its receipt. Its own module, so a
        // change here does not rebuild the engine.
        .target(
            name: "AppStoreConnect",
            dependencies: ["ODRPackKit", "FileSystem", "CCurl", .product(name: "Crypto", package: "swift-crypto")]
        ),
        // libcurl loaded with dlopen on the first request: linking it (or URLSession, which links
        // it) loads some thirty libraries at the start of every command, 10 ms of each no-op build.
        .target(name: "CCurl"),
        // Writes each file of a target's Templates/ folder into a Swift constant.
        .executableTarget(name: "embed-templates"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["embed-templates"]),
        // Seeded game shapes (levels, worlds, shared characters, store items) and small random
        // instances, which the tests and the merge benchmark measure `Merger` on.
        .target(name: "MergeQuality", dependencies: ["ODRPackKit"]),
        // `merge-bench`: the merge's quality and speed against the optimum and the baselines (`make bench`).
        .executableTarget(name: "merge-bench", dependencies: ["ODRPackKit", "MergeQuality"], path: "Benchmarks/MergeBench"),
        // Files and folders over swift-system, and every file-system call odr-pack makes:
        // whole small files read safely (regular files only, bounded), folders by descriptor
        // (create, rename, remove, set times, sync), atomic writes, chunked reads, lock files.
        .target(name: "FileSystem", dependencies: [.product(name: "SystemPackage", package: "swift-system")]),
        // Swift wrappers that own the C libraries' handles.
        .target(name: "LibXML", dependencies: ["CLibXML2"]),
        .target(name: "LibArchive", dependencies: ["CArchive"]),
        // Apple property lists: binary and XML readers and writers, byte-reproducible, and
        // Codable to and from their values. XML is read through LibXML.
        .target(name: "PropertyList", dependencies: ["LibXML"]),
        // Xcode projects: old-style (OpenStep) property lists, the pbxproj object graph,
        // group paths, build settings and asset catalogs, described neutrally.
        .target(name: "XcodeProject", dependencies: ["FileSystem"]),
        // A lexer-level scanner of Swift and Objective-C sources for `odr-pack migrate`: the
        // On-Demand Resources calls and the by-name resource lookups, outside comments and
        // strings. No dependencies, no Foundation.
        .target(name: "SourceScan"),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(
            name: "CArchive",
            pkgConfig: "libarchive",
            providers: [.apt(["libarchive-dev"]), .brew(["libarchive"])]
        ),

        // What several test targets share: temporary folders, a seeded generator, pbxproj text.
        // Foundation only, so a test target gains no module of the package through it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Each output format's guarantees (docs/reports.md) as checks over what the renderers
        // write; a library product too, so the fuzz targets run the same checks.
        .target(name: "FormatGuarantees", dependencies: ["ODRPackKit"], path: "Tests/FormatGuarantees"),
        // The command line too: a delivery of the tests declares its options as the command line's groups do.
        .testTarget(
            name: "ODRPackKitTests",
            dependencies: [
                "ODRPackKit", "FileSystem", "TestSupport", "FormatGuarantees", "MergeQuality", "odr-pack",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["RealProjects", "Fixtures"], swiftSettings: testSettings),
        .testTarget(
            name: "AppStoreConnectTests",
            dependencies: ["AppStoreConnect", "odr-pack", "TestSupport", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: testSettings),
        .testTarget(name: "FileSystemTests", dependencies: ["FileSystem", "TestSupport"], swiftSettings: testSettings),
        .testTarget(name: "SourceScanTests", dependencies: ["SourceScan", "TestSupport"], swiftSettings: testSettings),
        .testTarget(name: "LibXMLTests", dependencies: ["LibXML", "TestSupport"], swiftSettings: testSettings),
        .testTarget(name: "LibArchiveTests", dependencies: ["LibArchive", "TestSupport"], swiftSettings: testSettings),
        .testTarget(name: "PropertyListTests", dependencies: ["PropertyList", "TestSupport"], swiftSettings: testSettings),
        .testTarget(
            name: "XcodeProjectTests",
            dependencies: ["XcodeProject", "FileSystem", "TestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "odr-pack", "ODRPackKit", "TestSupport", "LibArchive", "PropertyList",
                .product(name: "Crypto", package: "swift-crypto"),
            ], swiftSettings: testSettings),
    ]
)
