import FileSystem
import PropertyList

/// Writes a manifest in the native XML form: declared tags in manifest order (the prefetch
/// order is their order), then resources sorted by path, each entry's tags sorted. The same
/// manifest always gives the same bytes.
enum ManifestXMLWriter {
    /// The XML text; throws when a tag name cannot be written in a `tags` list.
    static func encode(_ manifest: Manifest, base: String?, source: String?) throws(ManifestWriteError) -> [UInt8] {
        let hints = manifest.mergeHints
        let named = manifest.packIDs.flatMap(\.tags) + hints.keepApart + hints.groups.flatMap(\.tags) + (hints.order ?? [])
        for name in Set(manifest.tags.map(\.name) + manifest.resources.flatMap(\.tags) + named).sorted() where !fitsList(name) {
            throw .tagNotWritableInXML(name)
        }
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        if let source {
            lines.append("<!-- Written by odr-pack convert from \(source.replacingOccurrences(of: "--", with: "- -")) -->")
        }
        var root = #"<odr-manifest version="1" bundle-id="\#(escaped(manifest.bundleIdentifier))""#
        if let base { root += #" base="\#(escaped(base))""# }
        if let profile = manifest.profileName { root += #" profile="\#(profile.rawValue)""# }
        if let delivery = manifest.delivery { root += #" delivery="\#(delivery.rawValue)""# }
        if let format = manifest.textureFormat { root += #" texture-format="\#(format)""# }
        lines.append(root + ">")
        if !manifest.limitOverrides.isEmpty {
            let values = LimitKind.allCases.compactMap { kind in
                manifest.limitOverrides[kind].map { #"\#(kind.rawValue)="\#($0.value.map(String.init) ?? "none")""# }
            }
            lines.append("  <limits " + values.joined(separator: " ") + "/>")
        }
        for tag in manifest.tags {
            var element = #"  <tag name="\#(escaped(tag.name))""#
            if tag.category != .onDemand { element += #" category="\#(tag.category.rawValue)""# }
            if let priority = tag.preservationPriority { element += #" preservation-priority="\#(priority)""# }
            lines.append(element + "/>")
        }
        for declaration in manifest.packIDs {
            lines.append(#"  <asset-pack id="\#(escaped(declaration.id))" tags="\#(escaped(declaration.tags.joined(separator: ", ")))"/>"#)
        }
        if !hints.keepApart.isEmpty { lines.append(#"  <keep-apart tags="\#(escaped(hints.keepApart.joined(separator: ", ")))"/>"#) }
        for group in hints.groups {
            lines.append(#"  <merge-group name="\#(escaped(group.name))" tags="\#(escaped(group.tags.joined(separator: ", ")))"/>"#)
        }
        if let order = hints.order { lines.append(#"  <merge-order tags="\#(escaped(order.joined(separator: ", ")))"/>"#) }
        for entry in manifest.resources.sorted(by: { $0.path.utf8Precedes($1.path) }) {
            var element = #"  <resource path="\#(escaped(entry.path))""#
            if !entry.tags.isEmpty { element += #" tags="\#(escaped(entry.tags.sorted().joined(separator: ", ")))""# }
            if let bundle = entry.bundlePath { element += #" bundle-path="\#(escaped(bundle))""# }
            lines.append(element + "/>")
        }
        lines.append("</odr-manifest>")
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The first text of the manifest (in sorted order) that holds a character XML 1.0 cannot.
    static func firstUnwritable(in manifest: Manifest, base: String?) -> String? {
        var texts = [manifest.bundleIdentifier] + [base].compactMap(\.self)
        texts += manifest.tags.map(\.name) + manifest.prefetchOrder
        texts += manifest.resources.flatMap { [$0.path] + $0.tags + [$0.bundlePath].compactMap(\.self) }
        texts += manifest.packIDs.flatMap { [$0.id] + $0.tags }
        texts +=
            manifest.mergeHints.keepApart + manifest.mergeHints.groups.flatMap { [$0.name] + $0.tags } + (manifest.mergeHints.order ?? [])
        return texts.filter { !XMLPropertyList.canHold($0) }.min()
    }

    /// A name survives a comma-separated, trimmed list only without commas and outer white space.
    static func fitsList(_ name: String) -> Bool {
        !name.contains(",") && name == name.trimmingWhitespace() && !name.isEmpty
    }

    /// Escapes an attribute value; tabs and line breaks become references so they survive
    /// attribute-value normalisation.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Why a manifest cannot be written in the form asked for.
public enum ManifestWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The XML `tags` attribute is a comma-separated list of trimmed names.
    case tagNotWritableInXML(String)
    /// A name or path holds a character that XML 1.0 cannot hold, escaped or not.
    case notWritableInXML(String)

    /// A lower-case sentence saying what to do.
    public var description: String {
        switch self {
        case .tagNotWritableInXML(let name):
            "tag '\(name)' has a comma or white space at an end, which the XML form's tag lists cannot hold; write a .plist manifest instead"
        case .notWritableInXML(let text):
            "\(MessageText.quoted(text)) holds a character that XML cannot hold (in a manifest or a property list); rename it in the source"
        }
    }
}
