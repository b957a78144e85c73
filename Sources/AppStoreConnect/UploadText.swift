import Foundation

/// The text and JSON renderings of `upload`'s outcome and of `--status`. Sorted, and holding
/// no key or token (none reaches an outcome).
public enum UploadText {
    /// The outcome as text: one line per pack, then the quota and the warnings.
    public static func text(_ outcome: UploadOutcome) -> String {
        var lines: [String] = []
        lines.append("\(outcome.dryRun ? "Plan (dry run, nothing sent)" : "Upload") for '\(outcome.bundleID)' (app \(outcome.appID)):")
        for pack in outcome.packs.sorted(by: { $0.identifier < $1.identifier }) {
            let action =
                switch pack.action {
                case .upload: outcome.dryRun ? "would upload a new version" : "uploaded"
                case .resume: outcome.dryRun ? "would resume version \(pack.version ?? pack.versionID ?? "")" : "resumed"
                case .uploaded: "already uploaded"
                case .unchanged: "unchanged since the release"
                }
            var line = "  \(pack.identifier): \(action) (\(pack.bytes) bytes)"
            if let state = pack.state, pack.action != .unchanged { line += ", version \(pack.version ?? "?") \(state)" }
            lines.append(line)
            lines += pack.errors.map { "    error: \($0)" }
            lines += pack.warnings.map { "    warning: \($0)" }
        }
        let quota = outcome.quota
        lines.append(
            "Quota: \(quota.usedBytes) bytes in use, \(quota.projectedBytes) with this upload, of \(quota.limitBytes) (\(quota.projectedBytes * 100 / max(quota.limitBytes, 1))%)"
        )
        lines += outcome.warnings.sorted().map { "warning: \($0)" }
        let failed = outcome.packs.filter { !$0.succeeded }.map(\.identifier).sorted()
        if !outcome.dryRun, !failed.isEmpty { lines.append("error: not complete: \(failed.joined(separator: ", "))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The status as text: each pack, then each version with its states.
    public static func text(_ status: AssetPackStatus) -> String {
        var lines = ["Asset packs of '\(status.bundleID)':"]
        for pack in status.packs {
            lines.append("  \(pack.identifier)\(pack.archived ? " (archived)" : "")\(pack.usedBytes.map { ", \($0) bytes in use" } ?? "")")
            for version in pack.versions {
                let releases = [("App Store", version.appStoreRelease), ("internal beta", version.internalBetaRelease)]
                    .compactMap { name, state in state.map { "\(name) \($0)" } }
                lines.append(
                    "    version \(version.version ?? version.id): \(version.state ?? "?")\(releases.isEmpty ? "" : "; " + releases.joined(separator: ", "))"
                )
                lines += version.errors.map { "      error: \($0)" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Any `Encodable` as JSON with sorted keys.
    public static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self) + "\n"
    }
}

extension UploadOutcome: Encodable {
    enum CodingKeys: String, CodingKey { case bundleID, appID, dryRun, packs, quota, warnings, exitStatus }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(bundleID, forKey: .bundleID)
        try container.encode(appID, forKey: .appID)
        try container.encode(dryRun, forKey: .dryRun)
        try container.encode(packs.sorted { $0.identifier < $1.identifier }, forKey: .packs)
        try container.encode(quota, forKey: .quota)
        try container.encode(warnings.sorted(), forKey: .warnings)
        try container.encode(exitStatus, forKey: .exitStatus)
    }
}
