import XcodeProject

/// Messages about Xcode projects read as manifests (part of the catalogue; see Diagnostic+Catalogue.swift).
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
        case .catalog(.missingFiles(let set, let files)):
            missingCatalogFiles(set, files: files, at: location)
        case .catalog(let reason):
            Diagnostic(
                .invalidAssetCatalog, "the asset catalog file cannot be read: \(catalogReason(reason)); fix it in Xcode or restore it",
                at: location)
        case .unsupportedExceptionSet(let isa):
            Diagnostic(
                .unsupportedProjectFeature,
                "the synchronized folder's exception set is a \(quoted(isa)), which odr-pack does not read; it is left out", at: location)
        case .unsupportedBuildFileReference(let isa):
            Diagnostic(
                .unsupportedProjectFeature, "a build file refers to a \(quoted(isa)) object, which odr-pack does not read; it is left out",
                at: location)
        case .xcconfig(let problem):
            Diagnostic(.invalidXcconfig, xcconfigText(problem), at: location)
        case .ignoredTags(let name, let tags, let phase):
            Diagnostic(
                .ignoredTag,
                "\(quoted(name)) carries the tags \(list(tags)) in the \(quoted(phase)) phase, where Xcode does not read tags, so they are ignored; tag it in Copy Bundle Resources, or remove the tags",
                at: location, tags: tags)
        }
    }

    static func missingCatalogFiles(_ set: String, files: [String], at location: SourceLocation?) -> Diagnostic {
        let shown = files.count > 3 ? list(Array(files.prefix(3))) + " and \(files.count - 3) more" : list(files)
        let what = files.count == 1 ? "a file its folder does not hold" : "\(files.count) files its folder does not hold"
        return Diagnostic(
            .missingCatalogFile,
            "the tagged set \(quoted(set)) names \(what) (\(shown)), so its pack's size leaves \(files.count == 1 ? "it" : "them") out; add \(files.count == 1 ? "it" : "them") to the set (a checkout without Git LFS or submodules lacks files too) or remove \(files.count == 1 ? "it" : "them") from its Contents.json",
            at: location)
    }

    static func invalidProject(_ detail: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.invalidProject, "the project is not valid: \(detail); fix it in Xcode or restore the file", at: location)
    }

    private static func xcconfigText(_ problem: ProjectIssue.XcconfigProblem) -> String {
        switch problem {
        case .unreadable(let path, let reason): "the .xcconfig file \(quoted(path)) cannot be read: \(reason); its settings are left out"
        case .syntax(let detail): "this .xcconfig line cannot be read: \(detail)"
        case .missingInclude(let name):
            "#include names \(quoted(name)), which is not beside this file or in the project folder; fix the path or use #include? for an optional file"
        case .includeCycle(let name): "#include \(quoted(name)) would include a file already being read (or nest too deeply); it is skipped"
        case .tooManyIncludes(let limit):
            "the .xcconfig files include more than \(limit) files in all (Xcode reads a file again each time it is included); the rest are skipped"
        }
    }

    private static func catalogReason(_ reason: AssetCatalog.Problem.Reason) -> String {
        switch reason {
        case .notJSON: "it is not valid JSON"
        case .notAnObject: "its top level is not a JSON object"
        case .tagsNotStrings(let section): "'\(section).on-demand-resource-tags' is not an array of strings"
        case .unreadable(let detail): detail
        case .missingFiles(let set, let files): "\(quoted(set)) names \(files.count) missing files"
        }
    }

    static func unresolvedReference(_ name: String, tree: String, tags: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .unresolvedReference,
            "\(quoted(name)) is tagged but lies under \(quoted(tree)), which is known only when Xcode builds, so it cannot be packed before the build; tag a file in the project folder instead",
            at: location, tags: tags)
    }

    static func ambiguousTarget(tagged names: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .ambiguousTarget,
            "\(names.count) targets have tagged resources, \(list(names)); choose one with --target, or, for the platform targets of one app (Background Assets), give --target for each or --all-targets",
            at: location)
    }

    /// `tagged`: whether targets without tags were looked at too (not with `--all-targets`).
    static func noTaggedTarget(candidates names: [String], tagged: Bool, at location: SourceLocation?) -> Diagnostic {
        guard tagged else {
            return Diagnostic(.ambiguousTarget, "--all-targets found no application target with tagged resources", at: location)
        }
        let what =
            names.isEmpty
            ? "the project has no targets" : "no target has tagged resources, and there are \(names.count) candidates, \(list(names))"
        return Diagnostic(.ambiguousTarget, "\(what); choose one with --target", at: location)
    }

    static func targetsOfSeveralApps(_ targets: [(name: String, bundleIdentifier: String)], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .invalidTargetSet,
            "the targets \(list(targets.map { "\($0.name) (\($0.bundleIdentifier))" })) are apps of different bundle identifiers; one plan is the packs of one app record: give the targets of one app",
            at: location)
    }

    static func platformCategoryMismatch(
        _ tag: String, categories: [(platform: String, category: TagCategory)], at location: SourceLocation?
    ) -> Diagnostic {
        let each = categories.map { "\($0.category.rawValue) on \($0.platform)" }
        return Diagnostic(
            .platformCategoryMismatch,
            "the tag \(quoted(tag)) is \(each.joined(separator: ", ")); a pack is one policy on every platform it serves: give the tag one category in every target (ON_DEMAND_RESOURCES_INITIAL_INSTALL_TAGS, ON_DEMAND_RESOURCES_PREFETCH_ORDER)",
            at: location, tags: [tag])
    }

    static func targetsOfOnePlatform(_ names: [String], platform: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .invalidTargetSet,
            "the targets \(list(names)) are all \(platform) apps; the targets of one plan are one app's platforms, one target each",
            at: location)
    }

    static func unknownTarget(_ name: String, targets: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .unknownTarget,
            "the project has no target \(quoted(name))" + hint(Suggestion.closest(to: name, in: targets), targets, brackets: false),
            at: location)
    }

    static func unknownConfiguration(_ name: String, target: String, configurations: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .unknownConfiguration,
            "target \(quoted(target)) has no configuration \(quoted(name))"
                + hint(Suggestion.closest(to: name, in: configurations), configurations, brackets: false),
            at: location)
    }

    static func missingBundleID(target: String, configuration: String, placeholder: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .unresolvedBundleID,
            "On-Demand Resources is enabled (ENABLE_ON_DEMAND_RESOURCES = YES), but the PRODUCT_BUNDLE_IDENTIFIER build setting is empty for target \(quoted(target)) in \(quoted(configuration)), so no pack can be named (here they are named after \(quoted(placeholder))); set it, or pass --bundle-id",
            at: location)
    }

    static func unresolvedBundleID(_ value: String, names: [String], placeholder: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .unresolvedBundleID,
            "the bundle identifier \(quoted(value)) refers to \(list(names)), which neither the project nor its .xcconfig files set, so no pack can be named (here they are named after \(quoted(placeholder))); set them, or pass --bundle-id",
            at: location)
    }

}

/// Messages about what Xcode's build does with a project's settings and resources (part of
/// the catalogue); texts in double quotes are Xcode's own (swift-build `Settings.swift:1656-1660`).
extension Diagnostic {
    static func onDemandResourcesOff(
        target: String, configuration: String, taggedResources: Int, byDefault: Bool, at location: SourceLocation?
    ) -> Diagnostic {
        let why = byDefault ? "by default for its product type and platform" : "in its settings"
        return Diagnostic(
            .onDemandResourcesDisabled,
            "On-Demand Resources are off for target \(quoted(target)) in \(quoted(configuration)) (ENABLE_ON_DEMAND_RESOURCES is NO \(why)), so Xcode ignores the tags of its \(taggedResources) tagged resource\(taggedResources == 1 ? "" : "s") and makes no asset packs; set ENABLE_ON_DEMAND_RESOURCES = YES to use them",
            at: location)
    }

    static func onDemandResourcesUnsupported(productType: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .onDemandResourcesUnsupported,
            "On-Demand Resources is enabled (ENABLE_ON_DEMAND_RESOURCES = YES), but is not supported for \(productType) targets; tag resources of the app target instead",
            at: location)
    }

    static func wrappedAssetPacksUnsupported(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .onDemandResourcesUnsupported, "WRAP_ASSET_PACKS_IN_SEPARATE_DIRECTORIES=YES is not supported; remove the setting", at: location
        )
    }

    static func assetPackFolderNotUsed(_ value: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .assetPackFolderIgnored,
            "ASSET_PACK_FOLDER_PATH is \(quoted(value)), which is not a folder below the output folder; packs go to 'packs/' instead",
            at: location)
    }

    static func embeddedPacksOutsideApp(_ value: String, resources: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .onDemandResourcesUnsupported,
            "ASSET_PACK_FOLDER_PATH is \(quoted(value)), which is not a folder inside the app's resources folder \(quoted(resources)) though the packs are embedded (EMBED_ASSET_PACKS_IN_PRODUCT_BUNDLE = YES); Xcode's build fails there: set a path inside the app, such as \(quoted(resources + "/OnDemandResources"))",
            at: location)
    }

    static func tagListedTwice(_ name: String, first: TagCategory, second: TagCategory, at location: SourceLocation?) -> Diagnostic {
        let detail =
            first == second
            ? (first == .prefetch
                ? "is listed twice as prefetch; it counts twice in the prefetch priorities, as in Xcode"
                : "is listed twice as \(first.rawValue); the second listing changes nothing")
            : "is listed as both \(first.rawValue) and \(second.rawValue); it is \(first == .initialInstall || second == .initialInstall ? "initial-install" : first.rawValue), as in Xcode"
        return Diagnostic(.tagListedTwice, "tag \(quoted(name)) \(detail); list it once", at: location, tags: [name])
    }

    static func resourceNotCopied(_ path: String, reason: String, tags: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .ignoredTag, "\(quoted(path)) is tagged \(list(tags)), but \(reason), so Xcode puts it in no pack; remove the tags",
            at: location, tags: tags)
    }

    static func tagsLostByXcode(_ path: String, tool: XcodeTool, tags: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .tagsLostInXcode,
            "\(quoted(path)) is tagged \(list(tags)), but Xcode compiles it with \(tool.name) in two steps and the second puts the \(tool.output) in the app, not in a pack (the pack of its tags is made empty); it is counted as app content here too; tag something else, or load it from a pack yourself",
            at: location, tags: tags)
    }

    static func userAssetPackManifest(_ path: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .userAssetPackManifest,
            "the app has its own asset-pack manifest \(quoted(path)), so, as Xcode does, build writes none", at: location)
    }

    static func compiledByXcode(tool: XcodeTool, count: Int, at location: SourceLocation?) -> Diagnostic {
        let what = tool.output.hasPrefix(".") ? "\(tool.output) bundles" : tool.output
        return Diagnostic(
            .compiledByXcode,
            "\(count) tagged resource\(count == 1 ? " is" : "s are") compiled by \(tool.name) into \(what) in Xcode, so pack sizes here are source sizes; build runs \(tool.name) through xcrun where Xcode is installed, and elsewhere needs --allow-uncompiled",
            at: location)
    }

    static func compiledSourcesConverted(_ tools: [(name: String, count: Int)], at location: SourceLocation?) -> Diagnostic {
        let count = tools.reduce(0) { $0 + $1.count }
        let list = tools.map { "\($0.count) by \($0.name)" }.joined(separator: ", ")
        return Diagnostic(
            .compiledByXcode,
            "\(count) tagged resource\(count == 1 ? " is" : "s are") compiled by Xcode (\(list)); the written manifest lists the sources, and a manifest's files are packed as they are, so build from the project where Xcode's tools run",
            at: location)
    }

    static func rewrittenByXcode(tool: String, count: Int, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .compiledByXcode,
            "\(count) tagged file\(count == 1 ? " is" : "s are") rewritten by \(tool) in Xcode; odr-pack packs \(count == 1 ? "it" : "them") as \(count == 1 ? "it is" : "they are"), which devices read the same",
            at: location)
    }
}
