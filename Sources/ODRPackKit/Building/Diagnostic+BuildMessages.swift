import FileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Messages about writing a build (part of the catalogue; see Diagnostic+Catalogue.swift).
/// None has a manifest location: they are about the disk.
extension Diagnostic {
    /// Also reported by `verify`.
    static func unreadableIndex(_ file: String, reason: String) -> Diagnostic {
        Diagnostic(.unreadableIndex, "cannot read the index: \(MessageText.printable(reason))", at: SourceLocation(file: file))
    }

    static func sourceChanged(_ path: String) -> Diagnostic {
        Diagnostic(.sourceChanged, "\(quoted(path)) changed while it was being packed; build again once it is stable", at: nil)
    }

    static func sourceUnreadable(_ failure: FileSystemError) -> Diagnostic {
        Diagnostic(.unreadableResource, "cannot \(failure.operation) source \(quoted(failure.path)): \(failure.reason)", at: nil)
    }

    static func archiveWriteFailed(_ archive: String, operation: String, reason: String, output: String) -> Diagnostic {
        Diagnostic(
            .writeFailed,
            "cannot write archive \(quoted(archive)): \(operation) failed: \(MessageText.printable(reason)); the last build in \(quoted(output)) is unchanged",
            at: nil)
    }

    static func lockNotWritten(_ failure: FileSystemError) -> Diagnostic {
        Diagnostic(
            .writeFailed,
            "the build was committed, but its lock file was not written: \(MessageText.printable(failure.description)); run the build again with --update-lock",
            at: nil)
    }

    static func outputWriteFailed(_ failure: FileSystemError) -> Diagnostic {
        Diagnostic(.writeFailed, "cannot \(failure.operation) \(quoted(failure.path)): \(failure.reason)", at: nil)
    }

    static func outputConflict(_ path: String, found: FileStatus.Kind, expected: String) -> Diagnostic {
        Diagnostic(
            .outputConflict,
            "\(quoted(path)) is \(kindName(found)), where build writes \(expected); move it away or choose another output folder", at: nil)
    }

    static func outputLocked(_ path: String, holder: Int32?) -> Diagnostic {
        Diagnostic(
            .outputLocked,
            "another odr-pack build\(holder.map { " (process \($0))" } ?? "") is writing to \(quoted(path)); wait for it, or leave out --no-wait to wait",
            at: nil)
    }

    static func interrupted(_ signal: Int32, output: String) -> Diagnostic {
        Diagnostic(
            .interrupted,
            "interrupted by \(signalName(signal)); \(quoted(output)) holds the last complete build and no temporary file",
            at: nil)
    }

    /// A signal that came after the engine's last check: after the commit point the new
    /// build is complete; before it (the run had already ended) nothing was committed.
    static func interruptedLate(_ signal: Int32, output: String, committed: Bool) -> Diagnostic {
        Diagnostic(
            .interrupted,
            committed
                ? "interrupted by \(signalName(signal)) after the commit point; \(quoted(output)) holds the new build, complete"
                : "interrupted by \(signalName(signal)); nothing was committed to \(quoted(output))",
            at: nil)
    }

    static func unknownOutputFile(_ path: String) -> Diagnostic {
        Diagnostic(
            .unknownOutputFile, "\(quoted(path)) was not written by odr-pack and is not part of the build; it is left in place",
            at: SourceLocation(file: path))
    }

    private static func kindName(_ kind: FileStatus.Kind) -> String {
        switch kind {
        case .regular: "a file"
        case .directory: "a folder"
        case .symbolicLink: "a symbolic link"
        case .other: "a special file"
        }
    }

    private static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}

/// Messages about a delivery's packager, the tool that makes its archives (part of the catalogue).
extension Diagnostic {
    static func packagerFailed(pack: String, tool: String, status: Int32?, output: String) -> Diagnostic {
        let how = status.map { "exited with status \($0)" } ?? "did not finish in time and was stopped"
        let tail = output.split(separator: "\n").suffix(3).joined(separator: " / ")
        let said = MessageText.printable(tail, limit: 400)
        return Diagnostic(
            .packagerFailed,
            "\(quoted(tool)) \(how) packing asset pack \(quoted(pack))\(said.isEmpty ? "" : ": \(said)"); nothing was committed",
            at: nil, pack: pack)
    }

    static func packagerWroteNoArchive(pack: String, tool: String, found: String) -> Diagnostic {
        Diagnostic(
            .packagerFailed,
            "\(quoted(tool)) exited with status 0 packing asset pack \(quoted(pack)) but \(found); nothing was committed",
            at: nil, pack: pack)
    }

    static func packagerNotRun(pack: String, tool: String, reason: String) -> Diagnostic {
        Diagnostic(
            .packagerFailed,
            "\(quoted(tool)) could not be started to pack asset pack \(quoted(pack)) (\(MessageText.printable(reason, limit: 200))); nothing was committed",
            at: nil, pack: pack)
    }
}
