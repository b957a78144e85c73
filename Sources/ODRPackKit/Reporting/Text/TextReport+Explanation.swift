/// The text of `odr-pack why`: where the path stands, the entry that brings it in, where each
/// of its tags comes from, and the pack it lands in with the reasons for every tag of that pack.
extension TextReport {
    /// The explanation as lines of text, ending in a newline.
    public static func render(_ explanation: Explanation) -> String {
        let path = MessageText.quoted(explanation.path)
        var lines: [String] = []
        if let first = explanation.listedInside.first {
            let count = explanation.listedInside.count
            lines.append(
                "listed inside it: \(count) \(count == 1 ? "entry" : "entries"), such as \(MessageText.quoted(first)); ask about one of them"
            )
        }
        let platforms = explanation.platforms
        let alike = Set(platforms.map(Alike.init)).count <= 1
        if alike {
            lines.insert("\(path): " + state(explanation.status, pack: explanation.pack), at: 0)
            if !platforms.isEmpty {
                let targets = platforms.compactMap(\.target).map(MessageText.quoted).joined(separator: ", ")
                lines.append(
                    "platforms: \(platforms.map(\.platform).joined(separator: ", ")), the same on each"
                        + (targets.isEmpty ? "" : " (targets \(targets))"))
            }
            lines += body(isFolder: explanation.isFolder, entry: explanation.entry, pack: explanation.pack)
        } else {
            // Each platform's own: its target's entry and the pack of that platform.
            lines.insert(
                "\(path): differs between platforms: " + platforms.map { "\($0.platform) \(brief($0.status))" }.joined(separator: "; "),
                at: 0)
            for platform in platforms {
                lines.append(
                    "on \(platform.platform)" + (platform.target.map { " (target \(MessageText.quoted($0)))" } ?? "") + ": "
                        + state(platform.status, pack: platform.pack))
                lines += body(isFolder: explanation.isFolder, entry: platform.entry, pack: platform.pack).map { "  " + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What makes two platforms' explanations one: the same standing, entry path and tags, and pack.
    private struct Alike: Hashable {
        var status: Explanation.Status
        var entry: String?
        var tags: [String]?
        var pack: String?
        var packPath: String?

        init(_ platform: Explanation.OnPlatform) {
            status = platform.status
            entry = platform.entry?.path
            tags = platform.entry?.tags
            pack = platform.pack?.identifier
            packPath = platform.pack?.packPath
        }
    }

    /// The lines after the headline: the entry, its tags, and the pack with its reasons.
    private static func body(isFolder: Bool?, entry: Explanation.Entry?, pack: Explanation.Pack?) -> [String] {
        var lines: [String] = []
        if let entry {
            let reach =
                switch (entry.reach, isFolder) {
                case (.listed, true): "lists the folder itself"
                case (.listed, _): "lists the file itself"
                case (.insideFolder, _): "a listed folder that holds it"
                }
            lines.append("entry: \(place(entry.location))\(MessageText.quoted(entry.path)) (\(reach))")
            if entry.tags.isEmpty {
                lines.append("tags: none")
            } else {
                lines.append("tags:")
                lines += entry.tags.map { tag in "  \(MessageText.quoted(tag)) from " + origins(of: tag, in: entry) }
            }
            if let tool = entry.compiledBy {
                lines.append("compiled: by \(MessageText.quoted(tool)) when built; the pack holds its output, not this path")
            }
        }
        if let pack {
            lines.append("pack: \(MessageText.quoted(pack.identifier))")
            if pack.folderName != pack.identifier { lines.append("pack folder: \(MessageText.quoted(pack.folderName))") }
            if pack.tagSets.count > 1 {
                let others = pack.tagSets.count - 1
                lines.append(
                    "merged: --max-packs put its tag set with \(others) other\(others == 1 ? "" : "s") in this pack: "
                        + pack.tagSets.prefix(6).map { $0.map(MessageText.quoted).joined(separator: "+") }.joined(separator: "; ")
                        + (pack.tagSets.count > 6 ? "; and \(pack.tagSets.count - 6) more" : ""))
            }
            if let packPath = pack.packPath { lines.append("path in pack: \(MessageText.quoted(packPath))") }
            if let language = pack.language {
                lines.append(
                    "language: \(language) (--localized-packs): from 27, devices whose language resolves to \(language) download it; others and earlier systems do not"
                )
            }
            lines.append("pack tags and the entries that give them:")
            for tag in pack.tags {
                lines.append("  \(MessageText.quoted(tag.name)):")
                // Targets that share a build file or catalog give the same line: it is printed once.
                var printed = Set<String>()
                for reason in tag.reasons {
                    let line =
                        "    \(place(reason.location))\(MessageText.quoted(reason.entry))"
                        + (reason.origin.map { " (\($0.kind.label))" } ?? "")
                    if printed.insert(line).inserted { lines.append(line) }
                }
            }
        }
        return lines
    }

    /// Where the path stands, after `path: ` in a headline.
    private static func state(_ status: Explanation.Status, pack: Explanation.Pack?) -> String {
        switch status {
        case .packed: "in asset pack \(MessageText.quoted(pack?.folderName ?? ""))"
        case .untagged: "untagged: stays in the app bundle"
        case .missing:
            "missing on disk: an entry lists it, but it does not exist"
                + (pack == nil ? "" : "; once it does, it lands in the pack below")
        case .excluded: "left out: folders never bring in version-control or Finder files"
        case .notListed: "not listed in the manifest"
        }
    }

    /// A few words for the headline of a path that differs between platforms.
    private static func brief(_ status: Explanation.Status) -> String {
        switch status {
        case .packed: "packed"
        case .untagged: "untagged"
        case .missing: "missing"
        case .excluded: "left out"
        case .notListed: "not listed by its target"
        }
    }

    /// `kind at file:line:col` for each origin of `tag`, joined by `; `.
    private static func origins(of tag: String, in entry: Explanation.Entry) -> String {
        let found = entry.origins.filter { $0.tags.contains(tag) }
        guard !found.isEmpty else { return "the entry at \(location(entry.location))" }
        return found.map { "\($0.kind.label) at \(location($0.location))" }.joined(separator: "; ")
    }

    /// `file:line:col: ` (or `file (at key path): `), or nothing without a location.
    private static func place(_ location: SourceLocation?) -> String {
        location.map { self.location($0) + ": " } ?? ""
    }

    private static func location(_ location: SourceLocation?) -> String {
        guard let location else { return "an unknown place" }
        var text = MessageText.printable(location.file, limit: nil)
        if let line = location.line {
            text += ":\(line)"
            if let column = location.column { text += ":\(column)" }
        }
        if let keyPath = location.keyPath { text += " (at \(MessageText.printable(keyPath)))" }
        return text
    }
}
