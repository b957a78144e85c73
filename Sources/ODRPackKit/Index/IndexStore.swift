import FileSystem
import Foundation
import PropertyList

/// Reads and writes `index.plist` / `index.json`: Codable through `PropertyListValueEncoder`
/// and the XML writer, or `JSONEncoder` with sorted keys. Both keep every priority exactly:
/// the XML writer and `JSONEncoder` write the shortest text that reads back as the same
/// double, and both readers parse it back to that double. An index is read against the
/// deliveries odr-pack knows (`deliveries`, given by the job: the registry sits above).
public enum IndexStore {
    /// Why an index could not be read.
    public struct ReadError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The index file.
        public var path: String
        /// Why, lower-case.
        public var reason: String

        /// `cannot read the index 'path': reason`.
        public var description: String { "cannot read the index '\(path)': \(reason)" }
    }

    /// The index of the build in `directory` (`index.plist`, else `index.json`), if it has one.
    static func read(in directory: String, deliveries: [DeliveryName]) throws(ReadError) -> (index: BuildIndex, name: String)? {
        for format in IndexFileFormat.allCases {
            let path = PathString.child(directory, format.fileName)
            let bytes: [UInt8]
            do {
                bytes = try FileAccess.readFile(path)
            } catch {
                if error.isMissing { continue }
                throw ReadError(path: path, reason: error.reason)
            }
            return (try decode(bytes, format: format, path: path, deliveries: deliveries), format.fileName)
        }
        return nil
    }

    /// The index at `path`: a build folder, or an `index.plist` / `index.json` file.
    public static func load(_ path: String, deliveries: [DeliveryName]) throws(ReadError) -> BuildIndex {
        if (try? FileStatus.of(path))?.kind == .directory {
            guard let found = try read(in: path, deliveries: deliveries) else {
                throw ReadError(path: path, reason: "it holds no index.plist or index.json")
            }
            return found.index
        }
        let bytes: [UInt8]
        do { bytes = try FileAccess.readFile(path) } catch { throw ReadError(path: path, reason: error.reason) }
        return try decode(bytes, format: path.hasSuffix(".json") ? .json : .plist, path: path, deliveries: deliveries)
    }

    /// Decodes an index in `format`; `path` names it in errors. Its delivery must be one of
    /// `deliveries`, the default first: an index that records none is of the default.
    public static func decode(
        _ bytes: [UInt8], format: IndexFileFormat, path: String, deliveries: [DeliveryName]
    ) throws(ReadError) -> BuildIndex {
        do {
            switch format {
            case .json:
                return try validated(JSONDecoder().decode(BuildIndex.self, from: Data(bytes)), path: path, deliveries: deliveries)
            case .plist:
                let value: PropertyListValue
                do {
                    value = try XMLPropertyList.decode(bytes)
                } catch {
                    throw ReadError(path: path, reason: "it is not a valid property list (\(error))")
                }
                return try validated(PropertyListValueDecoder().decode(BuildIndex.self, from: value), path: path, deliveries: deliveries)
            }
        } catch let error as ReadError {
            throw error
        } catch let error as DecodingError {
            throw ReadError(path: path, reason: CodableErrorText.describe(error))
        } catch {
            throw ReadError(path: path, reason: "it is not a valid index")
        }
    }

    /// Why an index whose delivery is none of `deliveries` cannot be read.
    static func unknownDelivery(_ delivery: DeliveryName, path: String, deliveries: [DeliveryName]) -> ReadError {
        ReadError(
            path: path,
            reason:
                "its delivery \(MessageText.quoted(delivery.rawValue)) is none this odr-pack knows (\(deliveries.map(\.rawValue).joined(separator: ", ")))"
        )
    }

    /// `index`, if what it says is possible: no negative size, sums that fit in 64 bits, each
    /// pack identifier and tag once, each tag naming each pack once. An index is input anyone
    /// can edit; an impossible one is unreadable, so no report or budget works from it.
    static func validated(_ index: BuildIndex, path: String, deliveries: [DeliveryName]) throws(ReadError) -> BuildIndex {
        var index = index
        // An index that records no delivery is of the default, the first.
        if index.delivery == BuildIndex.unrecordedDelivery, let first = deliveries.first { index.delivery = first }
        func fail(_ reason: String) -> ReadError { ReadError(path: path, reason: reason) }
        var archives: Int64 = 0
        var contents: Int64 = 0
        var identifiers = Set<String>()
        for pack in index.assetPacks {
            let name = MessageText.quoted(pack.identifier)
            guard identifiers.insert(pack.identifier).inserted else { throw fail("it lists the pack \(name) twice") }
            guard pack.archiveSize >= 0, pack.uncompressedSize >= 0, pack.files.allSatisfy({ $0.size >= 0 }) else {
                throw fail("the pack \(name) has a negative size")
            }
            var overflow = false
            (archives, overflow) = archives.addingReportingOverflow(pack.archiveSize)
            guard !overflow else { throw fail("its archive sizes add up to more than 2^63 bytes") }
            (contents, overflow) = contents.addingReportingOverflow(pack.uncompressedSize)
            guard !overflow else { throw fail("its packs' sizes add up to more than 2^63 bytes") }
        }
        guard index.appBundleSize >= 0, index.initialAndPrefetchSize >= 0 else { throw fail("its totals hold a negative size") }
        guard deliveries.contains(index.delivery) else { throw unknownDelivery(index.delivery, path: path, deliveries: deliveries) }
        var tags = Set<String>()
        for tag in index.tags {
            guard tags.insert(tag.name).inserted else { throw fail("it lists the tag \(MessageText.quoted(tag.name)) twice") }
            guard Set(tag.assetPacks).count == tag.assetPacks.count else {
                throw fail("the tag \(MessageText.quoted(tag.name)) names one pack twice")
            }
        }
        return index
    }

    /// The index's bytes in `format`.
    static func encode(_ index: BuildIndex, format: IndexFileFormat, defaultDelivery: DeliveryName?) -> [UInt8] {
        var index = index
        // The default delivery's name is left out (`BuildIndex.delivery`).
        if index.delivery == defaultDelivery { index.delivery = BuildIndex.unrecordedDelivery }
        switch format {
        case .plist:
            // BuildIndex encodes only strings, integers, reals and containers: it cannot fail.
            return XMLPropertyList.encode(try! PropertyListValueEncoder().encode(index))
        case .json:
            return Array(try! jsonEncoder.encode(index)) + [0x0A]
        }
    }

    private static var jsonEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return encoder
    }
}
