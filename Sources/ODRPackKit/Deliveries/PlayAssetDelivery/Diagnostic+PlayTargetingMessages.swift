/// Messages about folders bundletool reads as targeting (`#tcf_`, `#tier_`, `#group_`,
/// `#countries_`), each naming the bundletool source that holds the rule (part of the catalogue).
extension Diagnostic {
    static func invalidTargetedFolder(
        _ folder: String, problem: TargetedFolder.Problem, pack: String, at location: SourceLocation?
    ) -> Diagnostic {
        let why =
            switch problem {
            case .untokenizable: "a folder name may not start or end with '#'"
            case .notKeyValue(let part): "\(quoted(part)) after '#' is not <key>_<value> with a lower-case key"
            case .unknownKey(let key): "\(quoted(key)) is none of the keys countries, tier, group, lang and tcf"
            case .repeatedKey(let key): "it names \(quoted(key)) twice"
            case .repeatedDimension(let key): "\(quoted(key)) is targeted by two folders of one path"
            case .language: "language targeting (#lang_) is not supported in asset packs"
            case .unknownFormat(let format): "\(quoted(format)) is not a texture format (\(TextureFormat.formats.joined(separator: ", ")))"
            case .invalidTier(let tier): "\(quoted(tier)) is not a device tier, a whole number from 0 (DeviceTargetingUtils)"
            case .invalidGroup(let group):
                "\(quoted(group)) is not a device group name: a letter, then letters, digits and '_' (DeviceTargetingUtils)"
            case .invalidCountrySet(let set): "\(quoted(set)) is not a country set name: a letter, then letters, digits and '_'"
            case .tooManyKeys: "a folder may target at most two dimensions"
            }
        return Diagnostic(
            .invalidTargetedFolder,
            "bundletool reads '#' in the folder \(quoted(folder)) of asset pack \(quoted(pack)) as targeting and refuses it (TargetedDirectorySegment): \(why); rename the folder",
            at: location, pack: pack)
    }

    /// Two packs that target one dimension with different values (or fallbacks).
    static func targetingParity(
        _ pack: String, _ support: TargetingSupport, reference: String, _ referenceSupport: TargetingSupport,
        at location: SourceLocation?
    ) -> Diagnostic {
        let words = TargetingWords(support.dimension)
        let fix =
            support.hasFallback == nil ? "add the missing \(words.key) folders" : "add the missing \(words.key) folders or fallback folders"
        return Diagnostic(
            words.code,
            "all asset packs with \(words.folders) must have the same \(words.values)\(support.hasFallback == nil ? "" : " and fallbacks"), as bundletool's \(words.validator) checks, but \(quoted(pack)) has \(support.description) and \(quoted(reference)) has \(referenceSupport.description); \(fix)",
            at: location, pack: pack)
    }

    static func textureFallbackMissing(_ pack: String, formats: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .textureFallbackMissing,
            "asset pack \(quoted(pack)) has texture-format folders for \(list(formats)) and no fallback folder without a #tcf_ suffix beside any of them: standalone and universal APKs, and bundletool with a texture-format split whose default suffix is empty, need one",
            at: location, pack: pack)
    }

    static func countrySetFallbackMissing(_ pack: String, sets: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .countrySetParity,
            "asset pack \(quoted(pack)) has country-set folders for \(list(sets)) and no fallback folder without a #countries_ suffix beside any of them, which bundletool's CountrySetParityValidator refuses: devices in every other country get the fallback; add the folder without the suffix",
            at: location, pack: pack)
    }

    static func deviceTiersNotContiguous(_ pack: String, tiers: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .deviceTierParity,
            "asset pack \(quoted(pack)) has device-tier folders for the tiers [\(tiers.joined(separator: ", "))], but bundletool's DeviceTierParityValidator requires tiers numbered from 0 without a gap ([\((0..<tiers.count).map(String.init).joined(separator: ", "))]); rename the #tier_ folders",
            at: location, pack: pack)
    }

    /// A targeted folder of a pack without every value the pack's other targeted folders have.
    static func targetedFolderParity(
        _ pack: String, dimension: TargetingDimension, folder: String, has: [String], packHas: [String],
        at location: SourceLocation?
    ) -> Diagnostic {
        let words = TargetingWords(dimension)
        let missing = packHas.filter { !has.contains($0) }.map { folder + words.key + $0 }
        return Diagnostic(
            words.code,
            "in asset pack \(quoted(pack)) the folder \(quoted(folder)) has \(words.folders) for [\(has.joined(separator: ", "))] only, while the pack's other \(words.folders) have [\(packHas.joined(separator: ", "))], which bundletool's \(words.validator) refuses; add \(list(missing))",
            at: location, pack: pack)
    }

    static func nestedTargeting(_ pack: String, problem: NestedTargeting.Problem, at location: SourceLocation?) -> Diagnostic {
        func shown(_ variants: [String]) -> String { "[" + variants.map { $0.isEmpty ? "(plain)" : $0 }.joined(separator: ", ") + "]" }
        let why =
            switch problem {
            case .sameValuesTwice(let folder, let variants):
                "the folder \(quoted(folder)) has variants with the same values in another order, \(shown(variants)); keep one order"
            case .foldersDiffer:
                "its folders targeted on two dimensions do not all have the same variants; give each the same set of folders"
            case .dimensionsDiffer(let variants):
                "its variants \(shown(variants)) do not all use the dimensions of the longest; use one pair of dimensions"
            case .orderDiffers(let variants): "its variants \(shown(variants)) do not all name the dimensions in one order; keep one order"
            case .incompleteProduct(let missing):
                "the values it nests leave out \(missing.isEmpty ? "the folder without targeting" : quoted(missing)); add a folder for every pair of values, and each value alone"
            }
        return Diagnostic(
            .nestedTargeting,
            "asset pack \(quoted(pack)) nests targeting (folders such as 'tex#countries_latam#tcf_astc'), which bundletool's NestedTargetingValidator refuses: \(why)",
            at: location, pack: pack)
    }

    static func nestedTargetingAcrossPacks(_ pack: String, reference: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .nestedTargeting,
            "asset packs \(quoted(pack)) and \(quoted(reference)) nest targeting (folders such as 'tex#countries_latam#tcf_astc') with different variants, which bundletool's NestedTargetingValidator refuses: every pack that nests targeting must nest the same; give them the same folders",
            at: location, pack: pack)
    }
}
