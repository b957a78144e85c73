import Foundation
import TestSupport
import Testing

/// The recording stand-in `ba-package` (Examples/Tools/ba-package) and independent readers
/// of what a Background Assets build wrote: the packager's log, its manifests checked
/// against the schema here, and each pack's files computed from the manifest and the disk.
enum BackgroundAssets {
    /// The stand-in packager.
    static let standIn = CommandRunner.packageDirectory.appendingPathComponent("Examples/Tools/ba-package").path

    /// The environment of a build that packs with the stand-in, recording into `log`.
    static func environment(log: String, mode: String? = nil, modeID: String? = nil) -> [String: String] {
        var environment = ["ODR_PACK_BA_PACKAGE": standIn, "BA_PACKAGE_LOG": log]
        if let mode { environment["BA_PACKAGE_MODE"] = mode }
        if let modeID { environment["BA_PACKAGE_MODE_ID"] = modeID }
        return environment
    }

    /// One recorded packager run.
    struct Run {
        var arguments: [String]
        var workingFolder: String
        var manifest: [String: Any]
    }

    /// The runs recorded in `log`, in the order they started.
    static func runs(_ log: String) throws -> [Run] {
        guard let text = try? String(contentsOfFile: log, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return Run(
                arguments: object["argv"] as? [String] ?? [], workingFolder: object["cwd"] as? String ?? "",
                manifest: object["manifest"] as? [String: Any] ?? [:])
        }
    }

    /// The problems of a manifest against the Xcode 26 schema of `ba-package`, checked here
    /// without odr-pack's code.
    static func schemaProblems(_ manifest: [String: Any]) -> [String] {
        var problems: [String] = []
        if Set(manifest.keys) != ["assetPackID", "downloadPolicy", "fileSelectors", "platforms"] {
            problems.append("keys \(manifest.keys.sorted())")
        }
        let id = manifest["assetPackID"] as? String ?? ""
        if id.isEmpty || id.count > 64
            || id.unicodeScalars.contains(where: {
                !CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-").contains($0)
            })
        {
            problems.append("assetPackID '\(id)'")
        }
        let policy = manifest["downloadPolicy"] as? [String: Any] ?? [:]
        if policy.count != 1 { problems.append("downloadPolicy \(policy)") }
        for (key, value) in policy {
            switch key {
            case "onDemand":
                if (value as? [String: Any])?.isEmpty != true { problems.append("onDemand is not {}") }
            case "essential", "prefetch":
                let events = (value as? [String: Any])?["installationEventTypes"] as? [String] ?? []
                if events.isEmpty || !Set(events).isSubset(of: ["firstInstallation", "subsequentUpdate"])
                    || Set(events).count != events.count
                {
                    problems.append("\(key) events \(events)")
                }
            default: problems.append("policy \(key)")
            }
        }
        let selectors = manifest["fileSelectors"] as? [[String: String]] ?? []
        if selectors.isEmpty { problems.append("no fileSelectors") }
        for selector in selectors where selector.count != 1 || (selector["file"] == nil && selector["directory"] == nil) {
            problems.append("selector \(selector)")
        }
        let platforms = manifest["platforms"] as? [String] ?? []
        if platforms.isEmpty || !Set(platforms).isSubset(of: ["iOS", "macOS", "tvOS", "visionOS"]) {
            problems.append("platforms \(platforms)")
        }
        return problems
    }

    /// The files a manifest's selectors select in `folder`, expanding folders as on disk.
    static func selectedFiles(_ manifest: [String: Any], in folder: String) -> Set<String> {
        var files = Set<String>()
        for selector in manifest["fileSelectors"] as? [[String: String]] ?? [] {
            if let file = selector["file"] { files.insert(file) }
            if let directory = selector["directory"] {
                let below = FileManager.default.enumerator(atPath: folder + "/" + directory)?.compactMap { $0 as? String } ?? []
                for path in below where !isFolder(folder + "/" + directory + "/" + path) { files.insert(directory + "/" + path) }
            }
        }
        return files
    }

    /// The tagged files of a native XML manifest grouped by tag set, from its `<resource>`
    /// lines and the disk (folders walked with FileManager), each at its bundle path (Xcode's
    /// rule: an entry lands at the top under its name, an `xx.lproj` parent kept, a folder's
    /// files below the folder's name): what the packs must hold.
    static func filesByTagSet(manifest: String, base: String) throws -> [[String]: Set<String>] {
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"<resource path="([^"]*)" tags="([^"]*)"/>"#)
        var tagsByFile: [String: Set<String>] = [:]
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let path = String(text[Range(match.range(at: 1), in: text)!])
            let tags = text[Range(match.range(at: 2), in: text)!].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let full = base + "/" + path
            let components = path.split(separator: "/")
            let parent = components.dropLast().last.map(String.init) ?? ""
            let landing = (parent.hasSuffix(".lproj") ? parent + "/" : "") + String(components.last ?? "")
            let files =
                isFolder(full)
                ? (FileManager.default.enumerator(atPath: full)?.compactMap { $0 as? String } ?? [])
                    .filter { !isFolder(full + "/" + $0) }.map { landing + "/" + $0 }
                : [landing]
            for file in files { tagsByFile[file, default: []].formUnion(tags) }
        }
        var groups: [[String]: Set<String>] = [:]
        for (file, tags) in tagsByFile { groups[tags.sorted(), default: []].insert(file) }
        return groups
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// The temporary and pending names a build left in `packs/`.
    static func leftovers(_ output: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: output + "/packs")) ?? []).filter { $0.hasPrefix(".odr-pack-") }
    }

    /// A game of `partitions` distinct tag sets (tag `T<i>` alone, and `T<i>` with `T<i+1>`
    /// for every third), each a folder of one file of `bytes` bytes, under `folder/Assets`.
    static func generatedGame(in folder: TemporaryFolder, partitions: Int, bytes: Int = 2_000) throws -> String {
        var resources = ""
        var made = 0
        var index = 0
        while made < partitions {
            var random = SplitMix64(seed: UInt64(index + 1))
            try folder.write("Assets/t\(index)/data.bin", bytes: random.bytes(count: bytes + index * 37))
            resources += "<resource path=\"t\(index)\" tags=\"T\(index)\"/>\n"
            made += 1
            if index % 3 == 0 && made < partitions {
                try folder.write("Assets/shared\(index)/data.bin", bytes: random.bytes(count: bytes / 2))
                resources += "<resource path=\"shared\(index)\" tags=\"T\(index), T\(index + 1)\"/>\n"
                made += 1
            }
            index += 1
        }
        return try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.game" base="Assets" delivery="background-assets">
                <tag name="T0" category="initial-install"/>
                \(resources)</odr-manifest>
                """)
    }
}
