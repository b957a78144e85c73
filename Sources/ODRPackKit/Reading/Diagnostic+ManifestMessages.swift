/// Messages about reading a manifest (part of the catalogue; see Diagnostic+Catalogue.swift):
/// unreadable-manifest and invalid-manifest.
extension Diagnostic {

    static func manifestUnreadable(_ path: String, reason: String) -> Diagnostic {
        Diagnostic(.unreadableManifest, "cannot read manifest \(quoted(path)): \(reason)", at: SourceLocation(file: path))
    }

    static func xmlNotWellFormed(_ detail: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidManifest, "the manifest is not well-formed XML: \(lowerFirst(detail))", at: location)
    }

    static func propertyListUnreadable(_ detail: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidManifest, "the manifest is not a readable property list: \(lowerFirst(detail))", at: location)
    }

    static func wrongRootElement(_ name: String, expected: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidManifest, "the root element is '<\(name)>'; a manifest starts with '<\(expected)>'", at: location)
    }

    static func duplicateElement(_ name: String, firstLine: Int, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidManifest, "'<\(name)>' appears again (first at line \(firstLine)); merge them into one", at: location)
    }

    static func unknownElement(
        _ name: String, in parent: String, suggestion: String?, allowed: [String], at location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            .invalidManifest, "unknown element '<\(name)>' in '<\(parent)>'" + hint(suggestion, allowed, brackets: true), at: location)
    }

    static func limitAsElement(_ name: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .invalidManifest, "'<limits>' takes its values as attributes, such as pack=\"512MB\"; found the element '<\(name)>'",
            at: location)
    }

    static func unsupportedEncoding(_ encoding: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidManifest, "the manifest is encoded as \(quoted(encoding)); odr-pack reads UTF-8 manifests only", at: location)
    }

    static func unexpectedChild(_ name: String, in parent: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidManifest, "'<\(parent)>' takes no child elements, found '<\(name)>'", at: location)
    }

    static func unknownAttribute(
        _ name: String, of element: String, suggestion: String?, allowed: [String], at location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            .invalidManifest, "unknown attribute \(quoted(name)) on '<\(element)>'" + hint(suggestion, allowed, brackets: false),
            at: location)
    }

    static func unexpectedText(_ text: String, in element: String, at location: SourceLocation?) -> Diagnostic {
        let shown = text.count > 40 ? String(text.prefix(40)) + "..." : text
        return Diagnostic(.invalidManifest, "unexpected text \(quoted(shown)) in '<\(element)>'; values go in attributes", at: location)
    }

    static func missingAttribute(_ name: String, of element: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidManifest, "'<\(element)>' needs the attribute \(quoted(name))", at: location)
    }

    static func missingKey(_ key: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidManifest, "the manifest needs the key \(quoted(key))", at: location)
    }

    static func unknownKey(_ key: String, suggestion: String?, allowed: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidManifest, "unknown key \(quoted(key))" + hint(suggestion, allowed, brackets: false), at: location)
    }

    /// `expected` and `found` are kinds with their article: `a string`, `an array`.
    static func wrongType(at location: SourceLocation?, expected: String, found: String) -> Diagnostic {
        Diagnostic(.invalidManifest, "expected \(expected), found \(found)", at: location)
    }

    static func unsupportedVersion(_ value: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidManifest, "manifest version \(quoted(value)) is not supported; this odr-pack reads version '1'", at: location)
    }

    static func invalidBundleIdentifier(_ value: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .invalidManifest,
            "bundle identifier \(quoted(value)) is not valid; use letters, digits, '-' and '.', such as 'com.example.game'", at: location)
    }

    static func invalidBundlePath(_ value: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .invalidManifest,
            "bundle path \(quoted(value)) is not a relative path inside the app; give the path the resource has inside the app, such as 'Levels/01'",
            at: location)
    }

    static func unknownDelivery(_ value: String, names known: DeliveryNames, at location: SourceLocation?) -> Diagnostic {
        let names = known.deliveries.map(\.rawValue)
        return Diagnostic(
            .invalidManifest, "unknown delivery \(quoted(value))" + hint(Suggestion.closest(to: value, in: names), names, brackets: false),
            at: location)
    }

    static func unknownTextureFormat(_ value: String, at location: SourceLocation?) -> Diagnostic {
        let names = TextureFormat.manifestValues
        return Diagnostic(
            .invalidManifest,
            "unknown texture format \(quoted(value))" + hint(Suggestion.closest(to: value, in: names), names, brackets: false), at: location
        )
    }

    static func unknownProfile(_ value: String, names known: DeliveryNames, at location: SourceLocation?) -> Diagnostic {
        let names = known.profiles.map(\.rawValue)
        return Diagnostic(
            .invalidManifest,
            "unknown limit profile \(quoted(value))" + hint(Suggestion.closest(to: value, in: names), names, brackets: false), at: location)
    }

    static func invalidLimitValue(_ value: String, for kind: LimitKind, at location: SourceLocation?) -> Diagnostic {
        let example = kind.isCount ? "a whole number such as '1000'" : "a size such as '512MB', '2GB' or '64MiB'"
        return Diagnostic(
            .invalidManifest, "limit \(quoted(kind.rawValue)) has the value \(quoted(value)); use \(example), or 'none'", at: location)
    }

    static func emptyTagName(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidManifest, "a tag name is empty; give the tag a name", at: location)
    }

    static func emptyTagInList(_ value: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidManifest, "the tag list \(quoted(value)) has an empty name; remove the extra comma", at: location)
    }

    static func duplicateTagDeclaration(_ name: String, first: SourceLocation?, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .invalidManifest, "tag \(quoted(name)) is declared twice (first at \(describe(first))); keep one declaration", at: location,
            tags: [name])
    }

    static func unknownCategory(_ value: String, at location: SourceLocation?) -> Diagnostic {
        let names = TagCategory.allCases.map(\.rawValue)
        return Diagnostic(
            .invalidManifest,
            "unknown tag category \(quoted(value))" + hint(Suggestion.closest(to: value, in: names), names, brackets: false), at: location)
    }

    static func invalidPreservationPriority(_ value: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidManifest, "preservation priority \(quoted(value)) is not a number from 0 to 1", at: location)
    }

    static func emptyResourcePath(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidManifest, "a resource path is empty; name a file or folder under the base folder", at: location)
    }
}

/// Messages about lock files (part of the catalogue).
extension Diagnostic {
    static func lockFileRenamed(from old: String, to new: String) -> Diagnostic {
        Diagnostic(
            .lockFileRenamed,
            "the lock file is now \(quoted(new)), named after the app; \(quoted(old)), which odr-pack 0.5.0 wrote, is no longer read: commit the new one and delete the old",
            at: SourceLocation(file: new))
    }

    static func invalidLockFile(_ path: String, reason: String) -> Diagnostic {
        Diagnostic(
            .invalidLockFile,
            "the lock file cannot be used: \(MessageText.printable(reason, limit: 300)); fix it or write it again with build --update-lock (its IDs are what the store knows your packs by)",
            at: SourceLocation(file: path))
    }
}
