import Foundation
import PropertyList

/// Reads and writes `index.plist` / `index.json` in an output folder.
enum IndexStore {
    /// The index of the build in `directory` (`index.plist` or `index.json`), if it has one.
    static func read(in directory: String) throws(IndexError) -> BuildIndex? {
        for format in BuildOptions.IndexFormat.allCases {
            let path = directory + "/" + format.fileName
            guard let bytes = try? FileAccess.readFile(path) else { continue }
            return try decode(bytes, path: path)
        }
        return nil
    }

    /// Decodes an index in either format.
    static func decode(_ bytes: [UInt8], path: String) throws(IndexError) -> BuildIndex {
        let object: Any
        do {
            object = path.hasSuffix(".json")
                ? try JSONSerialization.jsonObject(with: Data(bytes))
                : try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw .unreadable(path, reason: path.hasSuffix(".json") ? "it is not valid JSON" : "it is not a valid property list")
        }
        guard let value = PropertyListValue(foundationObject: object) else {
            throw .unreadable(path, reason: "it holds values an index cannot")
        }
        do {
            return try BuildIndex(propertyList: value)
        } catch {
            throw .unreadable(path, reason: error.description)
        }
    }

    /// The name of the build cache: the previous index and each pack's input fingerprint,
    /// as a binary plist that odr-pack's own decoder reads quickly.
    static let cacheName = ".odr-pack-cache.plist"

    /// The cache's bytes for `index`.
    static func encodeCache(_ index: BuildIndex, plan: PackPlan) -> [UInt8] {
        // Every packed file passed lint's executable check at this size and time.
        let stamps = plan.packs.flatMap(\.files).map { file in
            (file.source, PropertyListValue.array([.integer(file.size), .integer(file.modificationTime)]))
        }
        return BinaryPropertyList.encode([
            "Checked": .dictionary(Dictionary(stamps) { first, _ in first }),
            "Index": index.propertyList,
            "Fingerprints": .dictionary(Dictionary(uniqueKeysWithValues: index.assetPacks.map {
                ($0.identifier, PropertyListValue.string($0.inputFingerprint))
            })),
        ])
    }

    /// The index's bytes in `format`.
    static func encode(_ index: BuildIndex, format: BuildOptions.IndexFormat) -> [UInt8] {
        switch format {
        case .plist: XMLPropertyList.encode(index.propertyList)
        case .json: Array(index.propertyList.jsonText.utf8)
        }
    }
}
