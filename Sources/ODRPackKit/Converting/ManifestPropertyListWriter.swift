import PropertyList

/// Writes a manifest as an Apple XML property list with the keys of docs/manifest.md. Keys are
/// sorted by the property-list writer; tag arrays of resources are sorted. On-demand tags
/// declared without a preservation priority have no key of their own and are left out.
enum ManifestPropertyListWriter {
    /// The property list's bytes.
    static func encode(_ manifest: Manifest, base: String?) -> [UInt8] {
        var root: [String: PropertyListValue] = ["BundleIdentifier": .string(manifest.bundleIdentifier)]
        if let base { root["Base"] = .string(base) }
        if let profile = manifest.profileName { root["Profile"] = .string(profile.rawValue) }
        if let delivery = manifest.delivery { root["Delivery"] = .string(delivery.rawValue) }
        if let format = manifest.textureFormat { root["TextureFormat"] = .string(format) }
        if !manifest.packIDs.isEmpty {
            root["AssetPackIDs"] = .dictionary(
                Dictionary(
                    manifest.packIDs.map { declaration in
                        (declaration.id, PropertyListValue.array(declaration.tags.map(PropertyListValue.string)))
                    }
                ) { first, _ in first })
        }
        if !manifest.limitOverrides.isEmpty {
            root["Limits"] = .dictionary(
                Dictionary(
                    uniqueKeysWithValues: manifest.limitOverrides.map { kind, value in
                        (kind.propertyListKey, value.value.map(PropertyListValue.integer) ?? .string("none"))
                    }))
        }
        let initial = manifest.tags.filter { $0.category == .initialInstall }.map { PropertyListValue.string($0.name) }
        if !initial.isEmpty { root["InitialInstallTags"] = .array(initial) }
        let prefetch = manifest.prefetchOrder.map(PropertyListValue.string)
        if !prefetch.isEmpty { root["PrefetchTagOrder"] = .array(prefetch) }
        let priorities = manifest.tags.compactMap { tag in tag.preservationPriority.map { (tag.name, PropertyListValue.real($0)) } }
        if !priorities.isEmpty { root["PreservationPriority"] = .dictionary(Dictionary(priorities) { first, _ in first }) }
        root["Resources"] = .dictionary(
            Dictionary(
                manifest.resources.map { entry in
                    (entry.path, PropertyListValue.array(entry.tags.sorted().map(PropertyListValue.string)))
                }
            ) { first, _ in first })
        let hints = manifest.mergeHints
        if !hints.keepApart.isEmpty { root["KeepApart"] = .array(hints.keepApart.map(PropertyListValue.string)) }
        if !hints.groups.isEmpty {
            root["MergeGroups"] = .dictionary(
                Dictionary(hints.groups.map { ($0.name, PropertyListValue.array($0.tags.map(PropertyListValue.string))) }) { first, _ in
                    first
                })
        }
        if let order = hints.order { root["MergeOrder"] = .array(order.map(PropertyListValue.string)) }
        let bundlePaths = manifest.resources.compactMap { entry in entry.bundlePath.map { (entry.path, PropertyListValue.string($0)) } }
        if !bundlePaths.isEmpty { root["BundlePaths"] = .dictionary(Dictionary(bundlePaths) { first, _ in first }) }
        return XMLPropertyList.encode(.dictionary(root))
    }
}
