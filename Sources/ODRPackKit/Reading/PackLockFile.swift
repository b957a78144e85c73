import FileSystem
import Foundation

/// The lock file of a delivery whose pack IDs last from release to release: the app it
/// belongs to, each ID of the last release with the tag sets it held, and the IDs earlier
/// releases used. One per app, committed beside the manifest
/// (`<bundle id>.<delivery>.lock`, or `--lock-file`), read by `lint` and `build` on a clean
/// checkout and written by `build --update-lock`. It grows with IDs, not files, and is one
/// sorted line per ID, so a review shows which IDs changed and git merges two branches' new
/// IDs line by line (docs/background-assets.md, "The lock file"):
///
/// ```
/// # odr-pack lock file: ...
/// {"app":"com.example.greatgame","delivery":"background-assets","lock":2}
/// {"id":"Level-01","tagSets":[["Level 01"]]}
/// {"id":"Old-Pack","retired":true}
/// ```
///
/// Reading it is strict (`PackLockFile+Reading`); 0.5.0's form (one JSON object listing each
/// ID's files, `<manifest stem>.<delivery>.lock.json`) is still read.
enum PackLockFile {
    /// The lock format's version.
    static let formatVersion = 2

    /// The lock file's default path: beside the manifest (or project), named after the app's
    /// bundle identifier -- one lock per app, whatever targets or manifests build its packs.
    static func defaultPath(manifest given: String, app: String, delivery: DeliveryName) -> String {
        let name = app.isEmpty || app.contains("/") ? legacyStem(given) : app
        return PathString.appending(folder(of: given), "\(name).\(delivery.rawValue).lock")
    }

    /// Where 0.5.0 kept the lock: `<manifest stem>.<delivery>.lock.json` beside the manifest.
    static func legacyPath(manifest given: String, delivery: DeliveryName) -> String {
        PathString.appending(folder(of: given), "\(legacyStem(given)).\(delivery.rawValue).lock.json")
    }

    /// The folder the lock lives in: the manifest's, or the project's (`X.xcodeproj/project.pbxproj`
    /// is the project `X.xcodeproj`).
    private static func folder(of given: String) -> String {
        PathString.folder(of: XcodeProjectLocation(given)?.bundle ?? given)
    }

    private static func legacyStem(_ given: String) -> String {
        let manifest = XcodeProjectLocation(given)?.bundle ?? given
        var name = Substring(manifest.split(separator: "/").last ?? "manifest")
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        return String(name)
    }

    /// What a run planned, which bounds what its lock write may retire.
    struct Scope: Equatable {
        /// The platforms planned (`iOS`, `tvOS`, ...): the targets' planned together, or the one
        /// target's; empty for a manifest, which names no platform and so plans none of the IDs
        /// that carry one.
        var platforms: Set<String>
        /// The languages whose localized packs were planned; empty without `--localized-packs`.
        var languages: Set<String>
        /// Whether the history names platforms this run did not plan: then an ID of some
        /// platforms was drawn against content this run cannot see (an iOS-only ID holds what
        /// tvOS does not share), and the run neither uses it for other content nor retires it.
        var partial = false

        /// The IDs of `history` that `current` no longer uses and that this run planned.
        func retired(from history: PackHistory, current: Set<String>) -> Set<String> {
            Set(history.everUsed.subtracting(current).filter { id in history.contents[id].map(covers) ?? true })
        }

        /// Whether a previous ID's content is within what the run planned: every platform it
        /// served, and its language, were planned. An ID outside is neither used nor retired by
        /// this run, and keeps its line as it was.
        func covers(_ content: PackHistory.Content) -> Bool {
            if let platforms = content.platforms, partial || !Set(platforms).isSubset(of: self.platforms) { return false }
            if let language = content.language, !languages.contains(language) { return false }
            return true
        }
    }

    /// The lock after a release whose packs are `packs` (ID -> tag sets), given the history
    /// before it: the previous IDs no longer used join the retired ones -- those the run
    /// planned (`scope`): an ID of a platform or language the run did not plan keeps its line
    /// (a lock is never made to forget for good what a partial run did not see).
    /// `platforms` names the platforms of an ID that does not serve every platform of the app,
    /// `languages` the language of a localized pack's ID.
    static func encode(
        packs: [String: [[String]]], platforms: [String: [String]] = [:], languages: [String: String] = [:],
        previous: PackHistory?, scope: Scope? = nil, delivery: DeliveryName,
        displayName: String, app: String
    ) -> [UInt8] {
        var packs = packs
        var platforms = platforms
        var languages = languages
        if let scope, let previous {
            for (id, content) in previous.contents where !scope.covers(content) {
                guard let used = packs[id] else {
                    packs[id] = content.tagSets
                    if let kept = content.platforms { platforms[id] = kept }
                    if let kept = content.language { languages[id] = kept }
                    continue
                }
                // An ID this run used that also serves platforms it did not plan: the run speaks
                // for its own platforms only, and the line keeps the others and their tag sets.
                if let served = content.platforms, let now = platforms[id] {
                    platforms[id] = Array(Set(now).union(Set(served).subtracting(scope.platforms))).sorted()
                    packs[id] = Array(Set(used).union(content.tagSets))
                }
            }
        }
        let retired = (previous?.everUsed ?? []).subtracting(packs.keys)
        var lines = [
            "# odr-pack lock file: the \(displayName) pack IDs of one app, kept from release to release.",
            "# Commit it with each release; build --update-lock writes it (docs/background-assets.md#the-lock-file).",
            "# One line per ID, sorted; with `*.lock merge=union` in .gitattributes, git merges two branches' new IDs.",
            "{\"app\":\(string(app)),\"delivery\":\(string(delivery.rawValue)),\"lock\":\(formatVersion)}",
        ]
        for id in Set(packs.keys).union(retired).sorted(by: { $0.utf8Precedes($1) }) {
            if let sets = packs[id] {
                let tagSets = sets.map { "[" + $0.sorted().map(string).joined(separator: ",") + "]" }.sorted()
                let on = platforms[id].map { ",\"platforms\":[" + $0.sorted().map(string).joined(separator: ",") + "]" } ?? ""
                let language = languages[id].map { ",\"language\":" + string($0) } ?? ""
                lines.append("{\"id\":\(string(id))\(language)\(on),\"tagSets\":[\(tagSets.joined(separator: ","))]}")
            } else {
                lines.append("{\"id\":\(string(id)),\"retired\":true}")
            }
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// A JSON string literal: quotes, backslashes, controls and every invisible character
    /// (`InvisibleText`) escaped, so a review shows every character a tag holds.
    static func string(_ text: String) -> String {
        InvisibleText.quoted(text) { scalar in
            Character(scalar).utf16.map { "\\u" + InvisibleText.hex(UInt32($0), width: 4, uppercase: false) }.joined()
        }
    }
}
