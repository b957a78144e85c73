import Foundation
import PropertyList

/// Reads a manifest written as an Apple property list (XML or binary). Problems name
/// the key path, such as `Resources["Levels/01"]`. See docs/manifest.md for the keys.
struct PropertyListManifestReader {
    /// The manifest file as the user named it.
    let file: String
    /// The folder that holds the manifest; `Base` is relative to it.
    let manifestDirectory: String

    static let rootKeys = [
        "BundleIdentifier", "Base", "Profile", "Limits", "InitialInstallTags",
        "PrefetchTagOrder", "PreservationPriority", "Resources",
    ]

    func read(_ bytes: [UInt8]) -> ManifestReadResult {
        let object: Any
        do {
            object = try PropertyListManifestReader.decode(bytes)
        } catch let error as PropertyListError {
            return ManifestReadResult(manifest: nil, diagnostics: [.propertyListUnreadable("\(error)", at: at(nil))])
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error.localizedDescription)"
            return ManifestReadResult(manifest: nil, diagnostics: [.propertyListUnreadable(reason, at: at(nil))])
        }
        var context = Context(reader: self)
        let manifest = context.manifest(from: object)
        return ManifestReadResult(manifest: manifest, diagnostics: context.diagnostics)
    }

    /// Binary plists go through odr-pack's own strict decoder, XML ones through Foundation.
    static func decode(_ bytes: [UInt8]) throws -> Any {
        if bytes.starts(with: Array("bplist".utf8)) {
            return try BinaryPropertyList.decode(bytes).foundationObject
        }
        return try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    }

    func at(_ keyPath: String?) -> SourceLocation {
        SourceLocation(file: file, keyPath: keyPath)
    }
}

extension PropertyListManifestReader {
    /// The state of one read: the problems found so far.
    struct Context {
        let reader: PropertyListManifestReader
        var diagnostics: [Diagnostic] = []

        init(reader: PropertyListManifestReader) { self.reader = reader }

        mutating func manifest(from object: Any) -> Manifest? {
            guard let root = object as? [String: Any] else {
                diagnostics.append(.wrongType(at: reader.at(nil), expected: "dictionary", found: object))
                return nil
            }
            for key in root.keys.sorted() where !PropertyListManifestReader.rootKeys.contains(key) {
                let hint = Suggestion.closest(to: key, in: PropertyListManifestReader.rootKeys)
                diagnostics.append(.unknownKey(key, suggestion: hint, allowed: PropertyListManifestReader.rootKeys, at: reader.at(key)))
            }
            var manifest = Manifest(
                file: reader.file, bundleIdentifier: bundleIdentifier(in: root),
                baseDirectory: ManifestPaths.base(string(root, "Base"), manifestDirectory: reader.manifestDirectory),
                profileName: profileName(in: root), location: reader.at(nil)
            )
            manifest.limitOverrides = limits(in: root)
            manifest.tags = tagDeclarations(in: root)
            manifest.resources = resources(in: root)
            return manifest
        }

        mutating func string(_ dictionary: [String: Any], _ key: String, path: String? = nil) -> String? {
            guard let value = dictionary[key] else { return nil }
            guard let text = value as? String else {
                diagnostics.append(.wrongType(at: reader.at(path ?? key), expected: "string", found: value))
                return nil
            }
            return text
        }

        /// The strings of an array value; `nil` (and a diagnostic) when it is not an array.
        mutating func stringArray(_ value: Any, path: String) -> [String]? {
            guard let array = value as? [Any] else {
                diagnostics.append(.wrongType(at: reader.at(path), expected: "array of strings", found: value))
                return nil
            }
            var strings: [String] = []
            for (index, element) in array.enumerated() {
                guard let text = element as? String else {
                    diagnostics.append(.wrongType(at: reader.at("\(path)[\(index)]"), expected: "string", found: element))
                    continue
                }
                let trimmed = text.trimmingWhitespace()
                if trimmed.isEmpty {
                    diagnostics.append(.emptyTagName(at: reader.at("\(path)[\(index)]")))
                } else {
                    strings.append(trimmed)
                }
            }
            return strings
        }

        mutating func bundleIdentifier(in root: [String: Any]) -> String {
            guard root["BundleIdentifier"] != nil else {
                diagnostics.append(.missingKey("BundleIdentifier", at: reader.at(nil)))
                return ""
            }
            guard let identifier = string(root, "BundleIdentifier") else { return "" }
            if !BundleIdentifier.isValid(identifier) {
                diagnostics.append(.invalidBundleIdentifier(identifier, at: reader.at("BundleIdentifier")))
            }
            return identifier
        }

        mutating func profileName(in root: [String: Any]) -> String? {
            guard let name = string(root, "Profile") else { return nil }
            guard LimitProfile.named(name) != nil else {
                diagnostics.append(.unknownProfile(name, at: reader.at("Profile")))
                return nil
            }
            return name
        }
    }
}

extension PropertyListValue {
    /// The value as Foundation's property-list reader would return it.
    var foundationObject: Any {
        switch self {
        case .string(let text): text
        case .integer(let number): Int(number)
        case .real(let number): number
        case .boolean(let flag): flag
        case .date(let seconds): Date(timeIntervalSinceReferenceDate: seconds)
        case .data(let bytes): Data(bytes)
        case .array(let values): values.map(\.foundationObject)
        case .dictionary(let values): values.mapValues(\.foundationObject)
        }
    }
}
