import Foundation
import TestSupport
import Testing

/// Where Xcode's tools run (`xcrun` on PATH), build compiles tagged catalogs and models as
/// Xcode does. A fake `xcrun` records each command line and writes placeholder outputs, so
/// the command lines can be checked against swift-build's own expectations.
@Suite(.budget(seconds: 2)) struct XcodeCompilerTests {
    private static let xcodeGame = "Examples/XcodeGame/XcodeGame.xcodeproj"

    /// A copy of the XcodeGame example in `folder`, with `edit` applied to its project file;
    /// the project's path.
    static func copyOfXcodeGame(in folder: TemporaryFolder, edit: (String) -> String) throws -> String {
        let copy = folder.url.appendingPathComponent("XcodeGame")
        try FileManager.default.copyItem(at: CommandRunner.packageDirectory.appendingPathComponent("Examples/XcodeGame"), to: copy)
        let pbxproj = copy.appendingPathComponent("XcodeGame.xcodeproj/project.pbxproj")
        try edit(try String(contentsOf: pbxproj, encoding: .utf8)).write(to: pbxproj, atomically: true, encoding: .utf8)
        return copy.path + "/XcodeGame.xcodeproj"
    }

    /// A folder with an `xcrun` that logs its arguments to `xcrun.log` beside it.
    static func fakeXcrun(in folder: TemporaryFolder) throws -> String {
        let bin = folder.path("bin")
        try folder.write(
            "bin/fake_actool.py",
            text: #"""
                import plistlib, sys, os
                args = sys.argv[1:]
                spec = args[args.index("--asset-pack-output-specifications") + 1]
                for entry in plistlib.load(open(spec, "rb")):
                    os.makedirs(entry["bundle-path"], exist_ok=True)
                    open(os.path.join(entry["bundle-path"], "Assets.car"), "w").write("car " + "+".join(entry["tags"]))
                """#)
        try folder.write(
            "bin/fake_ibtool.py",
            text: #"""
                import sys, os
                args = sys.argv[1:]
                nib = args[args.index("--compile") + 1]
                os.makedirs(os.path.dirname(nib), exist_ok=True)
                open(nib, "w").write("nib")
                """#)
        try folder.write(
            "bin/xcrun",
            text: """
                #!/bin/sh
                printf '%s\\n' "$*" >> "\(bin)/xcrun.log"
                case "$1" in
                  --find) echo "/Applications/Xcode.app/Contents/Developer/usr/bin/$2" ;;
                  --sdk) if [ -f "\(bin)/sdk-path" ]; then cat "\(bin)/sdk-path"; else echo "/Applications/Xcode.app/SDKs/iPhoneOS.sdk"; fi ;;
                  actool) shift; exec python3 "\(bin)/fake_actool.py" "$@" ;;
                  ibtool) shift; exec python3 "\(bin)/fake_ibtool.py" "$@" ;;
                  coremlc) name=$(basename "$3"); mkdir -p "$4${name%.*}.mlmodelc" && printf model > "$4${name%.*}.mlmodelc/coremldata.bin" ;;
                  TextureAtlas) mkdir -p "$3" && printf atlas > "$3/$(basename "$2" .atlas).1.png" ;;
                  *) exit 3 ;;
                esac
                """)
        chmod(bin + "/xcrun", 0o755)
        return bin
    }

    @Test func catalogsAndModelsAreCompiledWithSwiftBuildsCommandLines() throws {
        let folder = try TemporaryFolder()
        let bin = try Self.fakeXcrun(in: folder)
        let build = try CommandRunner.run(
            ["build", Self.xcodeGame, "-o", folder.path("out"), "--quiet"],
            environment: ["PATH": bin + ":/usr/bin:/bin"])
        #expect(build.status == 0, "\(build.standardError)")
        let log = try String(contentsOfFile: bin + "/xcrun.log", encoding: .utf8).split(separator: "\n").map(String.init)
        let actool = try #require(log.first { $0.hasPrefix("actool ") })
        // swift-build's argument order (AssetCatalogTaskConstructionTests.swift:91-109,
        // OnDemandResourcesTests.swift:549-574): options, then the special arguments.
        #expect(actool.contains("/Examples/XcodeGame/XcodeGame/Assets.xcassets --compile "))
        #expect(actool.contains(" --output-format human-readable-text --notices --warnings --export-dependency-info "))
        let tail = try #require(actool.range(of: " --compress-pngs "))
        #expect(
            actool[tail.lowerBound...].hasPrefix(
                " --compress-pngs --enable-on-demand-resources YES --development-region en"
                    + " --target-device iphone --target-device ipad --minimum-deployment-target 17.0 --platform iphoneos"
                    + " --asset-pack-output-specifications "))
        #expect(
            log.contains {
                $0.hasPrefix("coremlc compile ") && $0.contains("Golem.mlpackage") && $0.contains("--deployment-target 17.0")
                    && $0.contains("--platform ios") && $0.hasSuffix("--container bundle-resources")
            })
        let index = try #require(
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: folder.url.appendingPathComponent("out/index.plist")), format: nil) as? [String: Any])
        let packs = try #require(index["AssetPacks"] as? [[String: Any]])
        #expect(!packs.contains { $0["Uncompiled"] != nil })
        func files(_ tags: String) -> [String] {
            let pack = packs.first { ($0["Tags"] as? [String])?.joined(separator: "+") == tags }
            return (pack?["Files"] as? [[String: Any]])?.compactMap { $0["Path"] as? String } ?? []
        }
        #expect(files("Bosses+Level 2") == ["Assets.car"])
        #expect(files("Bosses").contains("Golem.mlmodelc/coremldata.bin") && files("Bosses").contains("Assets.car"))
        #expect(!files("Bosses").contains { $0.contains(".imageset") || $0.contains(".mlpackage") })
        #expect(try CommandRunner.run(["verify", folder.path("out")]).status == 0)
    }

    /// swift-build `InterfaceBuilderShared.swift` (`evaluateTargetedDeviceFamilyBuildSetting`,
    /// read at 41aee626): TARGETED_DEVICE_FAMILY is split at spaces and commas, values the
    /// platform does not support are dropped, each device is passed once, in numeric order.
    @Test func actoolGetsThePlatformsDeviceFamiliesOnceInSwiftBuildsOrder() throws {
        let folder = try TemporaryFolder()
        let bin = try Self.fakeXcrun(in: folder)
        let copy = folder.url.appendingPathComponent("XcodeGame")
        try FileManager.default.copyItem(at: CommandRunner.packageDirectory.appendingPathComponent("Examples/XcodeGame"), to: copy)
        let pbxproj = copy.appendingPathComponent("XcodeGame.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
        try text.replacingOccurrences(of: #"TARGETED_DEVICE_FAMILY = "1,2";"#, with: #"TARGETED_DEVICE_FAMILY = "2, 1,3,2";"#)
            .write(to: pbxproj, atomically: true, encoding: .utf8)
        let build = try CommandRunner.run(
            ["build", copy.path + "/XcodeGame.xcodeproj", "-o", folder.path("out"), "--quiet"],
            environment: ["PATH": bin + ":/usr/bin:/bin"])
        #expect(build.status == 0, "\(build.standardError)")
        let log = try String(contentsOfFile: bin + "/xcrun.log", encoding: .utf8)
        let actool = try #require(log.split(separator: "\n").first { $0.hasPrefix("actool ") })
        #expect(
            actool.contains(" --target-device iphone --target-device ipad --minimum-deployment-target 17.0 --platform iphoneos "),
            "\(actool)")
        #expect(!actool.contains("--target-device tv"))
        // Every path is absolute, the output folder's too, though it was named relative here.
        let relative = try CommandRunner.run(
            ["build", copy.path + "/XcodeGame.xcodeproj", "-o", "out", "--quiet"],
            environment: ["PATH": bin + ":/usr/bin:/bin"], in: folder.url)
        #expect(relative.status == 0, "\(relative.standardError)")
        let again = try String(contentsOfFile: bin + "/xcrun.log", encoding: .utf8).split(separator: "\n").filter {
            $0.hasPrefix("actool ")
        }
        let arguments = try #require(again.last).split(separator: " ")
        for flag in ["--compile", "--export-dependency-info", "--output-partial-info-plist", "--asset-pack-output-specifications"] {
            let value = try #require(arguments.firstIndex(of: Substring(flag)).map { arguments[$0 + 1] })
            #expect(value.hasPrefix("/"), "\(flag) \(value)")
        }
    }

    @Test func aFailingCompilerStopsTheBuildWithItsOutput() throws {
        let folder = try TemporaryFolder()
        let bin = try Self.fakeXcrun(in: folder)
        try folder.write("bin/fake_actool.py", text: "import sys\nprint('error: the catalog is broken')\nsys.exit(1)\n")
        let build = try CommandRunner.run(
            ["build", Self.xcodeGame, "-o", folder.path("out")], environment: ["PATH": bin + ":/usr/bin:/bin"])
        #expect(build.status == 1)
        #expect(build.standardError.contains("xcrun actool failed (exit status 1): error: the catalog is broken"), "\(build.standardError)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder.path("out/packs"))) ?? []).isEmpty)
    }
}
