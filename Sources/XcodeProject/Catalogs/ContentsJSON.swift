import Foundation

/// Reads the tags of one asset-catalog `Contents.json`.
enum ContentsJSON {
    static let tagsKey = "on-demand-resource-tags"

    /// The tags the file carries; empty when it does not exist or has none. A file that is
    /// not JSON, or whose tags are not an array of strings, adds a problem and no tags.
    static func tags(at path: String, problems: inout [AssetCatalog.Problem]) -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            problems.append(.init(file: path, reason: "it is not valid JSON"))
            return []
        }
        guard let root = object as? [String: Any] else {
            problems.append(.init(file: path, reason: "its top level is not a JSON object"))
            return []
        }
        for section in ["properties", "info"] {
            guard let value = (root[section] as? [String: Any])?[tagsKey] else { continue }
            guard let tags = value as? [String] else {
                problems.append(.init(file: path, reason: "'\(section).\(tagsKey)' is not an array of strings"))
                return []
            }
            return tags
        }
        return []
    }
}
