// swift-tools-version: 6.1
// libFuzzer targets for odr-pack's parsers: a package of its own, so `swift test` of the
// main package never builds them. Run them with `make fuzz` (see docs/development.md).
import Foundation
import PackageDescription

// A path dependency is known by its folder's name, which differs between clones.
let parent = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

func fuzzTarget(_ name: String, _ products: [String], support: Bool = false) -> Target {
    .executableTarget(
        name: name,
        dependencies: products.map { .product(name: $0, package: parent) } + (support ? ["FuzzSupport"] : [])
    )
}

let package = Package(
    name: "odr-pack-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "..")],
    targets: [
        fuzzTarget("FuzzBinaryPlist", ["PropertyList"]),
        fuzzTarget("FuzzXMLPlist", ["PropertyList"]),
        fuzzTarget("FuzzXcodeProject", ["ODRPackKit"], support: true),
        fuzzTarget("FuzzXcconfig", ["XcodeProject"], support: true),
        fuzzTarget("FuzzXMLManifest", ["ODRPackKit"], support: true),
        fuzzTarget("FuzzPlistManifest", ["ODRPackKit"], support: true),
        fuzzTarget("FuzzIndex", ["ODRPackKit"], support: true),
        fuzzTarget("FuzzPackMerger", ["ODRPackKit"]),
        fuzzTarget("FuzzLockFile", ["ODRPackKit"], support: true),
        fuzzTarget("FuzzPlayNames", ["ODRPackKit"], support: true),
        .target(name: "FuzzSupport", dependencies: ["ODRPackKit", "FormatGuarantees"].map { .product(name: $0, package: parent) }),
    ]
)
