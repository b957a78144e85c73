import FileSystem
import XcodeProject

/// The single-input compilers, with the command lines of their swift-build specs
/// (`Sources/SWBApplePlatform/Specs/*.xcspec`, options with their default values).
extension XcodeCompilation {
    /// Compiles every tagged resource of `tool`, each into a folder of its own, and puts the
    /// outputs in its pack (under the resource's `xx.lproj/`, if it has one).
    func compileEach(_ tool: XcodeTool, in packs: inout [AssetPack]) throws(Failure) {
        let sdk = sdkPath
        for position in packs.indices {
            let entries = Set(packs[position].files.map(\.entryIndex)).sorted().filter { index in
                manifest.resources[index].processing == .compiled(tool) && manifest.resources[index].catalog == nil
            }
            for index in entries {
                let entry = manifest.resources[index]
                let output = workDirectory + "/compiled/\(index)"
                try FileWriter.makeDirectoryOrFail(output, tool: tool.name)
                let input = entry.path.hasPrefix("/") ? entry.path : plan.baseDirectory + "/" + entry.path
                let region = ResourceScanner.recordedItem(for: entry).flatMap { $0.isEmpty ? nil : $0 + "/" }
                try FileWriter.makeDirectoryOrFail(workDirectory + "/partial-info/" + (region ?? ""), tool: tool.name)
                try run(tool.name, arguments(for: tool, input: input, output: output, sdk: sdk, region: region ?? ""))
                let outputs = Self.files(under: output).map { found in
                    ScannedFile(
                        source: entry.path, packPath: (region ?? "") + found.relative, size: found.status.size,
                        modificationTime: found.status.modificationTime, changeTime: found.status.changeTime,
                        identity: found.status.identity, entryIndex: index,
                        compiledOutput: output + "/" + found.relative)
                }
                packs[position].replaceFiles(with: packs[position].files.filter { $0.entryIndex != index } + outputs)
            }
        }
    }

    /// The SDK's path, as `$(SDKROOT)` is in Xcode (`xcrun --sdk <platform> --show-sdk-path`).
    private var sdkPath: String { sdk?.path ?? platform.name }

    /// `$(SWIFT_PLATFORM_TARGET_PREFIX)`: `ios`, `tvos`, `xros`, `watchos`.
    private var platformPrefix: String {
        switch platform.family {
        case .tvOS: "tvos"
        case .visionOS: "xros"
        case .watchOS: "watchos"
        case .iOS, .macOS: "ios"
        }
    }

    private var module: String? { setting("PRODUCT_MODULE_NAME") ?? setting("PRODUCT_NAME") }

    /// The command line (after `xcrun <tool>`) for one input.
    func arguments(for tool: XcodeTool, input: String, output: String, sdk: String, region: String = "") -> [String] {
        let base = String(input.split(separator: "/").last ?? "")
        let stem = base.split(separator: ".").dropLast().joined(separator: ".")
        let target = minimumDeploymentTarget
        switch tool.name {
        case "coremlc":
            return ["compile", input, output + "/"] + (target.map { ["--deployment-target", $0] } ?? [])
                + [
                    "--sdkroot", sdk, "--platform", platformPrefix,
                    "--output-partial-info-plist", workDirectory + "/\(stem)-CoreMLPartialInfo.plist", "--container", "bundle-resources",
                ]
        case "ibtool":
            return ibtoolArguments(
                input: input, nib: output + "/\(stem).nib",
                partialInfo: workDirectory + "/partial-info/" + region + stem + "-PartialInfo.plist")
        case "momc":
            return ["--sdkroot", sdk] + (target.map { ["--\(platform.name)-deployment-target", $0] } ?? [])
                + (module.map { ["--module", $0] } ?? []) + [input, output + "/"]
        case "mapc":
            return ["--sdkroot", sdk, input, output + "/\(stem).cdm"]
        case "iconutil":
            return ["--convert", "icns", "--output", output + "/\(stem).icns", input]
        case "intentbuilderc":
            return ["compile", "-input", input, "-output", output + "/"]
        case "TextureAtlas":
            return [input, output]
        default:
            return [input, "-o", output + "/" + base]
        }
    }

    /// ibtool's command line for one `.xib`: the options of `IBCompiler.xcspec` in its order
    /// (read at 41aee626, lines 69-204), the special arguments of
    /// `InterfaceBuilderCompiler.swift:70-73`, then the xcspec's `CommandLine` tail (line 20),
    /// as swift-build's `ResourceTaskConstructionTests.swift:807` and `:948` expect them.
    func ibtoolArguments(input: String, nib: String, partialInfo: String) -> [String] {
        var arguments = isYes("IBC_FLATTEN_NIBS", default: true) ? [] : ["--flatten", "NO"]
        arguments +=
            flag("IBC_ERRORS", "--errors", default: true) + flag("IBC_WARNINGS", "--warnings", default: true)
            + flag("IBC_NOTICES", "--notices", default: true)
        arguments += list("IBC_OTHER_FLAGS") + list("IBC_PLUGINS", "--plugin")
        arguments += option("RESOURCES_PLATFORM_NAME", "--platform") + list("RESOURCES_TARGETED_DEVICE_FAMILY", "--target-device")
        arguments += list("IBC_PLUGIN_SEARCH_PATHS", "--plugin-dir")
        arguments += (setting("IBC_MODULE") ?? module).map { ["--module", $0] } ?? []
        arguments += ["--output-partial-info-plist", partialInfo]
        arguments += flag("IBC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS", "--auto-activate-custom-fonts", default: true)
        arguments += flag("IBC_COMPILER_USE_NIBKEYEDARCHIVER_FOR_MACOS", "--use-nibkeyedarchiver-for-macos")
        arguments += option("IBC_COCOATOUCH_COMPILER_MODE", "--cocoatouch-compiler-mode", for: ["toolchain", "simulator"])
        arguments += option("IBC_COMPILATION_MODE_FOR_IOS", "--compilation-mode-for-ios")
        return arguments + deviceArguments + ["--output-format", "human-readable-text", "--compile", nib, input]
    }
}
