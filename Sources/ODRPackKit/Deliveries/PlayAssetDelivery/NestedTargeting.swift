/// The folders of one asset pack that are targeted on two dimensions (`tex#countries_latam#tcf_astc`),
/// checked as bundletool's `NestedTargetingValidator.java` (google/bundletool 1de340a) checks
/// them: the variants of a folder (the sibling folders with one base name, the plain one
/// included) are grouped by base name, and a folder is nested when its variants use more than
/// one dimension. Then, in this order: no two variants of a folder with the same values in
/// another order; every nested folder of the pack with the same variants; each variant's
/// dimensions among those of the longest, in its order; every point of the product of the
/// values used present (with the fallback of texture formats and country sets, so the plain
/// folder too). Every pack with nested folders must have the same variants.
struct NestedTargeting {
    /// One variant: its values (by dimension) and the order its name gives them in.
    struct Variant: Hashable {
        var targeting: [TargetedFolder.Targeting]
        var order: [TargetingDimension]

        /// As bundletool prints it: `#countries_latam#tcf_astc`, empty for the plain folder.
        var description: String {
            order.compactMap { dimension in targeting.first { $0.dimension == dimension }.map { "#\(dimension.rawValue)_\($0.value)" } }
                .joined()
        }
    }

    /// What bundletool refuses in one pack, the first it finds.
    enum Problem: Equatable {
        /// Two variants of `folder` with one set of values in another order.
        case sameValuesTwice(folder: String, variants: [String])
        /// Nested folders of the pack whose variants differ.
        case foldersDiffer
        /// A variant on dimensions the longest variant does not have.
        case dimensionsDiffer(variants: [String])
        /// A variant with the dimensions in another order.
        case orderDiffers(variants: [String])
        /// A point of the product of the values used has no folder.
        case incompleteProduct(missing: String)
    }

    /// The variants of each nested folder, by base name, in bundletool's walking order.
    let folders: [(base: String, variants: [Variant])]

    /// The nested folders of `pack`.
    init(_ pack: PackTargeting) {
        var prefixes: Set<[Substring]> = []
        var parsed: [[Substring]: TargetedDirectory] = [:]
        for directory in pack.directories {
            for end in directory.names.indices where prefixes.insert(Array(directory.names[...end])).inserted {
                parsed[Array(directory.names[...end])] = TargetedDirectory(
                    names: Array(directory.names[...end]), segments: Array(directory.segments[...end]))
            }
        }
        var order: [String] = []
        var variants: [String: [Variant]] = [:]
        for names in prefixes.sorted(by: { $0.lexicographicallyPrecedes($1) { $0.utf8.lexicographicallyPrecedes($1.utf8) } }) {
            guard let directory = parsed[names], let last = directory.segments.last else { continue }
            let variant = Variant(targeting: last.targeting.sorted { $0.dimension < $1.dimension }, order: last.targeting.map(\.dimension))
            let base = directory.pathBaseName
            if variants[base] == nil { order.append(base) }
            if !(variants[base] ?? []).contains(variant) { variants[base, default: []].append(variant) }
        }
        folders = order.compactMap { base in
            let found = variants[base] ?? []
            return Set(found.flatMap(\.order)).count > 1 ? (base, found) : nil
        }
    }

    /// The variants every nested folder has, when the pack has any; for comparing packs.
    var supported: Set<Variant>? { folders.first.map { Set($0.variants) } }

    /// The first problem bundletool finds in the pack, if any.
    var problem: Problem? {
        guard let first = folders.first else { return nil }
        for (base, variants) in folders where Set(variants.map(\.targeting)).count != variants.count {
            return .sameValuesTwice(folder: base, variants: variants.map(\.description))
        }
        guard Set(folders.map { Set($0.variants) }).count == 1 else { return .foldersDiffer }
        let shown = first.variants.map(\.description)
        let reference = first.variants.max { $0.order.count < $1.order.count }?.order ?? []
        for variant in first.variants {
            guard Set(variant.order).isSubset(of: reference) else { return .dimensionsDiffer(variants: shown) }
            let positions = variant.order.compactMap { reference.firstIndex(of: $0) }
            guard positions == positions.sorted() else { return .orderDiffers(variants: shown) }
        }
        return missingPoint(first.variants).map { .incompleteProduct(missing: $0) }
    }

    /// A point of the product of the values the variants use that none of them has; texture
    /// formats and country sets count their fallback (no value) among their values
    /// (`TargetingUtils.getAssetsDirectoryTargetingByDimension`).
    private func missingPoint(_ variants: [Variant]) -> String? {
        var values: [TargetingDimension: Set<String>] = [:]
        for targeting in variants.flatMap(\.targeting) { values[targeting.dimension, default: []].insert(targeting.value) }
        var points: [[TargetedFolder.Targeting]] = [[]]
        for dimension in values.keys.sorted() {
            let choices: [String?] =
                values[dimension, default: []].sorted() + ([.textureFormat, .countrySet].contains(dimension) ? [nil] : [])
            points = points.flatMap { point in
                choices.map { value in point + (value.map { [TargetedFolder.Targeting(dimension: dimension, value: $0)] } ?? []) }
            }
        }
        let present = Set(variants.map(\.targeting))
        return points.first { !present.contains($0) }.map { Variant(targeting: $0, order: $0.map(\.dimension)).description }
    }
}
