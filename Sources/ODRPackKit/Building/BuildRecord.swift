import FileSystem

/// What the last build in an output folder recorded of the whole build (`.odr-pack-record`),
/// so that a build in which nothing changed costs a `stat` per file read: checked first, and
/// when everything it names is as it was, the build reports what the last one reported and
/// returns, without reading the manifest, scanning, planning, hashing or writing anything.
///
/// It holds the build's key (the manifest path, the working folder, every option that
/// affects what is written or reported, the environment that chooses tools, odr-pack's
/// version), the SHA-256 of the manifest or `project.pbxproj` and of the lock file, every
/// path the readers and the scanner read or listed with what `stat` said of it
/// (`ReadLog`: a folder's times vouch for its names), every file odr-pack owns in the output
/// folder as the build left it, and what the build reported (`Replay`).
///
/// Times only vouch: a record is written only when every stamp in it had settled (its
/// status-change time at least a second before the build began, or, for an output, before
/// the record was written; `FileStamp.isSettled(before:)`), and any difference -- a key, a
/// digest, a stamp, a path now missing or present -- sends the build down the full path,
/// where content decides (`BuildCache`). A record from another project or folder names
/// other inodes; a damaged one fails its checksum; one of another odr-pack is ignored.
struct BuildRecord: Sendable, Equatable {
    /// The record's file name in the output folder.
    static let fileName = BuildFolderMarkers.recordFile
    /// The format's version; a record of another version is ignored.
    static let formatVersion: Int64 = 2

    /// A file whose bytes are part of the key, and their SHA-256 (nil: the file was missing).
    struct KeyedFile: Sendable, Equatable {
        var path: String
        var sha256: String?
    }

    /// What the build reported, for a build that changes nothing to report again.
    struct Replay: Sendable, Equatable {
        /// The delivery that built.
        var delivery: String
        /// The limit profile applied.
        var profile: String
        /// Every diagnostic of the build, after `--development` and `--werror`.
        var diagnostics: [Diagnostic]
        /// The packs the index lists, by identifier.
        var packs: [String]
        /// The index's uncompressed and archive sizes.
        var uncompressedSize: Int64
        var archiveSize: Int64
        /// The delivery's lines of the summary (`BuildDelivery.builtLines`).
        var lines: [String]
        /// How many packs hold resources packed as their sources (`--allow-uncompiled`).
        var uncompiled: Int64
    }

    /// The odr-pack that wrote it (`BuildOptions.generator`).
    var generator: String
    /// The SHA-256 of the build's key (`key(_:)`).
    var key: String
    var keyedFiles: [KeyedFile]
    /// Every path the readers and the scanner read, with what was found.
    var inputs: [ReadLog.Entry]
    /// Every file odr-pack owns in the output folder, by its path below the folder.
    var outputs: [ReadLog.Entry]
    var replay: Replay

    /// The environment variables that choose the tools a build runs.
    static let environmentKeys = ["PATH", "ODR_PACK_BA_PACKAGE", "ODR_PACK_BA_PACKAGE_COMMAND"]

    /// The SHA-256 of everything about `request` that decides what a build writes and reports,
    /// but the files it reads: the manifest as named, the working folder, the options, the
    /// environment that finds tools.
    static func key(_ request: BuildPipeline.Request, environment: [String: String]) -> String {
        let lint = request.lint
        let build = request.build
        var lines = [
            "manifest \(request.manifest)", "folder \(Executables.workingDirectory())", "output \(build.outputDirectory)",
            "profile \(lint.profileName?.rawValue ?? "-")",
            "flags \(lint.development) \(lint.warningsAsErrors) \(lint.allowUncompiled)",
            "project \(String(reflecting: lint.project))",
            "catalog-items \(lint.catalogItems?.rawValue ?? "-") unity \(lint.unityCode.map { "\($0)" } ?? "-")",
            "delivery \(lint.delivery?.rawValue ?? "-")",
            "merging \(String(reflecting: lint.merging))", "pack-ids \(String(reflecting: lint.packIDs))",
            "settings \(lint.settings.recordText)",
            "index \(build.indexFormat.rawValue) time \(build.modificationTime) generator \(build.generator)",
            "baseline \(request.baseline ?? "-")",
        ]
        for (kind, value) in lint.limitOverrides.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            lines.append("limit \(kind.rawValue) \(value)")
        }
        for name in environmentKeys { lines.append("environment \(name)=\(environment[name] ?? "-")") }
        return ContentHash.of(lines.joined(separator: "\n"))
    }

    /// The file's SHA-256, nil when it cannot be read.
    static func digest(_ path: String) -> String? {
        (try? FileAccess.readFile(path)).map(StreamDigest.sha256)
    }
}
