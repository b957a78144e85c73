import FileSystem

/// A folder laid out as the app sees a pack: each file at its bundle path, for a packager
/// that stores files at their paths below the folder it runs in. Files are copies, checked
/// against the scan as they are read (`SourceFile`): a hard link would be cheaper, but it
/// sets the source's change time, and a build never changes what it reads -- the next
/// build (or one of another delivery on the same sources) would read every staged file
/// again to prove it unchanged (`BuildCache`). The stage is a temporary of the build,
/// removed after the packager ran, or by the next build after a kill.
struct BackgroundAssetsPackStage {
    /// The stage's name in the packs folder.
    let name: String
    /// Its absolute path.
    let path: String

    /// Lays out `files` in a new temporary folder of `context`'s packs folder.
    static func make(
        _ files: [ScannedFile], baseDirectory: String, context: ProducerContext
    ) throws(BuildError) -> BackgroundAssetsPackStage {
        let name = context.temporaries.make(suffix: "-stage")
        let packs = context.folder.packs
        let absolute = (try? FileAccess.canonicalPath(packs.path)) ?? packs.path
        let root: DirectoryHandle
        do throws(FileSystemError) {
            try packs.makeDirectory(name)
            root = try packs.subdirectory(name)
        } catch {
            throw .output(error)
        }
        var folders: Set<String> = []
        for file in files {
            if let signal = context.cancellation?.signal { throw .interrupted(signal: signal) }
            var parent = ""
            for component in file.packPath.split(separator: "/").dropLast() {
                parent = parent.isEmpty ? String(component) : parent + "/" + component
                guard folders.insert(parent).inserted else { continue }
                do throws(FileSystemError) { try root.makeDirectory(parent) } catch { throw .output(error) }
            }
            try copy(file, from: file.compiledOutput ?? PathString.child(baseDirectory, file.source), to: root, context: context)
        }
        return BackgroundAssetsPackStage(name: name, path: PathString.child(absolute, name))
    }

    /// Copies `file` into the stage in chunks, checking it against the scan.
    private static func copy(
        _ file: ScannedFile, from source: String, to root: DirectoryHandle,
        context: ProducerContext
    ) throws(BuildError) {
        let writable: WritableFile
        do throws(FileSystemError) { writable = try root.createFile(file.packPath) } catch { throw .output(error) }
        let reader = try SourceFile(path: source, expected: file)
        try reader.readChunks(with: context.reader, cancellation: context.cancellation) {
            (chunk: UnsafeRawBufferPointer) throws(BuildError) in
            do throws(FileSystemError) { try writable.write(chunk) } catch { throw .output(error) }
        }
        do throws(FileSystemError) { try writable.close() } catch { throw .output(error) }
    }

    /// Removes the stage.
    func remove(context: ProducerContext) {
        OutputFolder.removeTree(name, in: context.folder.packs)
        context.temporaries.forget(name)
    }
}
