import PropertyList

/// What the last build in an output folder recorded for the next one
/// (`.odr-pack-cache.plist`, a binary plist that odr-pack's own decoder reads quickly):
/// its index with each pack's input fingerprint, and the packed files that passed the
/// executable check, with the size and time they had then.
public struct BuildCache: Sendable {
    /// The last build's index, fingerprints included.
    public var index: BuildIndex
    /// Files found free of executable code, for `LintOptions.checkedFiles`.
    public var checkedFiles: [String: FileStamp]

    /// The cache in `directory`; `nil` when there is none or it cannot be read (then every
    /// pack is written and every file checked).
    public static func load(from directory: String) -> BuildCache? {
        guard let bytes = try? FileAccess.readFile(directory + "/" + IndexStore.cacheName),
              let value = try? BinaryPropertyList.decode(bytes),
              let indexValue = value["Index"], var index = try? BuildIndex(propertyList: indexValue),
              let fingerprints = value["Fingerprints"]?.dictionaryValue else { return nil }
        for position in index.assetPacks.indices {
            index.assetPacks[position].inputFingerprint = fingerprints[index.assetPacks[position].identifier]?.stringValue ?? ""
        }
        let checked = (value["Checked"]?.dictionaryValue ?? [:]).compactMapValues { value -> FileStamp? in
            guard let pair = value.arrayValue, pair.count == 2, let size = pair[0].integerValue,
                  let time = pair[1].integerValue else { return nil }
            return FileStamp(size: size, modificationTime: time)
        }
        return BuildCache(index: index, checkedFiles: checked)
    }
}
