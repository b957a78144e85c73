import XcodeProject

/// Messages about Xcode projects read as manifests (part of the catalogue; see Diagnostic+Messages.swift).
extension Diagnostic {
    /// A problem the `XcodeProject` module found, typed, as a diagnostic.
    static func projectIssue(_ kind: ProjectIssue.Kind, at location: SourceLocation?) -> Diagnostic {
        switch kind {
        case .malformed(.syntax(let error)):
            Diagnostic(.invalidProject, "the project file is not a readable property list: \(error.message)", at: location)
        case .malformed(let error):
            invalidProject(error.message, at: location)
        case .buildTimePath(let name, let tree, let tags):
            unresolvedReference(name, tree: tree, tags: tags, at: location)
        case .catalog(let reason):
            Diagnostic(.invalidAssetCatalog, "the asset catalog file cannot be read: \(catalogReason(reason)); fix it in Xcode or restore it", at: location)
        case .unsupportedExceptionSet(let isa):
            Diagnostic(.unsupportedProjectFeature, "the synchronized folder's exception set is a \(quoted(isa)), which odr-pack does not read; it is left out", at: location)
        case .unsupportedBuildFileReference(let isa):
            Diagnostic(.unsupportedProjectFeature, "a build file refers to a \(quoted(isa)) object, which odr-pack does not read; it is left out", at: location)
        }
    }

    static func invalidProject(_ detail: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidProject, "the project is not valid: \(detail); fix it in Xcode or restore the file", at: location)
    }

    private static func catalogReason(_ reason: AssetCatalog.Problem.Reason) -> String {
        switch reason {
        case .notJSON: "it is not valid JSON"
        case .notAnObject: "its top level is not a JSON object"
        case .tagsNotStrings(let section): "'\(section).on-demand-resource-tags' is not an array of strings"
        case .unreadable(let detail): detail
        }
    }

    static func unresolvedReference(_ name: String, tree: String, tags: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.unresolvedReference,
            "\(quoted(name)) is tagged but lies under \(quoted(tree)), which is known only when Xcode builds, so it cannot be packed before the build; tag a file in the project folder instead",
            at: location, tags: tags)
    }

    static func ambiguousTarget(tagged names: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.ambiguousTarget,
            "\(names.count) targets have tagged resources, \(list(names)); choose one with --target", at: location)
    }

    static func noTaggedTarget(candidates names: [String], at location: SourceLocation?) -> Diagnostic {
        let what = names.isEmpty ? "the project has no targets" : "no target has tagged resources, and there are \(names.count) candidates, \(list(names))"
        return Diagnostic(.ambiguousTarget, "\(what); choose one with --target", at: location)
    }

    static func unknownTarget(_ name: String, targets: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.unknownTarget, "the project has no target \(quoted(name))" + hint(Suggestion.closest(to: name, in: targets), targets, brackets: false), at: location)
    }

    static func unknownConfiguration(_ name: String, target: String, configurations: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.unknownConfiguration,
            "target \(quoted(target)) has no configuration \(quoted(name))" + hint(Suggestion.closest(to: name, in: configurations), configurations, brackets: false),
            at: location)
    }

    static func missingBundleID(target: String, configuration: String, placeholder: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.unresolvedBundleID,
            "target \(quoted(target)) sets no PRODUCT_BUNDLE_IDENTIFIER in \(quoted(configuration)) (it may come from an .xcconfig file, which odr-pack does not read), so packs are named after \(quoted(placeholder)); pass --bundle-id",
            at: location)
    }

    static func unresolvedBundleID(_ value: String, names: [String], placeholder: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.unresolvedBundleID,
            "the bundle identifier \(quoted(value)) refers to \(list(names)), not set in the project, so packs are named after \(quoted(placeholder)); pass --bundle-id",
            at: location)
    }


    /// `'A'`, `'A' and 'B'`, `'A', 'B' and 'C'`.
    static func list(_ names: [String]) -> String {
        let shown = names.map(quoted)
        guard let last = shown.last, shown.count > 1 else { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " and " + last
    }
}
