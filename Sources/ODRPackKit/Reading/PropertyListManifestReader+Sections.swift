import PropertyList

extension PropertyListManifestReader.Context {
    /// `Limits`: a byte count or pack count as an integer, or a size or `none` as a string.
    mutating func limits(in root: [String: PropertyListValue]) -> [LimitKind: LimitValue] {
        guard let value = root["Limits"] else { return [:] }
        guard case .dictionary(let dictionary) = value else {
            diagnostics.append(.wrongType(at: reader.at("Limits"), expected: "a dictionary", found: value.kindName))
            return [:]
        }
        let keys = LimitKind.allCases.map(\.propertyListKey)
        var overrides: [LimitKind: LimitValue] = [:]
        for (key, raw) in dictionary.sorted(by: { $0.key < $1.key }) {
            let path = "Limits.\(key)"
            guard let kind = LimitKind.allCases.first(where: { $0.propertyListKey == key }) else {
                let hint = Suggestion.closest(to: key, in: keys)
                diagnostics.append(.unknownKey(key, suggestion: hint, allowed: keys, at: reader.at(path)))
                continue
            }
            let parsed: LimitValue? =
                switch raw {
                case .integer(let number) where number >= 0: .limited(number)
                case .string(let text): kind.parseValue(text)
                default: nil
                }
            guard let parsed else {
                diagnostics.append(.invalidLimitValue(Self.describe(raw), for: kind, at: reader.at(path)))
                continue
            }
            overrides[kind] = parsed
        }
        return overrides
    }

    /// `InitialInstallTags`, then `PrefetchTagOrder` (kept as listed: every entry counts in
    /// Xcode's priorities). A tag in both lists is initial-install, as in Xcode; it, and a tag
    /// listed twice, get a warning.
    mutating func tagDeclarations(in root: [String: PropertyListValue]) -> (tags: [TagDeclaration], prefetch: [String]?) {
        var declared = TagDeclarationList()
        var prefetch: [String]?
        for (key, category) in [("InitialInstallTags", TagCategory.initialInstall), ("PrefetchTagOrder", .prefetch)] {
            guard let value = root[key] else { continue }
            let names = stringArray(value, path: key) ?? []
            if category == .prefetch { prefetch = names }
            for (index, name) in names.enumerated() {
                let location = reader.at("\(key)[\(index)]")
                if let first = declared.add(TagDeclaration(name: name, category: category, location: location)) {
                    diagnostics.append(.tagListedTwice(name, first: first.category, second: category, at: location))
                }
            }
        }
        guard let value = root["PreservationPriority"] else { return (declared.declarations, prefetch) }
        guard case .dictionary(let priorities) = value else {
            diagnostics.append(.wrongType(at: reader.at("PreservationPriority"), expected: "a dictionary", found: value.kindName))
            return (declared.declarations, prefetch)
        }
        for (name, raw) in priorities.sorted(by: { $0.key < $1.key }) {
            let path = "PreservationPriority[\(Self.quoted(name))]"
            let number: Double? =
                switch raw {
                case .real(let real): real
                case .integer(let integer): Double(integer)
                default: nil
                }
            guard let priority = number, (0...1).contains(priority) else {
                diagnostics.append(.invalidPreservationPriority(Self.describe(raw), at: reader.at(path)))
                continue
            }
            declared.setPreservationPriority(priority, of: name, at: reader.at(path))
        }
        return (declared.declarations, prefetch)
    }

    /// `KeepApart` (tags), `MergeGroups` (group name -> tags) and `MergeOrder` (tags).
    mutating func mergeHints(in root: [String: PropertyListValue]) -> MergeHints {
        var hints = MergeHints()
        if let value = root["KeepApart"], let tags = stringArray(value, path: "KeepApart") {
            for tag in tags where hints.keepApartLocations[tag] == nil {
                hints.keepApart.append(tag)
                hints.keepApartLocations[tag] = reader.at("KeepApart")
            }
        }
        if let value = root["MergeGroups"] {
            if case .dictionary(let groups) = value {
                for (name, tags) in groups.sorted(by: { $0.key < $1.key }) {
                    let path = "MergeGroups.\(name)"
                    if let names = stringArray(tags, path: path) {
                        hints.groups.append(MergeHints.Group(name: name, tags: names, location: reader.at(path)))
                    }
                }
            } else {
                diagnostics.append(.wrongType(at: reader.at("MergeGroups"), expected: "a dictionary", found: value.kindName))
            }
        }
        if let value = root["MergeOrder"], let tags = stringArray(value, path: "MergeOrder") {
            hints.order = tags
            hints.orderLocation = reader.at("MergeOrder")
        }
        return hints
    }

    /// `BundlePaths`: where resources land inside the app, by resource path.
    mutating func bundlePaths(in root: [String: PropertyListValue]) -> [String: String] {
        guard let value = root["BundlePaths"] else { return [:] }
        guard case .dictionary(let dictionary) = value else {
            diagnostics.append(.wrongType(at: reader.at("BundlePaths"), expected: "a dictionary", found: value.kindName))
            return [:]
        }
        var paths: [String: String] = [:]
        for (path, bundle) in dictionary.sorted(by: { $0.key < $1.key }) {
            let keyPath = "BundlePaths[\(Self.quoted(path))]"
            guard case .string(let text) = bundle else {
                diagnostics.append(.wrongType(at: reader.at(keyPath), expected: "a string", found: bundle.kindName))
                continue
            }
            guard case .inside = RelativePath(text) else {
                diagnostics.append(.invalidBundlePath(text, at: reader.at(keyPath)))
                continue
            }
            paths[path] = text
        }
        return paths
    }

    mutating func resources(in root: [String: PropertyListValue]) -> [ResourceEntry] {
        guard let value = root["Resources"] else { return [] }
        guard case .dictionary(let dictionary) = value else {
            diagnostics.append(.wrongType(at: reader.at("Resources"), expected: "a dictionary", found: value.kindName))
            return []
        }
        // A dictionary has no order of its own; sorting keeps every run identical.
        return dictionary.sorted { $0.key < $1.key }.compactMap { path, tags in
            let keyPath = "Resources[\(Self.quoted(path))]"
            guard !path.isEmpty else {
                diagnostics.append(.emptyResourcePath(at: reader.at(keyPath)))
                return nil
            }
            // An entry whose tags cannot be read is left out rather than taken as untagged.
            guard let names = stringArray(tags, path: keyPath) else { return nil }
            var entry = ResourceEntry(path: path, tags: names, location: reader.at(keyPath))
            if !names.isEmpty { entry.ownOrigin = .propertyListKey }
            return entry
        }
    }

    /// A scalar as written, or its kind, for messages.
    private static func describe(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let text): text
        case .integer(let number): "\(number)"
        case .real(let number): "\(number)"
        case .boolean(let flag): "\(flag)"
        default: value.kindName
        }
    }

    private static func quoted(_ key: String) -> String {
        "\"" + key.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
}
