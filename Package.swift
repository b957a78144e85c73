// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "odr-pack",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "odr-pack", targets: ["odr-pack"]),
        .library(name: "ODRPackKit", targets: ["ODRPackKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // The command line: parses, calls the engine, prints.
        .executableTarget(
            name: "odr-pack",
            dependencies: [
                "ODRPackKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
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
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // Swift wrappers that own the C libraries' handles.
        .target(name: "LibXML", dependencies: ["CLibXML2"]),
        .target(name: "LibArchive", dependencies: ["CArchive"]),
        // Apple property lists (binary and XML), pure Swift and byte-reproducible.
        .target(name: "PropertyList"),
        // Xcode projects: old-style (OpenStep) property lists, the pbxproj object graph,
        // group paths, build settings and asset catalogs, described neutrally.
        .target(name: "XcodeProject"),
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

        .testTarget(name: "ODRPackKitTests", dependencies: ["ODRPackKit"], exclude: ["RealProjects"]),
        .testTarget(name: "LibXMLTests", dependencies: ["LibXML"]),
        .testTarget(name: "LibArchiveTests", dependencies: ["LibArchive"]),
        .testTarget(name: "PropertyListTests", dependencies: ["PropertyList"]),
        .testTarget(
            name: "XcodeProjectTests",
            dependencies: ["XcodeProject"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["odr-pack", "ODRPackKit"]),
    ]
)
