import FileSystem

/// `odr-pack convert INPUT -o OUTPUT`: a manifest or Xcode project written as the native XML
/// manifest or a property list (`ManifestConverter`), atomically; nothing is written when
/// reading gives an error or the manifest cannot be written in that form.
public struct ConvertJob: Sendable {
    /// The Xcode project or manifest to convert.
    public var input: String
    /// The manifest to write.
    public var output: String
    /// How to read an Xcode project.
    public var project: ProjectOptions
    /// The folder relative paths start from.
    public var workingDirectory: String

    /// A conversion of `input` to `output`.
    public init(input: String, output: String, project: ProjectOptions, workingDirectory: String) {
        self.input = input
        self.output = output
        self.project = project
        self.workingDirectory = workingDirectory
    }

    /// Reads, converts and writes.
    public func run() -> ConvertOutcome {
        let result = ManifestConverter.convert(input, project: project, output: output, workingDirectory: workingDirectory)
        var outcome = ConvertOutcome(input: input, output: output, manifest: result.read.manifest, diagnostics: result.read.diagnostics)
        if let error = result.writeError { outcome.diagnostics.append(.manifestNotConvertible(error, output: output)) }
        if let bytes = result.bytes {
            do throws(FileSystemError) {
                try FileWriter.write(bytes, to: output)
                outcome.written = true
            } catch {
                outcome.diagnostics.append(.outputWriteFailed(error))
            }
        }
        outcome.diagnostics.sort()
        return outcome
    }
}

/// What `convert` did.
public struct ConvertOutcome: Outcome {
    /// The converted project or manifest, as named by the user.
    public var input: String
    /// The manifest written, as named by the user.
    public var output: String
    /// The manifest read, when it could be read.
    public var manifest: Manifest?
    /// Reading problems and why nothing was written.
    public var diagnostics: [Diagnostic]
    /// Whether the output was written.
    public var written = false
}
