/// The lines a command prints when it ends: what `build` wrote, what `verify` checked,
/// what `report` and `convert` wrote.
enum BuildSummary {
    /// `wrote 2 and kept 5 of 7 asset packs (…) to DIR; packed 12 MB in 0.3 s (40 MB/s)`; nil
    /// when nothing was built.
    static func text(_ outcome: BuildOutcome) -> String? {
        if let replayed = outcome.replayed { return text(replayed, output: outcome.output) }
        guard let report = outcome.report else { return nil }
        let index = report.index
        let seconds = max(outcome.duration / .seconds(1), 0.001)
        var line =
            "wrote \(report.written.count) and kept \(report.kept.count) of \(index.assetPacks.count) asset packs "
            + "(\(ByteSize.format(index.uncompressedSize)) in \(ByteSize.format(index.archiveSize)) of archives) to \(MessageText.printable(outcome.output, limit: nil))"
        if report.bytesPacked > 0 {
            let time = seconds >= 1 ? "\(ByteSize.oneDecimal(seconds)) s" : "\(Int((seconds * 1000).rounded())) ms"
            line +=
                "; packed \(ByteSize.format(report.bytesPacked)) in \(time)"
                + " (\(ByteSize.format(Int64(min(Double(report.bytesPacked) / seconds, Double(Int64.max / 2)))))/s)"
        }
        if report.bytesHashed > 0 || report.archivesProven > 0 {
            line += "; read \(ByteSize.format(report.bytesHashed)) of inputs"
            if report.archivesProven > 0 {
                line += " and \(report.archivesProven) archive\(report.archivesProven == 1 ? "" : "s")"
            }
            line += " whose stamps had changed, to prove kept packs unchanged"
        }
        if !report.changedOutput { line += report.cacheWritten ? "; nothing changed" : "; nothing changed, no file written" }
        for extra in outcome.delivery.builtLines(index) { line += "\n" + extra }
        line += uncompiledLine(index.assetPacks.filter { $0.uncompiled == true }.count)
        if !report.removed.isEmpty {
            line +=
                "\nremoved \(report.removed.count) archive\(report.removed.count == 1 ? "" : "s") of packs no longer planned: "
                + report.removed.map(MessageText.quoted).joined(separator: ", ")
        }
        return line
    }

    /// The line of a build that changed nothing, as the last build's record gives it: what
    /// the full path prints for such a build, word for word.
    private static func text(_ replayed: BuildRecord.Replay, output: String) -> String {
        var line =
            "wrote 0 and kept \(replayed.packs.count) of \(replayed.packs.count) asset packs "
            + "(\(ByteSize.format(replayed.uncompressedSize)) in \(ByteSize.format(replayed.archiveSize)) of archives) to \(MessageText.printable(output, limit: nil))"
            + "; nothing changed, no file written"
        for extra in replayed.lines { line += "\n" + extra }
        return line + uncompiledLine(Int(replayed.uncompiled))
    }

    /// The line on packs of uncompiled resources, after a newline; empty when there are none.
    private static func uncompiledLine(_ uncompiled: Int) -> String {
        guard uncompiled > 0 else { return "" }
        return
            "\n\(uncompiled) pack\(uncompiled == 1 ? " holds" : "s hold") resources Xcode compiles, packed as their sources (--allow-uncompiled) and marked Uncompiled in the index; devices cannot use them as they are"
    }

    /// `DIR: 7 asset packs and 24 entries agree with the index`, in the words of the build's delivery.
    static func verified(_ outcome: VerifyOutcome) -> String {
        "\(MessageText.printable(outcome.directory, limit: nil)): " + verifiedSentence(outcome)
    }

    /// `7 asset packs and 24 entries agree with the index`: what every format says of a build that verified.
    static func verifiedSentence(_ outcome: VerifyOutcome) -> String {
        // A verification without diagnostics read its index, so it has the index's delivery.
        guard let index = outcome.result.index, let delivery = outcome.result.delivery else { return "the folder agrees with its index" }
        return delivery.words.verified(index.assetPacks.count, outcome.result.entriesChecked)
    }

    /// `odr-pack: wrote page.html (1.2 MB)`; nil when the page was not written.
    static func wrote(_ outcome: ReportOutcome) -> String? {
        outcome.pageBytes.map { "odr-pack: wrote \(MessageText.printable(outcome.output, limit: nil)) (\(ByteSize.format(Int64($0))))" }
    }

    /// `wrote manifest.xml: 12 resources, 3 declared tags`, and a note on the URL prefix a
    /// manifest does not hold; nil when nothing was written.
    static func wrote(_ outcome: ConvertOutcome) -> String? {
        guard outcome.written, let manifest = outcome.manifest else { return nil }
        var text =
            "wrote \(MessageText.printable(outcome.output, limit: nil)): \(manifest.resources.count) resources, \(manifest.tags.count) declared tags"
        if let prefix = manifest.urlPrefix {
            text +=
                "\nnote: the project's ASSET_PACK_MANIFEST_URL_PREFIX is not part of a manifest; pass --url-prefix \(MessageText.quoted(prefix)) to build"
        }
        return text
    }
}
