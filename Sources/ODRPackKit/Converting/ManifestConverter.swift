import FileSystem

/// `odr-pack convert`: reads any manifest (usually an Xcode project) and writes the same
/// manifest in the native XML form, or as a property list when the output ends in `.plist`,
/// with `base` relative to the output file's folder so the written file lints as the source does.
public enum ManifestConverter {
    /// The outcome of a conversion.
    public struct Result: Sendable {
        /// What reading the source gave; its diagnostics are the reading problems only (nothing is scanned).
        public var read: ManifestReadResult
        /// The bytes to write, when the source could be read without error and written in the form asked for.
        public var bytes: [UInt8]?
        /// Why the manifest cannot be written in that form, if so.
        public var writeError: ManifestWriteError?
    }

    /// Converts the manifest or project at `path` for the output file `output`, relative paths
    /// being taken from `workingDirectory`; a `delivery` or `profile` it gives is held to `names`.
    static func convert(_ path: String, project: ProjectOptions, names: DeliveryNames, output: String, workingDirectory: String) -> Result {
        // A manifest is one target's: the platform targets of one app are each converted alone.
        guard !project.readsSeveralTargets else {
            let refused = Diagnostic(
                .inapplicableOption,
                "convert writes the manifest of one target; give one --target, and convert each platform target on its own", at: nil)
            return Result(read: ManifestReadResult(manifest: nil, diagnostics: [refused]), bytes: nil, writeError: nil)
        }
        var read = ManifestLoader.load(path, project: project, names: names)
        // A path that lint would refuse is not written either (nothing else is scanned here).
        for entry in read.manifest?.resources ?? [] where RelativePath(entry.path) == .outside {
            read.diagnostics.append(.pathOutsideBase(entry.path, at: entry.location))
        }
        if let manifest = read.manifest, let note = compiledSources(manifest) { read.diagnostics.append(note) }
        read.diagnostics.sort()
        guard let manifest = read.manifest, !read.diagnostics.containsErrors else {
            return Result(read: read, bytes: nil, writeError: nil)
        }
        let base = relativeBase(manifest.baseDirectory, outputFile: output, workingDirectory: workingDirectory)
        // Both written forms are XML: a name read from a binary plist or a project may hold
        // characters XML 1.0 cannot (NUL and other C0 controls, U+FFFE, U+FFFF).
        if let text = ManifestXMLWriter.firstUnwritable(in: manifest, base: base) {
            return Result(read: read, bytes: nil, writeError: .notWritableInXML(text))
        }
        if output.lowercased().hasSuffix(".plist") {
            return Result(read: read, bytes: ManifestPropertyListWriter.encode(manifest, base: base), writeError: nil)
        }
        do {
            return Result(read: read, bytes: try ManifestXMLWriter.encode(manifest, base: base, source: path), writeError: nil)
        } catch {
            return Result(read: read, bytes: nil, writeError: error)
        }
    }

    /// One note for the tagged resources Xcode compiles: a manifest names plain files, so the
    /// written manifest names their sources, which a build from it packs as they are.
    static func compiledSources(_ manifest: Manifest) -> Diagnostic? {
        var counts: [String: Int] = [:]
        var first: Int?
        for (index, entry) in manifest.resources.enumerated() where !entry.tags.isEmpty {
            switch entry.processing {
            case .compiled(let tool), .compiledIntoApp(let tool):
                counts[tool.name, default: 0] += 1
                first = first ?? index
            case .copy, .rewritten, .notCopied:
                continue
            }
        }
        guard let first else { return nil }
        let tools = counts.sorted { $0.key < $1.key }.map { (name: $0.key, count: $0.value) }
        return .compiledSourcesConverted(tools, at: manifest.entryLocation(first))
    }

    /// `base` as seen from the folder of `outputFile`; nil when they are the same folder.
    static func relativeBase(_ base: String, outputFile: String, workingDirectory: String) -> String? {
        let from = PathString.join(workingDirectory, PathString.folder(of: outputFile)).split(separator: "/")
        let to = PathString.join(workingDirectory, base).split(separator: "/")
        var common = 0
        while common < min(from.count, to.count) && from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
