/// The line a build prints when it ends, and the names it removed.
public enum BuildSummary {
    /// `wrote 2 and kept 5 of 7 asset packs (…) to DIR; packed 12 MB in 0.3 s (40 MB/s)`.
    public static func text(_ report: BuildReport, output: String, duration: Duration) -> String {
        let index = report.index
        let seconds = max(duration / .seconds(1), 0.001)
        var line = "wrote \(report.written.count) and kept \(report.kept.count) of \(index.assetPacks.count) asset packs "
            + "(\(ByteSize.format(index.uncompressedSize)) in \(ByteSize.format(index.archiveSize)) of archives) to \(MessageText.printable(output, limit: nil))"
        if report.bytesPacked > 0 {
            let time = seconds >= 1 ? "\(ByteSize.oneDecimal(seconds)) s" : "\(Int((seconds * 1000).rounded())) ms"
            line += "; packed \(ByteSize.format(report.bytesPacked)) in \(time)"
                + " (\(ByteSize.format(Int64(Double(report.bytesPacked) / seconds)))/s)"
        }
        if !report.changedOutput { line += "; nothing changed, no file written" }
        let uncompiled = index.assetPacks.filter { $0.uncompiled == true }.count
        if uncompiled > 0 {
            line += "\n\(uncompiled) pack\(uncompiled == 1 ? " holds" : "s hold") resources Xcode compiles, packed as their sources (--allow-uncompiled) and marked Uncompiled in the index; devices cannot use them as they are"
        }
        if !report.removed.isEmpty {
            line += "\nremoved \(report.removed.count) archive\(report.removed.count == 1 ? "" : "s") of packs no longer planned: "
                + report.removed.map(MessageText.quoted).joined(separator: ", ")
        }
        return line
    }

    /// `DIR: 7 asset packs and 24 entries agree with the index`.
    public static func verified(_ result: Verifier.Result, directory: String) -> String {
        "\(MessageText.printable(directory, limit: nil)): \(result.index?.assetPacks.count ?? 0) asset packs and \(result.entriesChecked) entries agree with the index"
    }
}
