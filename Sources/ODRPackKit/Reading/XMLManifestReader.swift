import LibXML

/// Reads the native XML manifest (`<odr-manifest version="1" ...>`), reporting every
/// problem with its line and column. See docs/manifest.md for the format.
struct XMLManifestReader {
    /// The manifest file as the user named it.
    let file: String
    /// The folder that holds the manifest; `base` is relative to it.
    let manifestDirectory: String
    /// `--bundle-id`: when set, `bundle-id` may be left out and is replaced.
    let bundleIdentifierOverride: String?
    /// The deliveries and profiles a manifest may name.
    let names: DeliveryNames

    static let rootName = "odr-manifest"
    static let rootAttributes = ["version", "bundle-id", "base", "profile", "delivery", "texture-format"]
    static let childElements = ["limits", "tag", "resource", "asset-pack", "keep-apart", "merge-group", "merge-order"]
    static let assetPackAttributes = ["id", "tags"]
    static let tagAttributes = ["name", "category", "preservation-priority"]
    static let resourceAttributes = ["path", "tags", "bundle-path"]

    func read(_ bytes: [UInt8]) -> ManifestReadResult {
        if let encoding = RootElementSniffer.declaredEncoding(of: bytes), !["utf-8", "utf8"].contains(encoding.lowercased()) {
            let start = SourceLocation(file: file, line: 1, column: 1)
            return ManifestReadResult(manifest: nil, diagnostics: [.unsupportedEncoding(encoding, at: start)])
        }
        var root: XMLElement
        do {
            root = try XMLDocumentParser.parse(bytes)
        } catch {
            return ManifestReadResult(manifest: nil, diagnostics: [.xmlNotWellFormed(error.message, at: location(error.location))])
        }
        var context = Context(reader: self)
        let manifest = context.manifest(from: &root)
        return ManifestReadResult(manifest: manifest, diagnostics: context.diagnostics)
    }

    func location(_ position: XMLLocation) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }
}

extension XMLManifestReader {
    /// The state of one read: the problems found so far.
    struct Context {
        let reader: XMLManifestReader
        var diagnostics: [Diagnostic] = []

        init(reader: XMLManifestReader) { self.reader = reader }

        /// The manifest `root` holds; its children are taken from it and let go one by one as
        /// they are read, so a large manifest's elements and its entries are not all held at once.
        mutating func manifest(from root: inout XMLElement) -> Manifest? {
            guard root.name == XMLManifestReader.rootName else {
                diagnostics.append(.wrongRootElement(root.name, expected: XMLManifestReader.rootName, at: at(root)))
                return nil
            }
            checkAttributes(of: root, allowed: XMLManifestReader.rootAttributes)
            checkVersion(of: root)
            var manifest = Manifest(
                file: reader.file, bundleIdentifier: bundleIdentifier(of: root),
                baseDirectory: ManifestLoader.baseFolder(root.attribute("base")?.value, manifestDirectory: reader.manifestDirectory),
                profileName: profileName(of: root), location: at(root)
            )
            manifest.delivery = delivery(of: root)
            manifest.textureFormat = textureFormat(of: root)
            checkNoText(in: root)
            var children: [XMLElement] = []
            swap(&children, &root.children)
            children.reverse()
            manifest.resources.reserveCapacity(children.count)
            var limitsElement: XMLElement?
            var declared = TagDeclarationList()
            while let child = children.popLast() {
                switch child.name {
                case "limits":
                    if let first = limitsElement {
                        diagnostics.append(.duplicateElement("limits", firstLine: first.location.line, at: at(child)))
                    }
                    limitsElement = child
                    manifest.limitOverrides.merge(limits(from: child)) { _, new in new }
                case "tag":
                    tagDeclaration(from: child, into: &declared)
                case "resource":
                    if let entry = resource(from: child) { manifest.resources.append(entry) }
                case "asset-pack":
                    if let declaration = packID(from: child) { manifest.packIDs.append(declaration) }
                case "keep-apart", "merge-group", "merge-order":
                    mergeHint(from: child, into: &manifest.mergeHints)
                default:
                    let hint = Suggestion.closest(to: child.name, in: XMLManifestReader.childElements)
                    diagnostics.append(
                        .unknownElement(
                            child.name, in: root.name, suggestion: hint, allowed: XMLManifestReader.childElements, at: at(child)))
                }
            }
            manifest.tags = declared.declarations
            manifest.declaresEveryTag = manifest.tags.contains { $0.category == .onDemand }
            return manifest
        }

        func at(_ element: XMLElement) -> SourceLocation { reader.location(element.location) }
        func at(_ attribute: XMLAttribute) -> SourceLocation { reader.location(attribute.location) }

        mutating func checkAttributes(of element: XMLElement, allowed: [String]) {
            for attribute in element.attributes where !allowed.contains(attribute.name) {
                let hint = Suggestion.closest(to: attribute.name, in: allowed)
                diagnostics.append(
                    .unknownAttribute(attribute.name, of: element.name, suggestion: hint, allowed: allowed, at: at(attribute)))
            }
        }

        mutating func checkNoText(in element: XMLElement) {
            let text = element.text.trimmingWhitespace()
            if !text.isEmpty {
                diagnostics.append(.unexpectedText(text, in: element.name, at: at(element)))
            }
        }

        mutating func required(_ name: String, of element: XMLElement) -> XMLAttribute? {
            guard let attribute = element.attribute(name) else {
                diagnostics.append(.missingAttribute(name, of: element.name, at: at(element)))
                return nil
            }
            return attribute
        }

        mutating func checkVersion(of root: XMLElement) {
            guard let version = required("version", of: root) else { return }
            if version.value != "1" {
                diagnostics.append(.unsupportedVersion(version.value, at: at(version)))
            }
        }

        mutating func bundleIdentifier(of root: XMLElement) -> String {
            if let override = reader.bundleIdentifierOverride { return override }
            guard let attribute = required("bundle-id", of: root) else { return "" }
            if !BundleIdentifier.isValid(attribute.value) {
                diagnostics.append(.invalidBundleIdentifier(attribute.value, at: at(attribute)))
            }
            return attribute.value
        }

        mutating func delivery(of root: XMLElement) -> DeliveryName? {
            guard let attribute = root.attribute("delivery") else { return nil }
            let delivery = DeliveryName(rawValue: attribute.value)
            guard reader.names.deliveries.contains(delivery) else {
                diagnostics.append(.unknownDelivery(attribute.value, names: reader.names, at: at(attribute)))
                return nil
            }
            return delivery
        }

        mutating func textureFormat(of root: XMLElement) -> String? {
            guard let attribute = root.attribute("texture-format") else { return nil }
            guard TextureFormat.manifestValues.contains(attribute.value) else {
                diagnostics.append(.unknownTextureFormat(attribute.value, at: at(attribute)))
                return nil
            }
            return attribute.value
        }

        mutating func profileName(of root: XMLElement) -> LimitProfile.Name? {
            guard let attribute = root.attribute("profile") else { return nil }
            let name = LimitProfile.Name(rawValue: attribute.value)
            guard reader.names.profiles.contains(name) else {
                diagnostics.append(.unknownProfile(attribute.value, names: reader.names, at: at(attribute)))
                return nil
            }
            return name
        }
    }
}
