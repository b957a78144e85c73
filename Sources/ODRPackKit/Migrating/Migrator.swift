import FileSystem
import SourceScan
import XcodeProject

/// `odr-pack migrate`: lints the manifest for the delivery the packs move to
/// (`Deliveries.migrationTarget`: Background Assets), reads the app's Swift and Objective-C sources (the files and
/// folders given; else an Xcode project's target's; else every source below the manifest's
/// folder), scans each (`SourceScanner`) and resolves what it finds against the plan
/// (`Migration+Resolving`): the tags' packs and policies, the files a lookup finds, the
/// tagged items it names.
public struct MigrateJob: Sendable {
    /// The manifest or Xcode project.
    public var manifest: String
    /// Files and folders to read; empty takes the target's sources or the manifest's folder.
    public var sources: [String] = []
    /// How to read an Xcode project.
    public var project: ProjectOptions
    /// The merge the packs are arranged after (`--max-packs`), the lock file, and how the merge may be made.
    public var maximumPacks: Int?
    public var lockFile: String?
    public var givenOptions: Set<DeliveryOption> = []
    public var allowPolicyCrossing = false
    public var maximumExtraDownload: Int64?
    /// Told of each stage the lint and the migration enter.
    public var stage: StageReport?

    /// The largest source file read (8 MiB): larger ones are generated code or data.
    static let largestSource = 8 << 20

    /// A migration of `manifest`'s app.
    public init(manifest: String, project: ProjectOptions = ProjectOptions()) {
        self.manifest = manifest
        self.project = project
    }

    /// Lints, reads the sources and resolves what they use.
    public func run() -> MigrateOutcome {
        var projectOptions = project
        projectOptions.listsSources = sources.isEmpty
        // migrate compiles nothing, so it does not look for Xcode's compilers.
        var options = LintOptions(project: projectOptions, allowUncompiled: true)
        options.delivery = Deliveries.migrationTarget
        options.maximumPacks = maximumPacks
        options.lockFile = lockFile
        options.givenOptions = givenOptions
        options.allowPolicyCrossing = allowPolicyCrossing
        options.maximumExtraDownload = maximumExtraDownload
        options.stage = stage
        let lint = Linter.lint(manifestAt: manifest, options: options)
        guard let read = lint.manifest, let plan = lint.plan, !lint.diagnostics.contains(where: { $0.severity == .error && $0.code.isUsageError }) else {
            return MigrateOutcome(lint: lint, migration: nil)
        }
        var diagnostics: [Diagnostic] = []
        let files = sourceFiles(manifest: read, diagnostics: &diagnostics)
        stage?(.scanningSources(files: files.count))
        var resolver = MigrationResolver(manifest: read, plan: plan)
        var sites: [MigrationSite] = []
        for file in files {
            let bytes: [UInt8]
            do {
                bytes = try FileAccess.readFile(file, limit: Self.largestSource)
            } catch {
                diagnostics.append(.unreadableSource(file, reason: error.reason))
                continue
            }
            let language: SourceLanguage = PathString.pathExtension(file) == "swift" ? .swift : .objectiveC
            let findings = SourceScanner.scan(String(decoding: bytes, as: UTF8.self), language: language)
            sites += findings.compactMap { resolver.site($0, file: file, language: language) }
        }
        diagnostics += resolver.diagnostics
        if files.isEmpty && !diagnostics.contains(where: { $0.code == .noSources }) {
            diagnostics.append(.noSources(given: sources, manifest: lint.manifestFile))
        }
        let migration = Migration(manifestFile: lint.manifestFile, delivery: plan.delivery, sources: files, sites: sites,
                                  items: resolver.items, diagnostics: diagnostics.sorted())
        return MigrateOutcome(lint: lint, migration: migration)
    }

    /// The source files to read, each once, sorted: the files and folders given (a missing
    /// one is `no-sources`); else the project's target's; else those below the manifest's folder.
    func sourceFiles(manifest: Manifest, diagnostics: inout [Diagnostic]) -> [String] {
        var found = Set<String>()
        if !sources.isEmpty {
            for path in sources {
                guard let status = try? FileStatus.of(path) else {
                    diagnostics.append(.noSources(given: [path], manifest: manifest.file))
                    continue
                }
                if status.kind == .directory {
                    SourceWalk.collect(in: path, into: &found)
                } else {
                    found.insert(path)
                }
            }
        } else if !manifest.sourceFiles.isEmpty {
            found.formUnion(manifest.sourceFiles)
        } else {
            // An Xcode project's file is `<name>.xcodeproj/project.pbxproj`: its folder's folder.
            let folder = PathString.folder(of: manifest.file)
            SourceWalk.collect(in: folder.hasSuffix(".xcodeproj") ? PathString.folder(of: folder) : folder, into: &found)
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

/// What `migrate` found, or the lint that says why it could not look.
public struct MigrateOutcome: Outcome {
    /// The lint of the manifest for the delivery the packs move to.
    public var lint: LintResult
    /// The migration; nil when the manifest could not be read or the command line is refused.
    public var migration: Migration?

    /// The migration's diagnostics and lint's, sorted.
    public var diagnostics: [Diagnostic] { ((migration?.diagnostics ?? []) + lint.diagnostics).sorted() }

    /// Fails when the manifest cannot be read, the command line is refused, or no source can be read.
    public var failed: Bool { migration?.failed ?? true }
}

/// The Swift and Objective-C files below a folder, for a migration without an Xcode target:
/// hidden folders and those of build tools and dependency managers are not entered, nor a
/// folder already on the way down (a link back up).
enum SourceWalk {
    /// Folders never entered: build products and other people's code.
    static let skipped: Set<String> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "vendor"]

    /// Adds the sources below `folder` to `found`.
    static func collect(in folder: String, into found: inout Set<String>) {
        let root = (try? FileStatus.of(folder)).map { Set([$0.identity]) } ?? []
        walk(folder, visited: root, into: &found)
    }

    private static func walk(_ folder: String, visited: Set<FileIdentity>, into found: inout Set<String>) {
        guard let names = try? DirectoryHandle(folder).contents() else { return }
        for name in names.sorted() where !name.hasPrefix(".") && !skipped.contains(name) {
            let path = PathString.join(folder, name)
            guard let status = try? FileStatus.of(path) else { continue }
            if status.kind == .directory {
                guard !visited.contains(status.identity), !PathString.pathExtension(name).hasSuffix("proj") else { continue }
                walk(path, visited: visited.union([status.identity]), into: &found)
            } else if ProjectGraph.sourceExtensions.contains(PathString.pathExtension(name)) {
                found.insert(path)
            }
        }
    }
}
