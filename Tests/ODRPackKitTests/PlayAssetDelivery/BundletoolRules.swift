import Foundation
import TestSupport

/// What bundletool (`build-bundle`, google/bundletool 1de340a) refuses in asset-pack modules,
/// checked on what a build wrote, with readers independent of odr-pack: `unzip` lists and
/// extracts the zips, `protoc --decode_raw` decodes the proto manifests, and the Gradle
/// scripts are evaluated by Groovy or Kotlin (`GradleScripts`). Each rule names its validator:
///
/// - `BundleModuleName`, `ModuleNamesValidator`: names `[a-zA-Z][a-zA-Z0-9_]*`, not `base`,
///   unique, and `split` (or Gradle's `packName`) equal to the module's name;
/// - `AssetModuleFilesValidator`, `BundleFilesValidator`: only `assets/` and
///   `manifest/AndroidManifest.xml` in a zip; a Gradle module only its build file and
///   `src/main/assets/`;
/// - `AndroidManifestValidator`, `ManifestDeliveryElement`: `<dist:module dist:type="asset-pack">`,
///   exactly one of install-time, fast-follow and on-demand in `<dist:delivery>`, fusing as a
///   compiled boolean, no version code, no other element;
/// - `EntryClashValidator`: one path in two packs only with the same bytes;
/// - `TargetedDirectorySegment`: `#` in folder names only as known targeting;
/// - `TextureCompressionFormatParityValidator`: the same formats and fallbacks in every pack
///   with texture-format folders.
///
/// The delivery type each pack must have comes from the map the build wrote, and is checked
/// against the manifest or the build file.
struct BundletoolRules {
    let output: String
    let layout: String

    /// One pack as found on disk: its name, its asset files (path below the assets folder ->
    /// bytes) and what its manifest or build file says of it.
    struct FoundPack {
        var name: String
        var assets: [String: [UInt8]] = [:]
        var deliveryType: String?
        var problems: [String] = []
    }

    /// Every rule broken; empty when bundletool would accept the packs.
    func problems() throws -> [String] {
        let packs = try foundPacks()
        var problems = packs.flatMap { pack in pack.problems.map { "\(pack.name): \($0)" } }
        let map =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/PlayAssetPackMap.json")))
            as? [String: Any]
        let mapped = (map?["packs"] as? [String: [String: Any]]) ?? [:]
        if Set(mapped.keys) != Set(packs.map(\.name)) {
            problems.append("the map names \(mapped.keys.sorted()), the disk \(packs.map(\.name).sorted())")
        }
        for pack in packs {
            if !Self.isModuleName(pack.name) { problems.append("\(pack.name): not a module name bundletool accepts") }
            let expected = mapped[pack.name]?["deliveryType"] as? String
            if pack.deliveryType != expected {
                problems.append("\(pack.name): delivery \(pack.deliveryType ?? "none"), the map says \(expected ?? "none")")
            }
        }
        var seen: [String: (pack: String, bytes: [UInt8])] = [:]
        for pack in packs {
            for (path, bytes) in pack.assets {
                if let first = seen[path], first.bytes != bytes {
                    problems.append("\(path) in \(first.pack) and \(pack.name) with different content")
                }
                seen[path] = (pack.name, bytes)
                problems += Self.targetingProblems(path).map { "\(pack.name): \($0)" }
            }
        }
        let parities = Set(packs.compactMap { Self.parity(Array($0.assets.keys)) })
        if parities.count > 1 { problems.append("texture formats differ between packs: \(parities.sorted())") }
        return problems
    }

    /// `[a-zA-Z][a-zA-Z0-9_]*`, not `base`.
    static func isModuleName(_ name: String) -> Bool {
        name.range(of: "^[a-zA-Z][a-zA-Z0-9_]*$", options: .regularExpression) != nil && name != "base"
    }

    // MARK: reading the packs

    func foundPacks() throws -> [FoundPack] {
        let packs = output + "/packs"
        let names = try FileManager.default.contentsOfDirectory(atPath: packs).filter { !$0.hasPrefix(".") }.sorted()
        switch layout {
        case "bundletool": return try names.map { try zipPack(packs + "/" + $0) }
        case "unity":
            return try folderPacks(packs, names: names, suffix: ".androidpack", build: "build.gradle", required: false, kotlin: false)
        case "gradle-kts": return try folderPacks(packs, names: names, suffix: "", build: "build.gradle.kts", required: true, kotlin: true)
        default: return try folderPacks(packs, names: names, suffix: "", build: "build.gradle", required: true, kotlin: false)
        }
    }

    /// A module zip: its entries (`unzip -Z1`), its manifest decoded by `protoc --decode_raw`.
    private func zipPack(_ zip: String) throws -> FoundPack {
        var pack = FoundPack(name: URL(fileURLWithPath: zip).deletingPathExtension().lastPathComponent)
        guard zip.hasSuffix(".zip") else { return FoundPack(name: pack.name, problems: ["not a .zip"]) }
        let entries = try ExternalTool.runChecked("unzip", ["-Z1", zip]).text.split(separator: "\n").map(String.init)
        let extracted = try TemporaryFolder()
        try ExternalTool.runChecked("unzip", ["-q", zip, "-d", extracted.root])
        for entry in entries where !entry.hasSuffix("/") {
            if entry.hasPrefix("assets/") {
                pack.assets[String(entry.dropFirst(7))] = Array(try Data(contentsOf: URL(fileURLWithPath: extracted.path(entry))))
            } else if entry != "manifest/AndroidManifest.xml" {
                pack.problems.append("entry \(entry) outside assets/ and manifest/")
            }
        }
        guard entries.contains("manifest/AndroidManifest.xml") else {
            pack.problems.append("no manifest/AndroidManifest.xml")
            return pack
        }
        let manifest = Array(try Data(contentsOf: URL(fileURLWithPath: extracted.path("manifest/AndroidManifest.xml"))))
        let decoded = try TextProtoMessage.parse(try ExternalTool.runChecked("protoc", ["--decode_raw"], input: manifest).text)
        (pack.deliveryType, pack.problems) = Self.manifestFacts(decoded, name: pack.name, problems: pack.problems)
        return pack
    }

    /// Folder modules: only the build file and `src/main/assets/`, the build file evaluated.
    private func folderPacks(
        _ packs: String, names: [String], suffix: String, build: String, required: Bool, kotlin: Bool
    ) throws -> [FoundPack] {
        var found: [FoundPack] = []
        var scripts: [(pack: Int, path: String)] = []
        for name in names {
            var pack = FoundPack(name: suffix.isEmpty ? name : String(name.dropLast(suffix.count)))
            if !name.hasSuffix(suffix) { pack.problems.append("folder \(name) does not end in \(suffix)") }
            let root = packs + "/" + name
            for entry in try FileManager.default.contentsOfDirectory(atPath: root) where entry != "src" && entry != build {
                pack.problems.append("\(entry) beside src/ and \(build)")
            }
            if try FileManager.default.contentsOfDirectory(atPath: root + "/src") != ["main"]
                || FileManager.default.contentsOfDirectory(atPath: root + "/src/main") != ["assets"]
            {
                pack.problems.append("src/ holds more than main/assets")
            }
            let assets = root + "/src/main/assets"
            for path in FileManager.default.enumerator(atPath: assets)?.compactMap({ $0 as? String }) ?? [] {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: assets + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                    pack.assets[path] = Array(try Data(contentsOf: URL(fileURLWithPath: assets + "/" + path)))
                }
            }
            if FileManager.default.fileExists(atPath: root + "/" + build) {
                scripts.append((found.count, root + "/" + build))
            } else if required {
                pack.problems.append("no \(build)")
            } else {
                pack.deliveryType = "on-demand"
            }
            found.append(pack)
        }
        let values = kotlin ? try GradleScripts.kotlin(scripts.map(\.path)) : try GradleScripts.groovy(scripts.map(\.path))
        for (script, set) in zip(scripts, values) {
            let plugin = set["plugin"] ?? set["apply.plugin"]
            if plugin != ["com.android.asset-pack"] { found[script.pack].problems.append("plugins \(plugin ?? [])") }
            if set["packName"] != [found[script.pack].name] { found[script.pack].problems.append("packName \(set["packName"] ?? [])") }
            let types = set["deliveryType"] ?? []
            if types.count != 1 || !["install-time", "fast-follow", "on-demand"].contains(types[0]) {
                found[script.pack].problems.append("deliveryType \(types)")
            }
            found[script.pack].deliveryType = types.first
        }
        return found
    }

    // MARK: the manifest, field by field (aapt.pb.XmlNode)

    static let dist = "http://schemas.android.com/apk/distribution"

    /// The delivery type the manifest names, and what it breaks.
    static func manifestFacts(_ node: TextProtoMessage, name: String, problems: [String]) -> (String?, [String]) {
        var problems = problems
        guard let root = node.messages("1").first, root.string("3") == "manifest" else {
            return (nil, problems + ["the root is not <manifest>"])
        }
        let attributes = root.messages("4")
        func attribute(_ name: String, in list: [TextProtoMessage], namespace: String = "") -> TextProtoMessage? {
            list.first { $0.string("2") == name && $0.string("1") == namespace }
        }
        if (attribute("package", in: attributes)?.string("3") ?? "").isEmpty { problems.append("no package") }
        if attribute("split", in: attributes)?.string("3") != name { problems.append("split is not the module's name") }
        if attributes.contains(where: { $0.scalar("5") == "16843291" || $0.string("2") == "versionCode" }) {
            problems.append("a version code")
        }
        let children = root.messages("5").compactMap { $0.messages("1").first }
        let allowed = children.allSatisfy {
            ($0.string("2") == dist && $0.string("3") == "module") || ["uses-split", "application"].contains($0.string("3"))
        }
        if !allowed { problems.append("elements other than <dist:module>") }
        guard let module = children.first(where: { $0.string("3") == "module" }) else { return (nil, problems + ["no <dist:module>"]) }
        if attribute("type", in: module.messages("4"), namespace: dist)?.string("3") != "asset-pack" {
            problems.append("dist:type is not asset-pack")
        }
        let moduleChildren = module.messages("5").compactMap { $0.messages("1").first }
        let deliveries = moduleChildren.filter { $0.string("2") == dist && $0.string("3") == "delivery" }
        var type: String?
        if deliveries.count != 1 {
            problems.append("\(deliveries.count) <dist:delivery> elements")
        } else {
            let kinds = deliveries[0].messages("5").compactMap { $0.messages("1").first }
            if kinds.count != 1 || kinds[0].string("2") != dist || !kinds[0].messages("5").isEmpty {
                problems.append("<dist:delivery> does not hold exactly one empty element")
            }
            type = kinds.first?.string("3")
            if !["install-time", "fast-follow", "on-demand"].contains(type ?? "") { problems.append("delivery \(type ?? "none")") }
        }
        let fusing = moduleChildren.first { $0.string("2") == dist && $0.string("3") == "fusing" }
        let include = fusing.flatMap { attribute("include", in: $0.messages("4"), namespace: dist) }
        if include?.messages("6").first?.messages("7").first?.scalar("8") != "1" { problems.append("fusing is not a compiled true") }
        return (type, problems)
    }

    // MARK: folder names

    static let formats: Set<String> = ["astc", "atc", "dxt1", "latc", "paletted", "pvrtc", "etc1", "etc2", "s3tc", "3dc"]

    /// bundletool's reading of the folders above a file: `<name>` or `<name>#<key>_<value>`
    /// (two at most), known keys, no language, known formats, one dimension per path.
    static func targetingProblems(_ path: String) -> [String] {
        var dimensions: Set<String> = []
        for folder in path.split(separator: "/").dropLast() where folder.contains("#") {
            let parts = folder.split(separator: "#", omittingEmptySubsequences: false)
            guard parts.count <= 3, !parts[0].isEmpty else { return ["folder \(folder)"] }
            for part in parts.dropFirst() {
                guard let match = part.firstMatch(of: /^([a-z]+)_(.+)$/), ["countries", "tier", "group", "tcf"].contains(String(match.1)),
                    match.1 != "tcf" || formats.contains(String(match.2)), dimensions.insert(String(match.1)).inserted
                else {
                    return ["folder \(folder)"]
                }
            }
        }
        return []
    }

    /// The texture formats and whether a targeted folder has a fallback holding files.
    static func parity(_ paths: [String]) -> String? {
        var formats: Set<String> = []
        var targeted: Set<String> = []
        var plain: Set<String> = []
        for path in paths {
            let folders = path.split(separator: "/").dropLast()
            let stripped = folders.map { $0.replacing(/#tcf_[^#]+/, with: "") }.joined(separator: "/")
            if let format = folders.lazy.compactMap({ $0.firstMatch(of: /#tcf_([^#]+)/)?.1 }).first {
                formats.insert(String(format))
                targeted.insert(stripped)
            } else {
                plain.insert(stripped)
            }
        }
        return formats.isEmpty ? nil : formats.sorted().joined(separator: ",") + (targeted.isDisjoint(with: plain) ? "" : "+fallback")
    }
}
