import SourceScan

/// A Unity game's C# (`CSharpScanner`): each place resolved as the Swift ones are, with what it
/// becomes through the generated `AssetPacks.cs` (docs/unity.md). Where the scanner cannot be
/// sure -- a file that does not parse, a place inside an `#if` group, a tag or a path built at run
/// time, a call that names Play packs rather than tags -- the advice starts with "check by hand"
/// and says why: never a replacement that may be wrong.
extension MigrationResolver {
    /// Where a Unity Xcode export puts the StreamingAssets folder in the app bundle.
    static let streamingAssetsFolder = "Data/Raw/"

    /// The site of `found` in `file` (a C# file that parses or not), or nil when nothing there changes.
    mutating func csharpSite(_ found: CSharpFinding, file: String, parses: Bool) -> MigrationSite? {
        var finding = found.finding
        let api = finding.resource?.api ?? ""
        var kept: MigrationResource?
        if let argument = finding.resource {
            let paths = argument.name.map { [$0, Self.streamingAssetsFolder + $0] } ?? []
            var literal: MigrationResource?
            for path in paths where literal == nil {
                literal = resolve(ResourceArgument(name: path, api: argument.api), kind: .bundleLookup)
            }
            let resolved = argument.unresolved == nil ? literal : resolve(argument, kind: .bundleLookup)
            if resolved == nil && api == "Application.streamingAssetsPath" && argument.unresolved == nil { return nil }
            kept =
                resolved
                ?? MigrationResource(
                    api: argument.api, name: argument.name, ext: nil, subdirectory: nil, unresolved: argument.unresolved, files: [],
                    items: [])
            finding.resource = nil
        }
        guard var site = site(finding, file: file, language: .swift) else { return nil }
        site.resource = kept
        let advice = MigrationReplacement.csharp(site, members: members)
        if !parses {
            site.replacement =
                "check by hand: the file does not parse as C# (an unterminated string or comment, or brackets that do not match), so this place may be misread; "
                + advice
        } else if found.conditional {
            site.replacement = "check by hand: inside an `#if` group, which only some builds compile; " + advice
        } else {
            site.replacement = advice
        }
        return site
    }
}

extension MigrationReplacement {
    /// What a place in C# becomes with `AssetPacks.cs`.
    static func csharp(_ site: MigrationSite, members: [String: String]) -> String {
        let api = site.resource?.api ?? ""
        switch site.kind {
        case .requestInit where site.code.contains("AndroidAssetPacks"):
            return
                "check by hand: it names Play asset packs, not tags; `var request = AssetPacks.Request(new[] { … })` with the tags whose files it reads downloads the packs odr-pack made for them (`request.Progress`, `request.Cancel()`, `request.GetFilePath(path)`)"
        case .requestInit:
            return requestAdvice(site.tags, members: members)
        case .conditionallyBeginAccessing:
            return
                "check by hand: it asks about Play asset packs by name; `AssetPacks.IsLocal(tags)` answers for the tags' packs without downloading"
        case .requestRelease where site.code.contains("CancelAssetPackDownload"):
            return "`request.Cancel()` on the `AssetPackRequest` that `AssetPacks.Request` returned"
        case .requestRelease:
            return
                "check by hand: it removes a Play asset pack by name; `AssetPacks.cs` keeps packs, so call it with the names `PlayAssetPackMap.PackNames(tag)` gives, if the game still frees storage"
        case .endAccessing:
            return
                "`request.Release()` on the `AssetPackRequest`: On-Demand Resources may purge the files again; asset packs stay on the device"
        case .loadingPriority:
            return
                "`AssetPacks.Request(tags, urgent: true)` when the player waits: the priority applies to On-Demand Resources before 26 only, set when the request starts; Background Assets and Play have none"
        case .loadingPriorityRead:
            return "no equivalent: Background Assets and Play downloads have no priority to read"
        case .bundleLookup:
            return lookupAdvice(site.resource, onRequest: api == "OnDemandResourcesRequest.GetResourcePath", api: api)
        default:
            return "check by hand: `AssetPacks.cs` has no one-call equivalent"
        }
    }

    private static func requestAdvice(_ tags: MigrationTags?, members: [String: String]) -> String {
        let tail = "; `yield return request;`, then `request.GetFilePath(path)` (`request.Progress`, `request.Cancel()`)"
        switch tags {
        case .literal(let tags)? where !tags.isEmpty && tags.allSatisfy({ !$0.packs.isEmpty }):
            let typed = tags.compactMap { $0.member.map { "AssetPackMap.Tag." + UnityCode.identifier($0) } }
            let arguments =
                typed.count == tags.count
                ? typed.joined(separator: ", ") : "new[] { " + tags.map { UnityCode.literal($0.name) }.joined(separator: ", ") + " }"
            return "`var request = AssetPacks.Request(\(arguments))`" + tail
        case .literal?:
            return
                "check by hand: a tag no resource of the manifest has; `var request = AssetPacks.Request(new[] { … })` with the manifest's tags"
                + tail
        case .unresolved(let expression)?:
            return
                "check by hand: the tags are built at run time (`\(expression)`); `var request = AssetPacks.Request(\(expression))` takes them if each is a tag of the manifest"
                + tail
        case nil:
            return "check by hand: the call's tags were not found"
        }
    }

    private static func lookupAdvice(_ resource: MigrationResource?, onRequest: Bool, api: String) -> String {
        let call = onRequest ? "request.GetFilePath" : "AssetPacks.GetFilePath"
        let after = onRequest ? "" : " once its tag's packs are local (null before)"
        guard let resource else { return "check by hand: the file was not found" }
        if api.hasPrefix("AndroidAssetPacks") {
            return
                "check by hand: it gives a Play asset pack's folder by the pack's name; `AssetPacks.GetFilePath(path)` gives a file's path by its path inside its pack"
        }
        if let unresolved = resource.unresolved {
            return
                "check by hand: the path is built at run time (`\(unresolved)`); if it names a tagged file, `\(call)(path)` with the file's path inside its pack\(after)"
        }
        guard let file = resource.files.first else {
            return
                "check by hand: '\(resource.name ?? "")' is no packed file's path (Unity names an On-Demand Resources resource as its `UnityEditor.iOS.Resource` was named); `\(call)(path)` with the file's path inside its pack"
        }
        return "`\(call)(\(UnityCode.literal(file.bundlePath)))`\(after) (in pack '\(file.pack.id)')"
    }
}
