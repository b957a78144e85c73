import FileSystem
import PropertyList

/// How one delivery writes a planned pack into the packs folder, and which files it derives
/// from the index after the commit. `Builder` runs the rest of the protocol (reuse,
/// temporaries, pending names, the index as the commit point) the same for every delivery;
/// a delivery's `prepare` gives its producer.
protocol PackProducer: Sendable {
    /// The name of a pack's archive (or folder) in the packs folder; empty when the
    /// delivery writes no archive.
    func archiveName(_ pack: AssetPack) -> String
    /// What `pack`'s inputs are besides its files and names, for its fingerprint.
    func fingerprint(of pack: AssetPack) -> String
    /// Whether archives are folders (stamped by their entries).
    var writesFolders: Bool { get }
    /// The index's `ArchiveFormat`.
    var archiveFormat: String { get }
    /// Adds to the index what this delivery records beyond the shared keys.
    func annotate(_ index: inout BuildIndex)
    /// Writes `pack` under a temporary name in the packs folder; the pack as the index
    /// records it, and the temporary name written (nil when nothing was).
    func produce(_ pack: AssetPack, context: ProducerContext) throws(BuildError) -> (pack: BuiltPack, written: String?)
    /// The files derived from `index`, written after the commit point.
    func derivedFiles(_ index: BuildIndex) -> DerivedFiles
}

/// What a producer gets from the builder for one pack.
struct ProducerContext {
    let folder: OutputFolder
    let temporaries: BuildTemporaries
    let reader: ChunkedReader
    let cancellation: Cancellation?
    let progress: (Int64) -> Void
    /// What devices may hold of the pack: its entries in the `--baseline` index and in the
    /// last build's cache, those that exist.
    let previous: [BuiltPack]
}

/// One file a delivery derives from the index, and for a property list its value, which
/// verify compares key by key.
struct DerivedFile: Sendable {
    var name: String
    var bytes: [UInt8]
    var propertyList: PropertyListValue? = nil

    /// A property list, written binary.
    static func binaryPropertyList(_ name: String, _ value: PropertyListValue) -> DerivedFile {
        DerivedFile(name: name, bytes: BinaryPropertyList.encode(value), propertyList: value)
    }
}

/// Files a delivery derives from the index: at the top of the output folder and in the
/// packs folder, by name.
struct DerivedFiles: Sendable {
    var top: [DerivedFile] = []
    var packs: [DerivedFile] = []
}
