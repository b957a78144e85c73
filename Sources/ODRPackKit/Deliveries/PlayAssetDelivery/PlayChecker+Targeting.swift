/// What bundletool refuses in folders it reads as targeting (google/bundletool 1de340a), each
/// rule from the validator named beside it:
///
/// - a folder name it cannot read, or one dimension twice on a path (`TargetedDirectorySegment`,
///   `TargetedDirectory`, `AssetsTargetingValidator`): `invalid-targeted-folder`;
/// - packs whose texture formats or fallbacks differ (`TextureCompressionFormatParityValidator`):
///   `texture-format-parity`, and a pack without a fallback, `texture-fallback-missing`;
/// - packs whose country sets or fallbacks differ, or a pack without a fallback
///   (`CountrySetParityValidator`): `country-set-parity`;
/// - tiers not numbered from 0 without a gap, a tier folder without every tier of its pack, or
///   packs whose tiers differ (`DeviceTierParityValidator`): `device-tier-parity`;
/// - a group folder without every group of its pack, or packs whose groups differ
///   (`DeviceGroupParityValidator`): `device-group-parity`;
/// - nested targeting (`NestedTargetingValidator`): `nested-targeting`.
///
/// A pack none of whose folders holds `#` costs one look at each of its paths.
extension PlayChecker {
    func targetingDiagnostics(_ plan: PackPlan) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var targeted: [(pack: AssetPack, targeting: PackTargeting)] = []
        var reported: Set<String> = []
        for pack in plan.packs {
            let marked = pack.files.filter { Self.hasTargetingMark($0.packPath) }
            guard !marked.isEmpty else { continue }
            for file in marked {
                guard let found = TargetedFolder.problem(inFolderOf: file.packPath), reported.insert(found.folder).inserted else {
                    continue
                }
                diagnostics.append(
                    .invalidTargetedFolder(
                        found.folder, problem: found.problem, pack: pack.identity.identifier,
                        at: manifest.entryLocation(file.entryIndex)))
            }
            targeted.append((pack, PackTargeting(paths: pack.files.map(\.packPath))))
        }
        for dimension in [TargetingDimension.textureFormat, .countrySet, .deviceTier, .deviceGroup] {
            diagnostics += parityDiagnostics(dimension, targeted)
        }
        return diagnostics + targeted.flatMap(packDiagnostics) + nestedDiagnostics(targeted)
    }

    /// Whether a folder of `path` (not its file name) holds `#`.
    static func hasTargetingMark(_ path: String) -> Bool {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return false }
        return utf8[..<slash].contains(UInt8(ascii: "#"))
    }

    /// Every pack that targets `dimension` against the first that does (by name).
    private func parityDiagnostics(
        _ dimension: TargetingDimension, _ targeted: [(pack: AssetPack, targeting: PackTargeting)]
    ) -> [Diagnostic] {
        let supports = targeted.compactMap { entry in entry.targeting.support(dimension).map { (pack: entry.pack, support: $0) } }
        guard let reference = supports.first else { return [] }
        return supports.dropFirst().filter { $0.support != reference.support }.map { entry in
            .targetingParity(
                entry.pack.identity.identifier, entry.support, reference: reference.pack.identity.identifier, reference.support,
                at: manifest.entryLocation(entry.pack.firstEntryIndex))
        }
    }

    /// One pack's own rules: fallbacks, contiguous tiers, every tier or group in each of its folders.
    private func packDiagnostics(_ pack: AssetPack, _ targeting: PackTargeting) -> [Diagnostic] {
        let name = pack.identity.identifier
        let location = manifest.entryLocation(pack.firstEntryIndex)
        var diagnostics: [Diagnostic] = []
        if let formats = targeting.support(.textureFormat), formats.hasFallback == false {
            diagnostics.append(.textureFallbackMissing(name, formats: formats.sortedValues, at: location))
        }
        if let sets = targeting.support(.countrySet), sets.hasFallback == false {
            diagnostics.append(.countrySetFallbackMissing(name, sets: sets.sortedValues, at: location))
        }
        if let tiers = targeting.support(.deviceTier), tiers.sortedValues != (0..<tiers.values.count).map(String.init) {
            diagnostics.append(.deviceTiersNotContiguous(name, tiers: tiers.sortedValues, at: location))
        }
        for dimension in [TargetingDimension.deviceTier, .deviceGroup] {
            guard let all = targeting.support(dimension) else { continue }
            for (folder, values) in targeting.valuesByFolder(dimension).sorted(by: { $0.key < $1.key }) where values != all.values {
                let has = TargetingSupport(dimension: dimension, values: values).sortedValues
                diagnostics.append(
                    .targetedFolderParity(name, dimension: dimension, folder: folder, has: has, packHas: all.sortedValues, at: location))
            }
        }
        return diagnostics
    }

    /// Each pack's nesting, then every pack that nests against the first that does.
    private func nestedDiagnostics(_ targeted: [(pack: AssetPack, targeting: PackTargeting)]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reference: (pack: String, supported: Set<NestedTargeting.Variant>)?
        for (pack, targeting) in targeted {
            let nesting = NestedTargeting(targeting)
            let location = manifest.entryLocation(pack.firstEntryIndex)
            if let problem = nesting.problem {
                diagnostics.append(.nestedTargeting(pack.identity.identifier, problem: problem, at: location))
            } else if let supported = nesting.supported {
                if let reference, reference.supported != supported {
                    diagnostics.append(.nestedTargetingAcrossPacks(pack.identity.identifier, reference: reference.pack, at: location))
                } else if reference == nil {
                    reference = (pack.identity.identifier, supported)
                }
            }
        }
        return diagnostics
    }
}
