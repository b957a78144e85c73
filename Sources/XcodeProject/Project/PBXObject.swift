/// One entry of a pbxproj's `objects` dictionary: an id, its `isa` class and its fields.
public struct PBXObject: Equatable, Sendable {
    /// The object's id, the key it is stored under (usually, not always, 24 hex digits).
    public let id: String
    /// The object's class, e.g. `PBXBuildFile` or `XCBuildConfiguration`.
    public let isa: String
    /// The object's fields, `isa` included, with key path `["objects", id]`.
    public let fields: PBXDictionary
    /// Where the object's id is written.
    public let location: OpenStepLocation

    /// Reads an object from its entry in `objects`; throws unless it is a dictionary with a string `isa`.
    public init(_ entry: OpenStepDictionary.Entry) throws(PBXProjectError) {
        let keyPath = ["objects", entry.key]
        guard let dictionary = entry.value.dictionary else {
            throw .wrongType(keyPath: keyPath, expected: .dictionary, found: entry.value.kind, at: entry.value.location)
        }
        self.id = entry.key
        self.fields = PBXDictionary(dictionary, keyPath: keyPath, at: entry.value.location)
        self.isa = try fields.string("isa")
        self.location = entry.keyLocation
    }
}
