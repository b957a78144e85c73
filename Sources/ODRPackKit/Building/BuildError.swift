import LibArchive

/// Why a build stopped. Nothing is left under a final name when one is thrown.
public enum BuildError: Error, Sendable, CustomStringConvertible {
    /// A source file changed (size or modification time) while it was being packed.
    case sourceChanged(String)
    /// A source file could not be read.
    case source(FileSystemError)
    /// libarchive failed.
    case archive(ArchiveError)
    /// The output folder or a file in it could not be written.
    case output(FileSystemError)
    /// The build was interrupted.
    case interrupted

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .sourceChanged(let path): "'\(path)' changed while it was being packed; build again once it is stable"
        case .source(let error): "cannot read source: \(error)"
        case .archive(let error): "cannot write archive: \(error)"
        case .output(let error): "cannot write output: \(error)"
        case .interrupted: "interrupted"
        }
    }
}
