import Foundation

/// A parsed `project.pbxproj`: its header fields and its object graph, keyed by id.
///
/// Only structure is checked here: every object is a dictionary with an `isa`, and the root
/// object exists. What the objects mean (groups, paths, targets) is read by later layers.
public struct PBXProjectFile: Sendable {
    /// The whole top-level dictionary.
    public let document: PBXDictionary
    /// `archiveVersion`, `1` in every known file.
    public let archiveVersion: String
    /// `objectVersion`, e.g. `46` (Xcode 3.2 format) up to `77` (Xcode 16), kept as written.
    public let objectVersion: String
    /// The id of the `PBXProject` object, from `rootObject`.
    public let rootObjectID: String
    /// Every object, keyed by id.
    public let objects: [String: PBXObject]
    /// The `PBXProject` object named by `rootObject`.
    public let rootObject: PBXObject
    private let objectsByISA: [String: [PBXObject]]

    /// Parses and checks the bytes of a `project.pbxproj`.
    public init(bytes: [UInt8]) throws(PBXProjectError) {
        let value: OpenStepValue
        do {
            value = try OpenStepParser.parse(bytes)
        } catch {
            throw .syntax(error)
        }
        guard let top = value.dictionary else {
            throw .wrongType(keyPath: [], expected: .dictionary, found: value.kind, at: value.location)
        }
        document = PBXDictionary(top, keyPath: [], at: value.location)
        archiveVersion = try document.string("archiveVersion")
        objectVersion = try document.string("objectVersion")
        rootObjectID = try document.string("rootObject")
        (objects, objectsByISA) = try Self.index(document.dictionary("objects"))
        guard let root = objects[rootObjectID] else {
            let reference = document["rootObject"]?.location ?? document.location
            throw .missingObject(id: rootObjectID, keyPath: ["rootObject"], at: reference)
        }
        rootObject = root
    }

    /// Parses and checks a `project.pbxproj` held in `Data`.
    public init(data: Data) throws(PBXProjectError) {
        try self.init(bytes: [UInt8](data))
    }

    /// Reads and parses a `project.pbxproj` file; throws the file system's error or a `PBXProjectError`.
    public init(contentsOf url: URL) throws {
        try self.init(data: Data(contentsOf: url))
    }

    /// The object with this id, or nil.
    public func object(_ id: String) -> PBXObject? {
        objects[id]
    }

    /// Every object of this class, sorted by id.
    public func objects(isa: String) -> [PBXObject] {
        objectsByISA[isa] ?? []
    }

    private static func index(
        _ objects: PBXDictionary
    ) throws(PBXProjectError) -> ([String: PBXObject], [String: [PBXObject]]) {
        var byID = [String: PBXObject](minimumCapacity: objects.entries.count)
        var byISA: [String: [PBXObject]] = [:]
        for entry in objects.entries.entries {
            let object = try PBXObject(entry)
            byID[object.id] = object
            byISA[object.isa, default: []].append(object)
        }
        for isa in byISA.keys {
            byISA[isa]?.sort { $0.id < $1.id }
        }
        return (byID, byISA)
    }
}
