/// Messages of `odr-pack verify` (part of the catalogue). Each is located at the file or
/// archive entry it is about, relative to the output folder: `DIR/packs/<archive>:<entry>`.
extension Diagnostic {
    static func missingIndex(_ directory: String) -> Diagnostic {
        Diagnostic(
            .unreadableIndex, "no index.plist or index.json; is this a folder odr-pack build wrote?", at: SourceLocation(file: directory))
    }

    static func unsafeIndexPath(_ file: String, archive: String, packsFolder: String) -> Diagnostic {
        Diagnostic(
            .unsafeIndexPath,
            "the index names the archive \(quoted(archive)), which is not a pack name in \(quoted(packsFolder + "/")); the index was altered, so build again",
            at: SourceLocation(file: file))
    }

    static func unsafeManifestName(_ file: String, name: String) -> Diagnostic {
        Diagnostic(
            .unsafeIndexPath,
            "the index names the asset-pack manifest \(quoted(name)), which is neither \(AssetPackManifestName.all.sorted().map(quoted).joined(separator: " nor ")); the index was altered, so build again",
            at: SourceLocation(file: file))
    }

    static func unsafePackID(_ file: String, id: String) -> Diagnostic {
        Diagnostic(
            .unsafeIndexPath,
            "the index names the pack \(quoted(id)), which is not a pack ID its delivery writes and so names no file of its own; the index was altered, so build again",
            at: SourceLocation(file: file), pack: id)
    }

    static func unfinishedBuild(_ file: String) -> Diagnostic {
        Diagnostic(
            .unfinishedBuild,
            "the index lists this pack, but an interrupted build left it under its pending name; run odr-pack build again to finish the commit",
            at: SourceLocation(file: file))
    }

    static func uncommittedLeftover(_ file: String) -> Diagnostic {
        Diagnostic(
            .leftoverFile,
            "an interrupted build left this file before its commit, so the index's build is intact; the next build removes it",
            at: SourceLocation(file: file))
    }

    static func archiveUnreadable(_ file: String, reason: String) -> Diagnostic {
        Diagnostic(.archiveMismatch, "cannot be read: \(MessageText.printable(reason))", at: SourceLocation(file: file))
    }

    static func archiveSizeMismatch(_ file: String, found: Int64, expected: Int64) -> Diagnostic {
        Diagnostic(.archiveMismatch, "is \(found) bytes, the index says \(expected)", at: SourceLocation(file: file))
    }

    static func archiveHashMismatch(_ file: String, found: String, expected: String) -> Diagnostic {
        Diagnostic(.archiveMismatch, "has SHA-256 \(found), the index says \(expected)", at: SourceLocation(file: file))
    }

    static func entrySizeMismatch(_ entry: String, found: Int64, expected: Int64) -> Diagnostic {
        Diagnostic(.entryMismatch, "is \(found) bytes, the index says \(expected)", at: SourceLocation(file: entry))
    }

    static func entryHashMismatch(_ entry: String, found: String, expected: String) -> Diagnostic {
        Diagnostic(.entryMismatch, "has SHA-256 \(found), the index says \(expected)", at: SourceLocation(file: entry))
    }

    static func entryNotFolder(_ entry: String) -> Diagnostic {
        Diagnostic(.entryMismatch, "should be a folder", at: SourceLocation(file: entry))
    }

    static func entryDamaged(_ entry: String, reason: String) -> Diagnostic {
        Diagnostic(
            .entryMismatch, "cannot be read: \(MessageText.printable(reason)); the entries after it were not checked",
            at: SourceLocation(file: entry))
    }

    static func entryMissing(_ entry: String) -> Diagnostic {
        Diagnostic(.entryMissing, "is missing", at: SourceLocation(file: entry))
    }

    static func entryUnexpected(_ entry: String) -> Diagnostic {
        Diagnostic(.entryUnexpected, "is not in the index", at: SourceLocation(file: entry))
    }

    static func unlistedPacksEntry(_ entry: String) -> Diagnostic {
        Diagnostic(
            .entryUnexpected,
            "is in the packs folder, but the index lists no pack or file of that name: whatever takes the packs folder as it is would ship it (as Unity takes every .androidpack it finds); remove it",
            at: SourceLocation(file: entry))
    }

    static func plistUnreadable(_ file: String, reason: String) -> Diagnostic {
        Diagnostic(
            .plistMismatch, "is not a readable binary property list (\(MessageText.printable(reason)))", at: SourceLocation(file: file))
    }

    static func plistMismatch(_ file: String, difference: String) -> Diagnostic {
        Diagnostic(.plistMismatch, "does not agree with the index (\(MessageText.printable(difference)))", at: SourceLocation(file: file))
    }

    static func outputFileMismatch(_ file: String, unreadable reason: String? = nil) -> Diagnostic {
        let what = reason.map { "cannot be read (\(MessageText.printable($0)))" } ?? "differs from what the index implies"
        return Diagnostic(.outputFileMismatch, "\(what); build again to write it", at: SourceLocation(file: file))
    }
}

/// Messages about an index whose fields are not what its delivery writes (class: trusting the index).
extension Diagnostic {
    static func indexFieldNotAllowed(_ file: String, key: String, value: String, delivery: String) -> Diagnostic {
        Diagnostic(
            .alteredIndex,
            "the index says \(key) is \(quoted(value)), which no build of \(delivery) writes; the index was altered, so build again",
            at: SourceLocation(file: file))
    }

    static func indexPackNotDerived(_ file: String, pack: String, expected: String) -> Diagnostic {
        Diagnostic(
            .alteredIndex,
            "the index's pack \(quoted(pack)) has names its build would not give it (expected \(quoted(expected))); the index was altered, so build again",
            at: SourceLocation(file: file), pack: pack)
    }

    static func indexContradictsDisk(_ file: String, key: String, value: String, found: String) -> Diagnostic {
        Diagnostic(
            .alteredIndex,
            "the index says \(key) is \(quoted(value)), but \(quoted(found)) is on disk; the index was altered, so build again",
            at: SourceLocation(file: file))
    }
}
