import XcodeProject

/// Messages about Background Assets limits, content and packager (part of the catalogue).
extension Diagnostic {
    static func packagerNotFound(tried: [String]) -> Diagnostic {
        Diagnostic(
            .packagerNotFound,
            "no ba-package to make asset packs with (tried \(tried.joined(separator: ", "))): it comes with Xcode 26 or later on a Mac (xcrun ba-package) and, for Linux, with Apple's Managed Background Assets Developer Tools; set ODR_PACK_BA_PACKAGE to its path, or pass --no-archives to write the manifests, the map and the index without packs",
            at: nil)
    }

    /// `languages`: the localized packs' languages, with their packs and bytes (`--localized-packs`).
    static func assetPackCountOverLimit(
        count: Int, limit: Int64, proposal: MergeSummary?,
        languages: [(language: String, packs: Int, bytes: Int64)] = [],
        at location: SourceLocation?
    ) -> Diagnostic {
        var message =
            "the tags make \(count) asset packs, \(Int64(count) - limit) over the limit of \(limit) Background Assets packs per app"
        if !languages.isEmpty {
            message += localizedPackSuggestion(count: count, limit: limit, languages: languages)
        }
        if let proposal {
            message +=
                "; --max-packs \(limit) merges them into \(proposal.packs), adding about \(size(proposal.cost)) to what tags download"
            let costliest = proposal.addedBytesByTag.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
            if !costliest.isEmpty {
                message += " (most: " + costliest.map { "\(quoted($0.key)) +\(size($0.value))" }.joined(separator: ", ") + ")"
            }
            if proposal.addedInstallBytes > 0 {
                message += ", and moves \(size(proposal.addedInstallBytes)) into the download at install every device makes"
            }
        } else {
            message += "; pass --max-packs \(limit) to merge them"
        }
        return Diagnostic(.packCountOverLimit, message, at: location, count: count, limit: limit)
    }

    /// How many of `count` packs are localized, and the smallest languages whose packs, kept in
    /// the packs of every language (`--unlocalized-language`), would bring the count to `limit`.
    private static func localizedPackSuggestion(
        count: Int, limit: Int64, languages: [(language: String, packs: Int, bytes: Int64)]
    ) -> String {
        let localized = languages.reduce(0) { $0 + $1.packs }
        var message = " (\(localized) of them are the localized packs of \(languages.count) language\(languages.count == 1 ? "" : "s"))"
        var kept: [(language: String, packs: Int, bytes: Int64)] = []
        var left = count
        for language in languages.sorted(by: { ($0.bytes, $0.language) < ($1.bytes, $1.language) }) where Int64(left) > limit {
            kept.append(language)
            left -= language.packs
        }
        guard Int64(left) <= limit else { return message }
        let shown =
            kept.prefix(6).map { "\($0.language) (\(size($0.bytes)) in \($0.packs) packs)" }.joined(separator: ", ")
            + (kept.count > 6 ? " and \(kept.count - 6) more" : "")
        message +=
            "; keeping the smallest language\(kept.count == 1 ? "" : "s") in the packs of every language, " + shown
            + ", with --unlocalized-language leaves \(left) packs"
        return message
    }

    static func packagerVersionUnknown(_ path: String, printed: String) -> Diagnostic {
        let said = printed.isEmpty ? "printed no version" : "says it is \(quoted(MessageText.printable(printed, limit: 120)))"
        return Diagnostic(
            .packagerVersionUnknown,
            "\(quoted(path)) --version \(said), and odr-pack knows the command line of ba-package 1.x and 2.x only; set ODR_PACK_BA_PACKAGE_COMMAND to the arguments your version takes, with {manifest} and {output} for the paths (docs/background-assets.md)",
            at: nil)
    }

    static func packagerCommandInvalid(_ command: String) -> Diagnostic {
        Diagnostic(
            .packagerVersionUnknown,
            "ODR_PACK_BA_PACKAGE_COMMAND \(quoted(command)) has no {manifest} or no {output}; write the arguments after the packager with both placeholders, such as 'package {manifest} --output-path {output}'",
            at: nil)
    }

    static func totalNearLimit(bytes: Int64, limit: Int64, percent: Int, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .totalNearLimit,
            "all asset packs together are \(size(bytes)), over \(percent)% of the \(size(limit)) limit, where App Store Connect starts to warn; the limit counts the largest version of each pack still in use",
            at: location, bytes: bytes, limit: limit)
    }

    static func compiledResourceInAssetPack(_ path: String, tool: XcodeTool, pack: String, at location: SourceLocation?) -> Diagnostic {
        let served = "pass --catalog-items files to pack"
        let (reader, way) =
            switch tool.name {
            case "actool":
                (
                    "UIImage(named:) and the other asset-catalog APIs read only the app's Assets.car",
                    "\(served) its image sets, data sets and sprite atlases as files that ODRCatalogItems.swift looks up"
                )
            case "TextureAtlas":
                (
                    "SKTextureAtlas(named:) reads only the app's compiled .atlasc",
                    "\(served) its images as files that ODRCatalogItems.swift makes an atlas of"
                )
            case "coremlc":
                (
                    "the model is compiled into .mlmodelc, which the app bundle holds",
                    "\(served) the model as files that ODRCatalogItems.swift compiles on the device with MLModel.compileModel(at:)"
                )
            default:
                (
                    "the app reads \(tool.output) only from its bundle",
                    "pack plain files the app reads with AssetPackManager's contents(at:)"
                )
            }
        return Diagnostic(
            .compiledResourceInAssetPack,
            "\(quoted(path)) is compiled by \(tool.name) into \(tool.output) in Xcode, but a Background Assets pack holds plain files and \(reader); \(way), or leave it untagged in the app (--allow-uncompiled packs the sources as they are)",
            at: location, pack: pack)
    }

    /// A catalog item `--catalog-items files` does not serve: its path, its kind (`colour set
    /// (.colorset)`) and the delivery's pack (`a Background Assets pack`).
    static func catalogItemNotServed(
        _ path: String, kind: String, packWords: String, pack: String, at location: SourceLocation?
    ) -> Diagnostic {
        let article = kind.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a"
        return Diagnostic(
            .compiledResourceInAssetPack,
            "\(quoted(path)) is \(article) \(kind), which only actool compiles and only the app's Assets.car serves; --catalog-items files packs image sets, data sets, sprite atlases, .atlas folders and Core ML models into \(packWords) as files, not this kind: leave it untagged in the app (--allow-uncompiled packs its source as it is)",
            at: location, pack: pack)
    }

    static func bundleOnlyResource(_ path: String, bytes: Int64, pack: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .bundleOnlyResource,
            "\(quoted(path)) is a SpriteKit scene, and SKScene(fileNamed:) reads scenes from the app bundle only: in asset pack \(quoted(pack)) the app reads it with the generated access.scene(fileNamed:) (ODRCatalogItems.swift), or it stays untagged, adding \(size(bytes)) to the app",
            at: location, pack: pack)
    }

    static func prefetchOrderIgnored(_ count: Int, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .prefetchOrderIgnored,
            "the prefetch order of \(count) tags has no equivalent in Background Assets: their packs get the prefetch policy and download in no set order",
            at: location)
    }

    static func tagMemberAmbiguous(_ member: String, tags: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .tagMemberAmbiguous,
            "the tags \(list(tags)) would all be 'AssetPackMap.Tag.\(member)' in AssetPackMap.swift, so none of them gets that member; the app names them as Tag(rawValue:), or rename all but one",
            at: location, tags: tags)
    }

    static func localizedFolderIgnored(
        _ folder: String, files: Int, bytes: Int64, reason: String, at location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            .localizedFolderIgnored,
            "--localized-packs: \(quoted(folder)) is no language folder (\(reason)), so its \(files) file\(files == 1 ? "" : "s") (\(size(bytes))) stay in the unlocalized packs, downloaded by every device; rename it to \(PackLanguage.rule)",
            at: location, bytes: bytes, count: files)
    }

    static func developmentLanguageInvalid(_ value: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .developmentLanguageInvalid,
            "--localized-packs: the project's development language \(quoted(value)) (DEVELOPMENT_LANGUAGE, else the project's developmentRegion) is neither \(PackLanguage.rule) nor a language name Xcode converts (such as English), so the unlocalized packs are taken as 'en'; give --development-language, or set the project's development region to a language code",
            at: location)
    }

    static func unlocalizedLanguageUnused(_ language: String, found: [String], at location: SourceLocation?) -> Diagnostic {
        let folders =
            found.isEmpty
            ? "no tagged file is in a language folder" : "the tagged files' language folders are \(found.joined(separator: ", "))"
        return Diagnostic(
            .unlocalizedLanguageUnused,
            "--unlocalized-language \(language) names no language folder of the tagged files (\(folders)), so it keeps nothing in the packs of every language; a folder's language is matched as written, region and script included",
            at: location)
    }

    static func noLocalizedFiles(developmentLanguage: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .noLocalizedFiles,
            "--localized-packs: no tagged file is in a <language>.lproj folder other than the development language's (\(developmentLanguage)), so no pack is localized",
            at: location)
    }

    static func packagerWithoutLanguages(_ path: String, version: String) -> Diagnostic {
        Diagnostic(
            .packagerWithoutLanguages,
            "--localized-packs needs ba-package 2 or later (Xcode 27), which takes a pack's \"language\"; \(quoted(path)) says it is \(quoted(MessageText.printable(version, limit: 80))), and odr-pack never hands a 1.x packager the key: point ODR_PACK_BA_PACKAGE at a newer one, or build without --localized-packs",
            at: nil)
    }

    static func packLanguageInvalid(_ message: String, pack: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.packLanguageInvalid, message, at: location, pack: pack)
    }
}
