import FileSystem
import Foundation

/// Reads the tags of one asset-catalog `Contents.json`, with `Codable`: the tags sit under
/// `properties` (or, in older catalogs, `info`) as `on-demand-resource-tags`.
enum ContentsJSON {
    static let tagsKey = "on-demand-resource-tags"

    /// The part of a `Contents.json` that carries tags and names files; every other key is ignored.
    private struct File: Decodable {
        var properties: Section?
        var info: Section?
        var images: Items?
        var data: Items?
        var symbols: Items?
        var videos: Items?

        /// The files the set names (`"filename"` of its images, data, symbols and videos).
        var fileNames: [String] { [images, data, symbols, videos].flatMap { $0?.names ?? [] } }
    }

    /// A list of items, some of which name a file. Anything else in it is skipped, never an
    /// error: only the tags' shape is checked.
    private struct Items: Decodable {
        var names: [String] = []

        init(from decoder: Decoder) throws {
            guard var list = try? decoder.unkeyedContainer() else { return }
            while !list.isAtEnd {
                guard let item = try? list.decode(Item.self) else { return }
                if let name = item.filename { names.append(name) }
            }
        }
    }

    /// One item; decoding it never fails.
    private struct Item: Decodable {
        var filename: String?

        enum CodingKeys: String, CodingKey { case filename }

        init(from decoder: Decoder) throws {
            filename = try? decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .filename)
        }
    }

    /// A `properties` or `info` object. A section that is not an object carries no tags, as
    /// before; tags that are not an array of strings are an error.
    private struct Section: Decodable {
        var tags: [String]?
        /// `provides-namespace`: the folder's name is part of its items' names. A value that is
        /// not a boolean is no namespace.
        var providesNamespace = false

        enum CodingKeys: String, CodingKey {
            case tags = "on-demand-resource-tags"
            case providesNamespace = "provides-namespace"
        }

        init(from decoder: Decoder) throws {
            guard let container = try? decoder.container(keyedBy: CodingKeys.self) else { return }
            tags = try container.decodeIfPresent([String].self, forKey: .tags)
            providesNamespace = (try? container.decodeIfPresent(Bool.self, forKey: .providesNamespace)) == true
        }
    }

    /// The tags the file carries; empty when it does not exist or has none. A file that is
    /// not JSON, not a regular file, or whose tags are not an array of strings adds a
    /// problem and no tags.
    static func tags(at path: String, problems: inout [AssetCatalog.Problem]) -> [String] {
        read(at: path, problems: &problems).tags
    }

    /// Whether the folder whose `Contents.json` is at `path` provides a namespace to its items
    /// (`properties.provides-namespace`); false when the file is missing or unreadable.
    static func providesNamespace(at path: String) -> Bool {
        guard let bytes = try? FileAccess.readFile(path), let file = try? JSONDecoder().decode(File.self, from: Data(bytes)) else {
            return false
        }
        return file.properties?.providesNamespace == true
    }

    /// The tags the file carries and the names of the files it lists, as `tags(at:problems:)`.
    static func read(at path: String, problems: inout [AssetCatalog.Problem]) -> (tags: [String], files: [String]) {
        let bytes: [UInt8]
        do {
            bytes = try FileAccess.readFile(path)
        } catch {
            if !error.isMissing { problems.append(.init(file: path, reason: .unreadable(error.reason))) }
            return ([], [])
        }
        do {
            let file = try JSONDecoder().decode(File.self, from: Data(bytes))
            return (file.properties?.tags ?? file.info?.tags ?? [], file.fileNames)
        } catch let DecodingError.typeMismatch(_, context) where !context.codingPath.isEmpty {
            let section = context.codingPath.first?.stringValue ?? "properties"
            problems.append(.init(file: path, reason: .tagsNotStrings(section: section)))
        } catch DecodingError.typeMismatch {
            problems.append(.init(file: path, reason: .notAnObject))
        } catch {
            problems.append(.init(file: path, reason: .notJSON))
        }
        return ([], [])
    }
}
