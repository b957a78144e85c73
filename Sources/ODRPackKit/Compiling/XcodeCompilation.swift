import FileSystem
import PropertyList
import XcodeProject

/// Runs Xcode's resource compilers through `xcrun` for the tagged resources of a plan, as
/// Xcode's build does, and puts their outputs in the packs in place of the sources:
///
/// - asset catalogs: one `actool` run over every catalog with tagged content, with
///   `--asset-pack-output-specifications` naming each catalog pack's folder (swift-build
///   `AssetCatalogCompiler.swift:22-165`, `OnDemandResources.swift:89-116`); each pack gets
///   what actool writes there (an `Assets.car`);
/// - other compiled resources: one run of their tool each (`XcodeCompilation+Tools.swift`).
///
/// Outputs go to `workDirectory`, which the caller removes.
struct XcodeCompilation {
    let manifest: Manifest
    let plan: PackPlan
    let toolchain: XcodeToolchain
    let workDirectory: String
    /// The platform's SDK, located when compiling starts.
    var sdk: XcodeSDK?

    /// Why compiling failed.
    struct Failure: Error {
        var tool: String
        var status: Int32
        var output: String
    }

    /// The plan with the outputs of `tools` in place of their sources.
    func compile(_ tools: Set<XcodeTool>) throws(Failure) -> PackPlan {
        guard sdk != nil else {
            var located = self
            located.sdk = XcodeSDK.locate(toolchain, platform: platform.name)
            return try located.compile(tools)
        }
        var packs = plan.packs
        if tools.contains(.actool) { try compileCatalogs(&packs) }
        for tool in tools.sorted(by: { $0.name < $1.name }) where tool != .actool { try compileEach(tool, in: &packs) }
        var compiled = plan
        compiled.packs = packs
        return compiled
    }

    /// The settings value, or nil.
    func setting(_ name: String) -> String? { manifest.compilerSettings[name] }

    /// `iphoneos`, `appletvos`, ...: `$(PLATFORM_NAME)`, from `SDKROOT`, with its device family.
    var platform: Platform { Platform(sdk: setting("SDKROOT") ?? "iphoneos") }

    /// The special arguments swift-build adds to actool's and ibtool's options
    /// (`InterfaceBuilderShared.swift:31-56`): the device families, unless
    /// `RESOURCES_TARGETED_DEVICE_FAMILY` gives them as an option, and the deployment target.
    var deviceArguments: [String] {
        let families =
            setting("RESOURCES_TARGETED_DEVICE_FAMILY") != nil
            ? []
            : Self.targetDevices(setting("TARGETED_DEVICE_FAMILY"), platform: platform.name)
        return families.flatMap { ["--target-device", $0] } + (minimumDeploymentTarget.map { ["--minimum-deployment-target", $0] } ?? [])
    }

    /// The device names of `--target-device`, as swift-build's
    /// `evaluateTargetedDeviceFamilyBuildSetting` (`InterfaceBuilderShared.swift`) gives them:
    /// the values of the setting (split at spaces and commas) that the platform supports, each
    /// once, in numeric order; the platform's whole set when none is left; iPhone and iPad
    /// dropped on visionOS when 7 is there; the one fixed name of tvOS and watchOS.
    static func targetDevices(_ setting: String?, platform: String) -> [String] {
        let families: [Int: String]
        let family = Platform(name: platform).family
        switch family {
        case .tvOS: return ["tv"]
        case .watchOS: return ["watch"]
        case .visionOS: families = [1: "iphone", 2: "ipad", 7: "vision"]
        case .iOS, .macOS: families = [1: "iphone", 2: "ipad"]
        }
        let vision = family == .visionOS
        let written = Set((setting ?? "").split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Int($0) })
        func kept(_ ids: Set<Int>) -> [Int] {
            ids.filter { families[$0] != nil && !(vision && ids.contains(7) && ($0 == 1 || $0 == 2)) }.sorted()
        }
        let chosen = kept(written).isEmpty ? kept(Set(families.keys)) : kept(written)
        return chosen.compactMap { families[$0] }
    }

    /// Runs `xcrun` and throws with its output when it fails.
    func run(_ tool: String, _ arguments: [String]) throws(Failure) {
        let output: XcodeToolchain.Output
        do {
            output = try toolchain.run([tool] + arguments)
        } catch {
            throw Failure(tool: tool, status: -1, output: "\(error)")
        }
        guard output.status == 0 else { throw Failure(tool: tool, status: output.status, output: output.text) }
    }

    /// Every file under `folder` (absolute), by its path relative to it, sorted.
    static func files(under folder: String) -> [(relative: String, status: FileStatus)] {
        guard let handle = try? DirectoryHandle(folder), let names = try? handle.contents() else { return [] }
        return names.flatMap { name -> [(relative: String, status: FileStatus)] in
            guard let status = try? handle.status(of: name) else { return [] }
            if status.kind == .directory {
                return files(under: folder + "/" + name).map { (name + "/" + $0.relative, $0.status) }
            }
            return status.kind == .regular ? [(name, status)] : []
        }
    }
}

extension FileWriter {
    /// Creates a folder for a compiler's output, or fails as that compiler.
    static func makeDirectoryOrFail(_ path: String, tool: String) throws(XcodeCompilation.Failure) {
        do { try makeDirectory(path) } catch { throw XcodeCompilation.Failure(tool: tool, status: -1, output: error.description) }
    }
}

extension AssetPack {
    /// Replaces the pack's files, keeping them sorted and the size in step.
    mutating func replaceFiles(with files: [ScannedFile]) {
        self.files = files.sorted { $0.packPath.utf8Precedes($1.packPath) }
        bytes = files.sizeSum(\.size)
    }
}
