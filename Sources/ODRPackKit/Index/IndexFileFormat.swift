/// The index's format.
public enum IndexFileFormat: String, Sendable, CaseIterable {
    /// `index.plist`, an XML property list.
    case plist
    /// `index.json`.
    case json

    /// The index's file name.
    public var fileName: String { "index.\(rawValue)" }
}
