extension PropertyListManifestReader.Context {
    mutating func limits(in root: [String: Any]) -> [LimitKind: LimitValue] {
        guard let value = root["Limits"] else { return [:] }
        guard let dictionary = value as? [String: Any] else {
            diagnostics.append(.wrongType(at: reader.at("Limits"), expected: "dictionary", found: value))
            return [:]
        }
        let keys = LimitKind.allCases.map(\.propertyListKey)
        var overrides: [LimitKind: LimitValue] = [:]
        for key in dictionary.keys.sorted() {
            let path = "Limits.\(key)"
            guard let kind = LimitKind.allCases.first(where: { $0.propertyListKey == key }) else {
                let hint = Suggestion.closest(to: key, in: keys)
                diagnostics.append(.unknownKey(key, suggestion: hint, allowed: keys, at: reader.at(path)))
                continue
            }
            let raw = dictionary[key]!
            let parsed: LimitValue? = switch raw {
            case let number as Int where number >= 0: .limited(Int64(number))
            case let text as String: kind.parseValue(text)
            default: nil
            }
            guard let parsed else {
                diagnostics.append(.invalidLimitValue("\(raw)", for: kind, at: reader.at(path)))
                continue
            }
            overrides[kind] = parsed
        }
        return overrides
    }

    mutating func tagDeclarations(in root: [String: Any]) -> [TagDeclaration] {
        var declarations: [TagDeclaration] = []
        for (key, category) in [("InitialInstallTags", TagCategory.initialInstall), ("PrefetchTagOrder", .prefetch)] {
            guard let value = root[key] else { continue }
            for (index, name) in (stringArray(value, path: key) ?? []).enumerated() {
                let location = reader.at("\(key)[\(index)]")
                if let first = declarations.first(where: { $0.name == name }) {
                    diagnostics.append(.duplicateTagDeclaration(name, first: first.location, at: location))
                    continue
                }
                declarations.append(TagDeclaration(name: name, category: category, location: location))
            }
        }
        guard let value = root["PreservationPriority"] else { return declarations }
        guard let priorities = value as? [String: Any] else {
            diagnostics.append(.wrongType(at: reader.at("PreservationPriority"), expected: "dictionary", found: value))
            return declarations
        }
        for name in priorities.keys.sorted() {
            let path = "PreservationPriority[\(quoted(name))]"
            guard let priority = number(priorities[name]!), (0...1).contains(priority) else {
                diagnostics.append(.invalidPreservationPriority("\(priorities[name]!)", at: reader.at(path)))
                continue
            }
            if let index = declarations.firstIndex(where: { $0.name == name }) {
                declarations[index].preservationPriority = priority
            } else {
                declarations.append(TagDeclaration(name: name, preservationPriority: priority, location: reader.at(path)))
            }
        }
        return declarations
    }

    mutating func resources(in root: [String: Any]) -> [ResourceEntry] {
        guard let value = root["Resources"] else { return [] }
        guard let dictionary = value as? [String: Any] else {
            diagnostics.append(.wrongType(at: reader.at("Resources"), expected: "dictionary", found: value))
            return []
        }
        // A dictionary has no order of its own; sorting keeps every run identical.
        return dictionary.keys.sorted().compactMap { path in
            let keyPath = "Resources[\(quoted(path))]"
            guard !path.isEmpty else {
                diagnostics.append(.emptyResourcePath(at: reader.at(keyPath)))
                return nil
            }
            // An entry whose tags cannot be read is left out rather than taken as untagged.
            guard let tags = stringArray(dictionary[path]!, path: keyPath) else { return nil }
            return ResourceEntry(path: path, tags: tags, location: reader.at(keyPath))
        }
    }

    private func number(_ value: Any) -> Double? {
        switch value {
        case let real as Double: real
        case let integer as Int: Double(integer)
        default: nil
        }
    }

    private func quoted(_ key: String) -> String {
        "\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
