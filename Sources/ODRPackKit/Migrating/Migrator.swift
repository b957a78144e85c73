import FileSystem
import SourceScan
import XcodeProject

/// The migration of an app's code to the delivery its packs move to: reads the app's Swift,
/// Objective-C and C# (Unity) sources (the files and folders given; else an Xcode project's target's; else
/// every source below the manifest's folder), scans each (`SourceScanner`) and resolves what it
/// finds against the plan (`Migration+Resolving`): the tags' packs and policies, the files a
/// lookup finds, the tagged items it names. Then counts the files in other languages
/// (`UnscannedSources`) and lists those that mention On-Demand Resources or a packed file.
struct Migrator {
    /// Files and folders to read; empty takes the target's sources or the manifest's folder.
    var sources: [String]

    /// The largest source file read (8 MiB): larger ones are generated code or data.
    static let largestSource = 8 << 20

    /// The migration of the app `manifest` describes to `plan`'s packs; `manifestFile` is where
    /// lint read it. `stage` is told when the sources are scanned.
    func migrate(_ manifest: Manifest, plan: PackPlan, manifestFile: String, stage: StageReport?) -> Migration {
        var diagnostics: [Diagnostic] = []
        var walk = SourceWalk()
        let files = sourceFiles(manifest: manifest, walk: &walk, diagnostics: &diagnostics)
        stage?(.scanningSources(files: files.count))
        var resolver = MigrationResolver(manifest: manifest, plan: plan)
        let sites = scan(files, resolver: &resolver, diagnostics: &diagnostics)
        diagnostics += resolver.diagnostics
        let unscanned = UnscannedSources(plan: plan).find(in: unscannedRoots(manifest: manifest), walk: &walk, limit: Self.largestSource)
        diagnostics += unscanned.mentioning.map(Diagnostic.unscannedSource)
        if files.isEmpty && !diagnostics.contains(where: { $0.code == .noSources }) {
            diagnostics.append(.noSources(given: sources, manifest: manifestFile))
        }
        return Migration(
            manifestFile: manifestFile, delivery: plan.delivery.id, sources: files, sites: sites,
            items: resolver.items, unscanned: unscanned, diagnostics: diagnostics.sorted())
    }

    /// The places of every file: read, scanned and resolved; an unreadable file is a diagnostic.
    func scan(_ files: [String], resolver: inout MigrationResolver, diagnostics: inout [Diagnostic]) -> [MigrationSite] {
        var sites: [MigrationSite] = []
        for file in files {
            let bytes: [UInt8]
            do {
                bytes = try FileAccess.readFile(file, limit: Self.largestSource)
            } catch {
                diagnostics.append(.unreadableSource(file, reason: error.reason))
                continue
            }
            if PathString.pathExtension(file) == "cs" {
                let (findings, parses) = CSharpScanner.scan(String(decoding: bytes, as: UTF8.self))
                sites += findings.compactMap { resolver.csharpSite($0, file: file, parses: parses) }
                continue
            }
            let language: SourceLanguage = PathString.pathExtension(file) == "swift" ? .swift : .objectiveC
            let findings = SourceScanner.scan(String(decoding: bytes, as: UTF8.self), language: language)
            sites += findings.compactMap { resolver.site($0, file: file, language: language) }
        }
        return sites
    }

    /// Where files in other languages are looked for: the paths given with `--sources`, else
    /// the app's folder (an Xcode project's, or the manifest's).
    func unscannedRoots(manifest: Manifest) -> [String] {
        sources.isEmpty ? [Self.appFolder(of: manifest.file)] : sources
    }

    /// The folder of the app a manifest describes: an Xcode project's file is
    /// `<name>.xcodeproj/project.pbxproj`, whose folder's folder holds the app.
    static func appFolder(of manifestFile: String) -> String {
        let folder = PathString.folder(of: manifestFile)
        return folder.hasSuffix(".xcodeproj") ? PathString.folder(of: folder) : folder
    }

    /// The repository `folder` is in (canonical): the nearest folder at or above it holding
    /// `.git`, else `folder` itself; nil when `folder` cannot be resolved.
    static func repositoryRoot(of folder: String) -> String? {
        guard var current = try? FileAccess.canonicalPath(folder.isEmpty ? "." : folder) else { return nil }
        let start = current
        while true {
            if (try? FileStatus.of(linkAt: PathString.child(current, ".git"))) != nil { return current }
            let parent = PathString.folder(of: current)
            if parent.isEmpty || parent == current { return start }
            current = parent
        }
    }

    /// The source files to read, each once, sorted: the files and folders given (a missing
    /// one is `no-sources`); else the project's target's; else those below the manifest's folder.
    func sourceFiles(manifest: Manifest, walk: inout SourceWalk, diagnostics: inout [Diagnostic]) -> [String] {
        var found = Set<String>()
        if !sources.isEmpty {
            for path in sources {
                guard let status = try? FileStatus.of(path) else {
                    diagnostics.append(.noSources(given: [path], manifest: manifest.file))
                    continue
                }
                if status.kind == .directory {
                    found.formUnion(walk.sources(below: path))
                } else {
                    found.insert(path)
                }
            }
        } else if !manifest.sourceFiles.isEmpty {
            // A project may reference any path; only its repository's sources are read unasked.
            let root = Self.repositoryRoot(of: Self.appFolder(of: manifest.file))
            for file in manifest.sourceFiles {
                if let root, let resolved = try? FileAccess.canonicalPath(file), RelativePath.relative(resolved, to: root) == nil {
                    let reason =
                        "it is outside the project's repository \(MessageText.quoted(root)), which migrate reads alone unless --sources names it"
                    diagnostics.append(.unreadableSource(file, reason: reason))
                } else {
                    found.insert(file)
                }
            }
        } else {
            found.formUnion(walk.sources(below: Self.appFolder(of: manifest.file)))
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
