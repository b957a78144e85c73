import XcodeProject

/// The bundle identifier, On-Demand Resources being on, the tag categories and the
/// packaging, from build settings.
extension XcodeProjectReader.Context {
    typealias ReadSettings = (settings: BuildSettings, configuration: String)

    /// `--bundle-id`, else the expanded `PRODUCT_BUNDLE_IDENTIFIER`. When it is missing, empty
    /// or does not resolve, packs are named after a placeholder, and with On-Demand Resources
    /// on and tagged resources that is an error, as in Xcode (swift-build `TaskProducer.swift:1006`).
    mutating func bundleIdentifier(target: ProjectTarget, settings: ReadSettings?, needed: Bool) -> String {
        if let given = reader.options.bundleIdentifier { return given }
        let placeholder = XcodeProjectReader.placeholderBundleIdentifier
        guard let settings else { return placeholder }
        guard let setting = settings.settings.value("PRODUCT_BUNDLE_IDENTIFIER"), !setting.value.isEmpty else {
            if needed {
                diagnostics.append(
                    .missingBundleID(
                        target: target.name, configuration: settings.configuration,
                        placeholder: placeholder, at: reader.at(target.location)))
            }
            return placeholder
        }
        let location = setting.location.map(reader.at) ?? reader.at(target.location)
        if !setting.unresolved.isEmpty {
            var seen = Set<String>()
            let names = setting.unresolved.filter { seen.insert($0).inserted }
            if needed { diagnostics.append(.unresolvedBundleID(setting.value, names: names, placeholder: placeholder, at: location)) }
            return placeholder
        }
        if !BundleIdentifier.isValid(setting.value) {
            diagnostics.append(.invalidBundleIdentifier(setting.value, at: location))
        }
        return setting.value
    }

    /// Whether On-Demand Resources are on for the target (`ENABLE_ON_DEMAND_RESOURCES`, by
    /// default YES for apps outside macOS); the errors Xcode gives when they are on where they
    /// cannot be (swift-build `Settings.swift:1652-1663`); a note when tags are ignored.
    mutating func onDemandResources(target: ProjectTarget, read: ReadSettings?, tagged: Int) -> Bool {
        guard let read else { return true }
        let settings = read.settings
        let setting = settings.value("ENABLE_ON_DEMAND_RESOURCES")
        let location = setting?.location.map(reader.at) ?? reader.at(target.location)
        guard settings.isYes("ENABLE_ON_DEMAND_RESOURCES") else {
            if tagged > 0 {
                diagnostics.append(
                    .onDemandResourcesOff(
                        target: target.name, configuration: read.configuration, taggedResources: tagged,
                        byDefault: setting?.location == nil, at: location))
            }
            return false
        }
        if !settings.isYes("SUPPORTS_ON_DEMAND_RESOURCES") {
            diagnostics.append(
                .onDemandResourcesUnsupported(productType: ProductDefaults.displayName(of: target.productType), at: location))
        } else if settings.isYes("WRAP_ASSET_PACKS_IN_SEPARATE_DIRECTORIES") {
            let wrap = settings.value("WRAP_ASSET_PACKS_IN_SEPARATE_DIRECTORIES")?.location.map(reader.at) ?? location
            diagnostics.append(.wrappedAssetPacksUnsupported(at: wrap))
        }
        return true
    }

    /// `ON_DEMAND_RESOURCES_INITIAL_INSTALL_TAGS`, then `ON_DEMAND_RESOURCES_PREFETCH_ORDER` as
    /// listed. A tag in both is initial-install, as in Xcode (the prefetch list still counts
    /// it in the priority formula); it and a tag listed twice get a warning.
    mutating func tagDeclarations(_ settings: BuildSettings?) -> (tags: [TagDeclaration], prefetch: [String]?) {
        var declared = TagDeclarationList()
        if let setting = settings?.value("ON_DEMAND_RESOURCES_INITIAL_INSTALL_TAGS") {
            let location = setting.location.map(reader.at)
            for name in setting.words {
                if let first = declared.add(TagDeclaration(name: name, category: .initialInstall, location: location)) {
                    diagnostics.append(.tagListedTwice(name, first: first.category, second: .initialInstall, at: location))
                }
            }
        }
        guard let setting = settings?.value("ON_DEMAND_RESOURCES_PREFETCH_ORDER") else { return (declared.declarations, nil) }
        let location = setting.location.map(reader.at)
        let order = setting.words
        for name in order {
            if let first = declared.add(TagDeclaration(name: name, category: .prefetch, location: location)) {
                diagnostics.append(.tagListedTwice(name, first: first.category, second: .prefetch, at: location))
            }
        }
        return (declared.declarations, order)
    }

    /// `EMBED_ASSET_PACKS_IN_PRODUCT_BUNDLE` and `ASSET_PACK_FOLDER_PATH`.
    mutating func packaging(_ settings: BuildSettings?) -> Packaging {
        var packaging = Packaging()
        guard let settings else { return packaging }
        packaging.embedded = settings.isYes("EMBED_ASSET_PACKS_IN_PRODUCT_BUNDLE")
        if packaging.embedded, let folder = settings.value("ASSET_PACK_FOLDER_PATH"), !folder.value.isEmpty {
            packaging.folder = embeddedPacksFolder(folder, settings: settings)
        } else if let folder = settings.value("ASSET_PACK_FOLDER_PATH"), !folder.value.isEmpty {
            if let components = FolderName.components(folder.value) {
                packaging.folder = components.joined(separator: "/")
            } else {
                diagnostics.append(.assetPackFolderNotUsed(folder.value, at: folder.location.map(reader.at)))
            }
        }
        return packaging
    }

    /// The folder of embedded packs inside the app's resources folder, which the output folder
    /// stands for: swift-build puts the packs in `$(TARGET_BUILD_DIR)/$(ASSET_PACK_FOLDER_PATH)`
    /// (`OnDemandResources.swift:55-68`) and gives each the URL of its path from the
    /// resources folder, failing the build when it is not inside
    /// (`ODRAssetPackManifestTaskAction.swift:47-51`); that failure is `odr-unsupported` here.
    mutating func embeddedPacksFolder(_ folder: BuildSetting, settings: BuildSettings) -> String? {
        let resources =
            settings.value("UNLOCALIZED_RESOURCES_FOLDER_PATH")?.value
            ?? settings.value("WRAPPER_NAME")?.value ?? (settings.value("PRODUCT_NAME")?.value ?? "") + ".app"
        // The product's own paths are not build settings here, so their references are left as
        // written: TARGET_BUILD_DIR is the root, and in an app outside macOS the wrapper, its
        // contents and its resources are one folder.
        var value = folder.value
        for name in ["TARGET_BUILD_DIR", "UNLOCALIZED_RESOURCES_FOLDER_PATH", "CONTENTS_FOLDER_PATH", "WRAPPER_NAME"] {
            for written in ["$(\(name))", "${\(name)}"] {
                value = value.replacing(written, with: name == "TARGET_BUILD_DIR" ? "." : resources)
            }
        }
        if let components = FolderName.components(value), let container = FolderName.components(resources),
            components.count > container.count, Array(components.prefix(container.count)) == container
        {
            return components.dropFirst(container.count).joined(separator: "/")
        }
        diagnostics.append(.embeddedPacksOutsideApp(folder.value, resources: resources, at: folder.location.map(reader.at)))
        return nil
    }
}
