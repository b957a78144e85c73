import PropertyList

/// Reads a manifest written as an Apple property list, XML or binary: both are decoded
/// into a `PropertyListValue` (`XMLPropertyList.decode`, `BinaryPropertyList.decode`) and
/// only that typed value is walked, so the two forms give the same manifest and the same
/// diagnostics. Problems name the key path, such as `Resources["Levels/01"]`. See
/// docs/manifest.md for the keys.
struct PropertyListManifestReader {
    /// The manifest file as the user named it.
    let file: String
    /// The folder that holds the manifest; `Base` is relative to it.
    let manifestDirectory: String
    /// `--bundle-id`: when set, `BundleIdentifier` may be left out and is replaced.
    let bundleIdentifierOverride: String?
    /// The deliveries and profiles a manifest may name.
    let names: DeliveryNames

    static let rootKeys = [
        "BundleIdentifier", "Base", "Profile", "Limits", "InitialInstallTags",
        "PrefetchTagOrder", "PreservationPriority", "Resources", "Delivery", "AssetPackIDs", "BundlePaths", "TextureFormat",
        "KeepApart", "MergeGroups", "MergeOrder",
    ]

    func read(_ bytes: [UInt8]) -> ManifestReadResult {
        let root: PropertyListValue
        do {
            root = try Self.decode(bytes)
        } catch {
            return ManifestReadResult(manifest: nil, diagnostics: [.propertyListUnreadable(error.detail, at: at(nil))])
        }
        var context = Context(reader: self)
        let manifest = context.manifest(from: root)
        return ManifestReadResult(manifest: manifest, diagnostics: context.diagnostics)
    }

    /// Why a property list could not be decoded.
    struct DecodeError: Error {
        var detail: String
    }

    /// Binary plists start with `bplist`; anything else is read as XML.
    static func decode(_ bytes: [UInt8]) throws(DecodeError) -> PropertyListValue {
        if bytes.starts(with: Array("bplist".utf8)) {
            do { return try BinaryPropertyList.decode(bytes) } catch { throw DecodeError(detail: "\(error)") }
        }
        do { return try XMLPropertyList.decode(bytes) } catch { throw DecodeError(detail: error.description) }
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

        mutating func manifest(from value: PropertyListValue) -> Manifest? {
            guard case .dictionary(let root) = value else {
                diagnostics.append(.wrongType(at: reader.at(nil), expected: "a dictionary", found: value.kindName))
                return nil
            }
            for key in root.keys.sorted() where !PropertyListManifestReader.rootKeys.contains(key) {
                let hint = Suggestion.closest(to: key, in: PropertyListManifestReader.rootKeys)
                diagnostics.append(.unknownKey(key, suggestion: hint, allowed: PropertyListManifestReader.rootKeys, at: reader.at(key)))
            }
            var manifest = Manifest(
                file: reader.file, bundleIdentifier: bundleIdentifier(in: root),
                baseDirectory: ManifestLoader.baseFolder(string(root, "Base"), manifestDirectory: reader.manifestDirectory),
                profileName: profileName(in: root), location: reader.at(nil)
            )
            manifest.limitOverrides = limits(in: root)
            (manifest.tags, manifest.listedPrefetchOrder) = tagDeclarations(in: root)
            manifest.resources = resources(in: root)
            let bundlePaths = bundlePaths(in: root)
            for index in manifest.resources.indices { manifest.resources[index].bundlePath = bundlePaths[manifest.resources[index].path] }
            manifest.delivery = delivery(in: root)
            manifest.textureFormat = textureFormat(in: root)
            manifest.packIDs = packIDs(in: root)
            manifest.mergeHints = mergeHints(in: root)
            return manifest
        }

        mutating func string(_ dictionary: [String: PropertyListValue], _ key: String) -> String? {
            guard let value = dictionary[key] else { return nil }
            guard case .string(let text) = value else {
                diagnostics.append(.wrongType(at: reader.at(key), expected: "a string", found: value.kindName))
                return nil
            }
            return text
        }

        /// The strings of an array value, trimmed; nil (and a diagnostic) when it is not an array.
        mutating func stringArray(_ value: PropertyListValue, path: String) -> [String]? {
            guard case .array(let array) = value else {
                diagnostics.append(.wrongType(at: reader.at(path), expected: "an array of strings", found: value.kindName))
                return nil
            }
            var strings: [String] = []
            strings.reserveCapacity(array.count)
            for (index, element) in array.enumerated() {
                guard case .string(let text) = element else {
                    diagnostics.append(.wrongType(at: reader.at("\(path)[\(index)]"), expected: "a string", found: element.kindName))
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

        mutating func bundleIdentifier(in root: [String: PropertyListValue]) -> String {
            if let override = reader.bundleIdentifierOverride { return override }
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

        mutating func delivery(in root: [String: PropertyListValue]) -> DeliveryName? {
            guard let text = string(root, "Delivery") else { return nil }
            let delivery = DeliveryName(rawValue: text)
            guard reader.names.deliveries.contains(delivery) else {
                diagnostics.append(.unknownDelivery(text, names: reader.names, at: reader.at("Delivery")))
                return nil
            }
            return delivery
        }

        mutating func textureFormat(in root: [String: PropertyListValue]) -> String? {
            guard let text = string(root, "TextureFormat") else { return nil }
            guard TextureFormat.manifestValues.contains(text) else {
                diagnostics.append(.unknownTextureFormat(text, at: reader.at("TextureFormat")))
                return nil
            }
            return text
        }

        /// `AssetPackIDs`: a dictionary from a Background Assets pack ID to its tag set.
        mutating func packIDs(in root: [String: PropertyListValue]) -> [PackIDDeclaration] {
            guard let value = root["AssetPackIDs"] else { return [] }
            guard case .dictionary(let dictionary) = value else {
                diagnostics.append(.wrongType(at: reader.at("AssetPackIDs"), expected: "a dictionary", found: value.kindName))
                return []
            }
            return dictionary.sorted { $0.key < $1.key }.compactMap { id, tags in
                let path = "AssetPackIDs.\(id)"
                guard let names = stringArray(tags, path: path), !names.isEmpty else { return nil }
                return PackIDDeclaration(id: id, tags: names, location: reader.at(path))
            }
        }

        mutating func profileName(in root: [String: PropertyListValue]) -> LimitProfile.Name? {
            guard let text = string(root, "Profile") else { return nil }
            let name = LimitProfile.Name(rawValue: text)
            guard reader.names.profiles.contains(name) else {
                diagnostics.append(.unknownProfile(text, names: reader.names, at: reader.at("Profile")))
                return nil
            }
            return name
        }
    }
}
