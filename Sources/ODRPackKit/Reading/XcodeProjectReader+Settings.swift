import XcodeProject

/// The bundle identifier and the tag categories, from build settings.
extension XcodeProjectReader.Context {
    /// `--bundle-id`, else the expanded `PRODUCT_BUNDLE_IDENTIFIER`, else the placeholder with a warning.
    mutating func bundleIdentifier(target: ProjectTarget, settings: (settings: BuildSettings, configuration: String)?) -> String {
        if let given = reader.options.bundleIdentifier { return given }
        let placeholder = XcodeProjectReader.placeholderBundleIdentifier
        guard let settings else { return placeholder }
        guard let setting = settings.settings.value("PRODUCT_BUNDLE_IDENTIFIER"), !setting.value.isEmpty else {
            diagnostics.append(.missingBundleID(target: target.name, configuration: settings.configuration,
                                                placeholder: placeholder, at: reader.at(target.location)))
            return placeholder
        }
        let location = reader.at(setting.location ?? target.location)
        if !setting.unresolved.isEmpty {
            var seen = Set<String>()
            let names = setting.unresolved.filter { seen.insert($0).inserted }
            diagnostics.append(.unresolvedBundleID(setting.value, names: names, placeholder: placeholder, at: location))
            return placeholder
        }
        if !BundleIdentifier.isValid(setting.value) {
            diagnostics.append(.invalidBundleIdentifier(setting.value, at: location))
        }
        return setting.value
    }

    /// `ON_DEMAND_RESOURCES_INITIAL_INSTALL_TAGS`, then `ON_DEMAND_RESOURCES_PREFETCH_ORDER` in order.
    mutating func tagDeclarations(_ settings: BuildSettings?) -> [TagDeclaration] {
        var declared = TagDeclarationList()
        let sources: [(String, TagCategory)] = [
            ("ON_DEMAND_RESOURCES_INITIAL_INSTALL_TAGS", .initialInstall), ("ON_DEMAND_RESOURCES_PREFETCH_ORDER", .prefetch),
        ]
        for (key, category) in sources {
            guard let setting = settings?.value(key) else { continue }
            let location = reader.at(setting.location)
            for name in setting.words {
                if let first = declared.add(TagDeclaration(name: name, category: category, location: location)) {
                    diagnostics.append(.duplicateTagDeclaration(name, first: first.location, at: location))
                }
            }
        }
        return declared.declarations
    }
}
