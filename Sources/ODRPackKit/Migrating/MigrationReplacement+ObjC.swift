import SourceScan

/// Objective-C call sites get Objective-C replacements, through the `ODRTaggedResourceRequest`
/// and `ODRTaggedResourceAccess` classes `ODRAssetAccess.swift` exports; what only Swift offers
/// (the item lookups, the preservation priority, an urgent begin) is said to be Swift's.
extension MigrationReplacement {
    static func objectiveC(_ site: MigrationSite, _ context: Context) -> String {
        let request = receiver(of: site.code, member: objcMember(of: site.kind))
        switch site.kind {
        case .requestInit:
            let tags = site.code.range(of: " bundle:").map { String(site.code[..<$0.lowerBound]) + "]" } ?? site.code
            return "`\(tags.replacingAll("NSBundleResourceRequest", with: "ODRTaggedResourceRequest"))`"
                + unresolvedTags(site.tags, context)
        case .requestType:
            return
                "`\(site.code.replacingAll("NSBundleResourceRequest", with: "ODRTaggedResourceRequest"))`; keep beside a stored request the `ODRTaggedResourceAccess` its completion handler gets, to end access"
        case .requestStore:
            return
                "`\(site.code)` as it is, storing an `ODRTaggedResourceRequest`; keep the `ODRTaggedResourceAccess` its completion handler gets too, to end access"
        case .requestRelease:
            return
                "freeing an `NSBundleResourceRequest` ended its access: send `[access endAccessing]` to the `ODRTaggedResourceAccess` its completion handler got, then `\(site.code)`"
        case .beginAccessing:
            return "`[\(request) beginAccessingWithCompletionHandler:^(ODRTaggedResourceAccess *access, NSError *error) { … }]`"
        case .conditionallyBeginAccessing:
            return
                "`[\(request) conditionallyBeginAccessingWithCompletionHandler:^(ODRTaggedResourceAccess *access) { … }]`: `access` is nil unless every pack is already on the device; it never downloads"
        case .endAccessing: return "`[access endAccessing]` on the `ODRTaggedResourceAccess` the completion handler got"
        case .loadingPriority: return loadingPriority(site.value, request: request, objectiveC: true)
        case .loadingPriorityRead: return "no equivalent: Background Assets downloads have no priority to read"
        case .preservationPriority:
            return
                "from Swift (no Objective-C form): `TaggedResources.setPreservationPriority(_:forTags: \(tagSet(site.tags)))` for On-Demand Resources before 26; "
                + noPreservation
        case .preservationPriorityRead:
            return
                "no equivalent: `TaggedResources` has no getter, and asset packs have no preservation priority; keep the value the app set, if it needs it"
        case .progress: return "`\(site.code)` as it is: `ODRTaggedResourceRequest`'s `progress` is an `NSProgress` observed as before"
        case .requestTags: return "keep the set of tags the request was made with in a property of your own"
        case .requestBundle:
            return
                "no bundle: read the packs' files through the access, `[access URLForResource:withExtension:subdirectory:]` or `[access URLAtBundlePath:]`"
        case .lowDiskSpace: return lowDiskSpace
        case .bundleLookup: return lookup(site.resource, context, objectiveC: true)
        case .compiledLookup: return objcCompiled(site.resource, context)
        }
    }

    /// The selector part a finding's code sends to the request.
    static func objcMember(of kind: SourceFinding.Kind) -> String {
        switch kind {
        case .beginAccessing: "beginAccessingResourcesWithCompletionHandler"
        case .conditionallyBeginAccessing: "conditionallyBeginAccessingResourcesWithCompletionHandler"
        case .loadingPriority: "loadingPriority"
        default: ""
        }
    }

    /// A compiled lookup from Objective-C: a scene's data through the Objective-C surface, the
    /// other items from Swift.
    static func objcCompiled(_ resource: MigrationResource?, _ context: Context) -> String {
        if let path = resource?.items.first, let item = context.item(holding: path), item.kind == "SpriteKit scene" {
            return
                "from Swift (the Objective-C surface has no scene lookup): `try access.scene(fileNamed: \(SwiftSource.literal(MigrationItems.lookupName(of: item.path))))`"
                + sceneNote + keptInApp(item)
        }
        if let file = resource?.files.first, resource?.items.isEmpty == true {
            return
                "`[access URLAtBundlePath:\(ObjCLiteral.text(file.bundlePath))]`: \(resource?.api ?? "it") reads the app bundle only, and \(quoted(file.bundlePath)) is in pack \(quoted(file.pack.id))"
        }
        return "from Swift (the Objective-C surface has no item lookups): " + compiled(resource, context)
    }
}

/// Objective-C string literals for names from the plan.
enum ObjCLiteral {
    /// `@"…"`: quotes and backslashes escaped, control characters as octal escapes, and the
    /// characters that reorder or hide text as universal character names.
    static func text(_ value: String) -> String {
        let escapes = { (scalar: Unicode.Scalar) in
            scalar.value < 0x20 || scalar.value == 0x7F || MessageText.needsEscape(scalar) || scalar.value == 0xFEFF
        }
        return "@"
            + InvisibleText.quoted(value, escaping: escapes) { scalar in
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let octal = String(scalar.value, radix: 8)
                    return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                }
                return scalar.value > 0xFFFF
                    ? "\\U" + InvisibleText.hex(scalar.value, width: 8) : "\\u" + InvisibleText.hex(scalar.value, width: 4)
            }
    }
}
