/// One asset pack's targeted folders as bundletool's validators collect them
/// (`TargetingUtils.extractAssetsTargetedDirectories` at google/bundletool 1de340a): the folder
/// of each of its files, `assets/` first, parsed; and every path a file is at or below, where
/// `findEntriesUnderPath` finds a fallback folder's files.
struct PackTargeting {
    /// The distinct folders of the pack's files that bundletool can read (the others are
    /// `invalid-targeted-folder`), sorted by path.
    let directories: [TargetedDirectory]
    /// Each file's path and each folder above it, `assets/...`.
    let occupied: Set<String>

    /// The targeting of a pack holding files at `paths` (below `assets/`).
    init(paths: [String]) {
        var folders: Set<Substring> = []
        var occupied: Set<String> = ["assets"]
        for path in paths {
            let full = "assets/" + path
            occupied.insert(full)
            let folder = HostFileName.parent(Substring(full))
            folders.insert(folder)
            var prefix = folder
            // A folder already recorded has its own folders recorded too.
            while !prefix.isEmpty, occupied.insert(String(prefix)).inserted {
                prefix = HostFileName.parent(prefix)
            }
        }
        self.occupied = occupied
        directories = folders.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.compactMap { folder in
            try? TargetedDirectory.parse(HostFileName.components(folder)).get()
        }
    }

    /// The values of `dimension` its folders target.
    func values(of dimension: TargetingDimension) -> Set<String> {
        Set(directories.compactMap { $0.value(of: dimension) })
    }

    /// Whether a folder targeting `dimension` has a fallback holding files: the same path
    /// without the dimension (`TextureCompressionFormatParityValidator`, `CountrySetParityValidator`).
    func hasFallback(_ dimension: TargetingDimension) -> Bool {
        directories.contains { $0.value(of: dimension) != nil && occupied.contains($0.path(removing: dimension)) }
    }

    /// The values of `dimension` each targeted folder has beside it, by the folder's base name
    /// (`getSubPathBaseName`, as `DeviceTierParityValidator` and `DeviceGroupParityValidator` group them).
    func valuesByFolder(_ dimension: TargetingDimension) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for directory in directories {
            guard let value = directory.value(of: dimension) else { continue }
            found[directory.subPathBaseName(dimension), default: []].insert(value)
        }
        return found
    }

    /// What the pack supports in `dimension`, nil when no folder targets it.
    func support(_ dimension: TargetingDimension) -> TargetingSupport? {
        let values = values(of: dimension)
        guard !values.isEmpty else { return nil }
        let fallback: Bool? = dimension == .textureFormat || dimension == .countrySet ? hasFallback(dimension) : nil
        return TargetingSupport(dimension: dimension, values: values, hasFallback: fallback)
    }
}

/// The values of one dimension a pack supports, and for texture formats and country sets
/// whether it has fallback folders: every pack that targets the dimension must support the
/// same (bundletool's parity validators).
struct TargetingSupport: Equatable {
    var dimension: TargetingDimension
    var values: Set<String>
    var hasFallback: Bool?

    /// The values in order: tiers by number, the others by name.
    var sortedValues: [String] {
        dimension == .deviceTier ? values.sorted { (Int($0) ?? 0) < (Int($1) ?? 0) } : values.sorted()
    }

    /// As bundletool prints it: `[ASTC, ETC2] (with fallback directories)`, `[0, 1, 2]`.
    var description: String {
        let shown = dimension == .textureFormat ? sortedValues.map { $0.uppercased() } : sortedValues
        let list = "[" + shown.joined(separator: ", ") + "]"
        guard let hasFallback else { return list }
        return list + (hasFallback ? " (with fallback directories)" : " (without fallback directories)")
    }
}
