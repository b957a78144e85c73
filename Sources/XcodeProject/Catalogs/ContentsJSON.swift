import FileSystem
import Foundation

/// Reads the tags of one asset-catalog `Contents.json`, with `Codable`: the tags sit under
/// `properties` (or, in older catalogs, `info`) as `on-demand-resource-tags`.
enum ContentsJSON {
    static let tagsKey = "on-demand-resource-tags"

    /// The part of a `Contents.json` that carries tags; every other key is ignored.
    private struct File: Decodable {
        var properties: Section?
        var info: Section?
    }

    /// A `properties` or `info` object. A section that is not an object carries no tags, as
    /// before; tags that are not an array of strings are an error.
    private struct Section: Decodable {
        var tags: [String]?

        enum CodingKeys: String, CodingKey { case tags = "on-demand-resource-tags" }

        init(from decoder: Decoder) throws {
            guard let container = try? decoder.container(keyedBy: CodingKeys.self) else { return }
            tags = try container.decodeIfPresent([String].self, forKey: .tags)
        }
    }

    /// The tags the file carries; empty when it does not exist or has none. A file that is
    /// not JSON, not a regular file, or whose tags are not an array of strings adds a
    /// problem and no tags.
    static func tags(at path: String, problems: inout [AssetCatalog.Problem]) -> [String] {
        let bytes: [UInt8]
        do {
            bytes = try FileAccess.readFile(path)
        } catch {
            if !error.isMissing { problems.append(.init(file: path, reason: .unreadable(error.reason))) }
            return []
        }
        do {
            let file = try JSONDecoder().decode(File.self, from: Data(bytes))
            return file.properties?.tags ?? file.info?.tags ?? []
        } catch let DecodingError.typeMismatch(_, context) where !context.codingPath.isEmpty {
            let section = context.codingPath.first?.stringValue ?? "properties"
            problems.append(.init(file: path, reason: .tagsNotStrings(section: section)))
        } catch DecodingError.typeMismatch {
            problems.append(.init(file: path, reason: .notAnObject))
        } catch {
            problems.append(.init(file: path, reason: .notJSON))
        }
        return []
    }
}
