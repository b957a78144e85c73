import FileSystem
import PropertyList
import XcodeProject

extension XcodeCompilation {
    /// One actool run over every catalog of the target, as swift-build groups them
    /// (`ActoolInputFileGroupingStrategy.swift:17-30`: one group for all), those without tagged
    /// content too; each catalog pack then holds what actool wrote into its folder instead of
    /// the catalog's sets. What actool writes for the app bundle is not packed.
    func compileCatalogs(_ packs: inout [AssetPack]) throws(Failure) {
        let base = plan.baseDirectory
        var catalogs = Set(manifest.resources.compactMap { $0.processing == .compiled(.actool) ? $0.catalog : nil })
        var entries: [PropertyListValue] = []
        var folders: [Int: String] = [:]
        for (position, pack) in packs.enumerated() {
            let units = pack.files.filter { manifest.resources[$0.entryIndex].catalog != nil }
            guard !units.isEmpty else { continue }
            for unit in units { catalogs.insert(manifest.resources[unit.entryIndex].catalog ?? "") }
            let folder = workDirectory + "/packs/" + pack.identity.folderName
            folders[position] = folder
            entries.append([
                "bundle-id": .string(pack.identity.identifier), "tags": .array(pack.tags.map(PropertyListValue.string)),
                "bundle-path": .string(folder),
            ])
        }
        guard !entries.isEmpty else { return }
        let specifications = workDirectory + "/AssetPackOutputSpecifications.plist"
        let sorted = entries.sorted { ($0["bundle-id"]?.stringValue ?? "") < ($1["bundle-id"]?.stringValue ?? "") }
        do {
            try FileWriter.write(XMLPropertyList.encode(.array(sorted)), to: specifications)
        } catch {
            throw Failure(tool: "actool", status: -1, output: error.description)
        }
        let inputs = catalogs.sorted().map { $0.hasPrefix("/") ? $0 : base + "/" + $0 }
        let arguments = actoolArguments(inputs: inputs) + ["--asset-pack-output-specifications", specifications]
        try FileWriter.makeDirectoryOrFail(workDirectory + "/app", tool: "actool")
        try run("actool", arguments)
        for (position, folder) in folders {
            let pack = packs[position]
            let first = pack.files.first { manifest.resources[$0.entryIndex].catalog != nil }
            let kept = pack.files.filter { manifest.resources[$0.entryIndex].catalog == nil }
            let outputs = Self.files(under: folder).map { output in
                ScannedFile(
                    source: first.flatMap { manifest.resources[$0.entryIndex].catalog } ?? "", packPath: output.relative,
                    size: output.status.size, modificationTime: output.status.modificationTime,
                    changeTime: output.status.changeTime, identity: output.status.identity,
                    entryIndex: first?.entryIndex ?? pack.firstEntryIndex, compiledOutput: folder + "/" + output.relative)
            }
            packs[position].replaceFiles(with: kept + outputs)
        }
    }

    /// actool's command line before `--asset-pack-output-specifications`: the options of
    /// `AssetCatalogCompiler.xcspec` in its order (read at 41aee626, lines 59-449), then the
    /// special arguments of `AssetCatalogCompiler.swift:133-143`. Options that only apply to
    /// thinned builds for one device, to sticker-pack strings or to incremental distill are
    /// left out: odr-pack builds for every device, as an archive build does.
    func actoolArguments(inputs: [String]) -> [String] {
        var arguments = inputs + ["--compile", workDirectory + "/app", "--output-format", "human-readable-text"]
        arguments += flag("ASSETCATALOG_NOTICES", "--notices", default: true) + flag("ASSETCATALOG_WARNINGS", "--warnings", default: true)
        arguments += option(
            "ASSETCATALOG_LIGHTWEIGHT_ASSET_RUNTIME_MODE", "--lightweight-asset-runtime-mode", for: ["enabled", "disabled"])
        arguments += list("ASSETCATALOG_OTHER_FLAGS")
        arguments += [
            "--export-dependency-info", workDirectory + "/assetcatalog_dependencies",
            "--output-partial-info-plist", workDirectory + "/assetcatalog_generated_info.plist",
        ]
        arguments += list("ASSETCATALOG_COMPILER_INCLUDED_LANGUAGES", "--include-language")
        arguments += option("ASSETCATALOG_COMPILER_APPICON_NAME", "--app-icon")
        arguments += flag("ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", "--include-all-app-icons")
        arguments += list("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "--alternate-app-icon")
        arguments += flag("ASSETCATALOG_COMPILER_SKIP_APP_STORE_DEPLOYMENT", "--skip-app-store-deployment")
        arguments += option("ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME", "--launch-image")
        arguments += option("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME", "--accent-color")
        arguments += option("ASSETCATALOG_COMPILER_WIDGET_BACKGROUND_COLOR_NAME", "--widget-background-color")
        arguments += list("RESOURCES_TARGETED_DEVICE_FAMILY", "--target-device")
        // ASSETCATALOG_COMPILER_COMPRESS_PNGS defaults to $(COMPRESS_PNG_FILES), YES by default.
        arguments += flag("ASSETCATALOG_COMPILER_COMPRESS_PNGS", "--compress-pngs", default: isYes("COMPRESS_PNG_FILES", default: true))
        arguments += ["--enable-on-demand-resources", "YES"]
        arguments += option("ASSETCATALOG_COMPILER_STANDALONE_ICON_BEHAVIOR", "--standalone-icon-behavior", for: ["all", "none"])
        arguments += flag("ASSETCATALOG_COMPILER_INCLUDE_STICKER_CONTENT", "--include-sticker-content")
        arguments += option("ASSETCATALOG_COMPILER_TARGET_STICKERS_ICON_ROLE", "--stickers-icon-role", for: ["host-app", "extension"])
        arguments += option("ASSETCATALOG_COMPILER_OPTIMIZATION", "--optimization")
        if !isYes("ASSETCATALOG_COMPILER_INCLUDE_INFOPLIST_LOCALIZATIONS", default: true) {
            arguments += ["--include-partial-info-plist-localizations", "NO"]
        }
        arguments += option("ASSETCATALOG_COMPILER_STICKER_PACK_IDENTIFIER_PREFIX", "--sticker-pack-identifier-prefix")
        arguments += ["--development-region", setting("DEVELOPMENT_LANGUAGE") ?? "en"]
        return arguments + deviceArguments + ["--platform", setting("RESOURCES_PLATFORM_NAME") ?? platform.name]
    }
}
