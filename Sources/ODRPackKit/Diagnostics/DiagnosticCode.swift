/// The stable identifier of each kind of problem; printed in brackets and in JSON.
/// Codes never change meaning once published (see docs/diagnostics.md).
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable, Codable {
    case packOverLimit = "pack-over-limit"
    case initialAndPrefetchOverLimit = "initial-and-prefetch-over-limit"
    case totalOverLimit = "total-over-limit"
    case packCountOverLimit = "pack-count-over-limit"
    case tagOverInUseLimit = "tag-over-in-use-limit"
    case missingResource = "missing-resource"
    case unreadableResource = "unreadable-resource"
    case duplicateResource = "duplicate-resource"
    case pathOutsideBase = "path-outside-base"
    case executableInPack = "executable-in-pack"
    case packPathCollision = "pack-path-collision"
    case invalidManifest = "invalid-manifest"
    case unreadableManifest = "unreadable-manifest"
    case tagOverRecommended = "tag-over-recommended"
    case tagOverPackLimit = "tag-over-pack-limit"
    case appBundleOverLimit = "app-bundle-over-limit"
    case unusedTag = "unused-tag"
    case emptyResource = "empty-resource"
    case invalidProject = "invalid-project"
    case invalidAssetCatalog = "invalid-asset-catalog"
    case unresolvedReference = "unresolved-reference"
    case ambiguousTarget = "ambiguous-target"
    case unknownTarget = "unknown-target"
    case unknownConfiguration = "unknown-configuration"
    case unresolvedBundleID = "unresolved-bundle-id"
    case unsupportedProjectFeature = "unsupported-project-feature"

    /// The severity a code has unless an option changes it.
    public var defaultSeverity: Severity {
        switch self {
        case .tagOverRecommended, .tagOverPackLimit, .appBundleOverLimit, .unusedTag, .emptyResource,
             .unresolvedBundleID, .unsupportedProjectFeature: .warning
        default: .error
        }
    }
}
