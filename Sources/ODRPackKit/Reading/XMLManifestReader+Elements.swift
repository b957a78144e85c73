import LibXML

extension XMLManifestReader.Context {
    mutating func limits(from element: XMLElement) -> [LimitKind: LimitValue] {
        checkNoText(in: element)
        for child in element.children {
            diagnostics.append(.limitAsElement(child.name, at: at(child)))
        }
        var overrides: [LimitKind: LimitValue] = [:]
        let names = LimitKind.allCases.map(\.rawValue)
        for attribute in element.attributes {
            guard let kind = LimitKind(rawValue: attribute.name) else {
                let hint = Suggestion.closest(to: attribute.name, in: names)
                diagnostics.append(.unknownAttribute(attribute.name, of: element.name, suggestion: hint, allowed: names, at: at(attribute)))
                continue
            }
            guard let value = kind.parseValue(attribute.value) else {
                diagnostics.append(.invalidLimitValue(attribute.value, for: kind, at: at(attribute)))
                continue
            }
            overrides[kind] = value
        }
        return overrides
    }

    mutating func tagDeclaration(from element: XMLElement, into declared: inout TagDeclarationList) {
        checkAttributes(of: element, allowed: XMLManifestReader.tagAttributes)
        checkNoChildren(of: element)
        guard let nameAttribute = required("name", of: element) else { return }
        let name = nameAttribute.value.trimmingWhitespace()
        guard !name.isEmpty else {
            diagnostics.append(.emptyTagName(at: at(nameAttribute)))
            return
        }
        var declaration = TagDeclaration(name: name, location: at(element))
        if let category = element.attribute("category") {
            if let parsed = TagCategory(rawValue: category.value) {
                declaration.category = parsed
            } else {
                diagnostics.append(.unknownCategory(category.value, at: at(category)))
            }
        }
        if let priority = element.attribute("preservation-priority") {
            if let value = Double(priority.value), (0...1).contains(value) {
                declaration.preservationPriority = value
            } else {
                diagnostics.append(.invalidPreservationPriority(priority.value, at: at(priority)))
            }
        }
        if let first = declared.add(declaration) {
            diagnostics.append(.duplicateTagDeclaration(name, first: first.location, at: at(element)))
        }
    }

    mutating func resource(from element: XMLElement) -> ResourceEntry? {
        checkAttributes(of: element, allowed: XMLManifestReader.resourceAttributes)
        checkNoChildren(of: element)
        guard let path = required("path", of: element) else { return nil }
        guard !path.value.isEmpty else {
            diagnostics.append(.emptyResourcePath(at: at(path)))
            return nil
        }
        var tags: [String] = []
        if let attribute = element.attribute("tags"), ManifestTagList.isSimple(attribute.value) {
            tags = [attribute.value]
        } else if let attribute = element.attribute("tags") {
            let trimmed = attribute.value.trimmingWhitespace()
            if !trimmed.isEmpty {
                let names = trimmed.split(separator: ",", omittingEmptySubsequences: false)
                    .map { String($0).trimmingWhitespace() }
                if names.contains(where: \.isEmpty) {
                    diagnostics.append(.emptyTagInList(attribute.value, at: at(attribute)))
                }
                tags = names.filter { !$0.isEmpty }
            }
        }
        var entry = ResourceEntry(path: path.value, tags: tags, location: at(element))
        if !tags.isEmpty { entry.ownOrigin = .resourceElement }
        if let bundle = element.attribute("bundle-path") {
            if case .inside = RelativePath(bundle.value) {
                entry.bundlePath = bundle.value
            } else {
                diagnostics.append(.invalidBundlePath(bundle.value, at: at(bundle)))
            }
        }
        return entry
    }

    /// `<asset-pack id="..." tags="..."/>`: the Background Assets ID of one tag set.
    mutating func packID(from element: XMLElement) -> PackIDDeclaration? {
        checkAttributes(of: element, allowed: XMLManifestReader.assetPackAttributes)
        checkNoChildren(of: element)
        guard let id = required("id", of: element), let tags = required("tags", of: element) else { return nil }
        let names = tags.value.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
        guard !names.contains(where: \.isEmpty) else {
            diagnostics.append(.emptyTagInList(tags.value, at: at(tags)))
            return nil
        }
        return PackIDDeclaration(id: id.value, tags: names, location: at(element))
    }

    /// `<keep-apart tags=…/>`, `<merge-group name=… tags=…/>` or `<merge-order tags=…/>`.
    mutating func mergeHint(from element: XMLElement, into hints: inout MergeHints) {
        let named = element.name == "merge-group"
        checkAttributes(of: element, allowed: named ? ["name", "tags"] : ["tags"])
        checkNoChildren(of: element)
        guard let list = required("tags", of: element) else { return }
        let tags = list.value.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
        guard !tags.contains(where: \.isEmpty) else {
            diagnostics.append(.emptyTagInList(list.value, at: at(list)))
            return
        }
        switch element.name {
        case "keep-apart":
            for tag in tags where hints.keepApartLocations[tag] == nil {
                hints.keepApart.append(tag)
                hints.keepApartLocations[tag] = at(element)
            }
        case "merge-group":
            guard let name = required("name", of: element) else { return }
            hints.groups.append(MergeHints.Group(name: name.value, tags: tags, location: at(element)))
        default:
            if let first = hints.orderLocation {
                diagnostics.append(.duplicateElement("merge-order", firstLine: first.line ?? 0, at: at(element)))
            }
            hints.order = tags
            hints.orderLocation = at(element)
        }
    }

    mutating func checkNoChildren(of element: XMLElement) {
        checkNoText(in: element)
        for child in element.children {
            diagnostics.append(.unexpectedChild(child.name, in: element.name, at: at(child)))
        }
    }
}

/// The common case of a `tags` attribute, read without splitting.
enum ManifestTagList {
    /// One non-empty tag with no comma and no surrounding white space.
    static func isSimple(_ value: String) -> Bool {
        guard let first = value.utf8.first, let last = value.utf8.last else { return false }
        return !isSpace(first) && !isSpace(last) && !value.utf8.contains(UInt8(ascii: ","))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
