/// Each store limit odr-pack checks, with the names used in manifests and on the command line.
public enum LimitKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// The largest one asset pack may be.
    case pack
    /// The combined size of the packs needed by initial-install and prefetch tags.
    case initialAndPrefetch = "initial-and-prefetch"
    /// All asset packs together.
    case total
    /// How many asset packs there may be (a count, not bytes).
    case packCount = "pack-count"
    /// The most that may be in use at one time, so the largest download of any one tag.
    case inUse = "in-use"
    /// The recommended largest download of one tag.
    case tagRecommended = "tag-recommended"
    /// The app bundle: content that is not tagged.
    case appBundle = "app-bundle"

    /// The key used in property-list manifests (`Limits` dictionary).
    public var propertyListKey: String {
        switch self {
        case .pack: "Pack"
        case .initialAndPrefetch: "InitialAndPrefetch"
        case .total: "Total"
        case .packCount: "PackCount"
        case .inUse: "InUse"
        case .tagRecommended: "TagRecommended"
        case .appBundle: "AppBundle"
        }
    }

    /// Whether the limit counts packs rather than bytes.
    public var isCount: Bool { self == .packCount }

    /// Parses a limit value: `none` for no limit, a count for `pack-count`, else a size.
    public func parseValue(_ text: String) -> LimitValue? {
        let trimmed = text.trimmingWhitespace()
        if trimmed.lowercased() == "none" { return LimitValue.unlimited }
        if isCount {
            guard let count = Int64(trimmed), count >= 0 else { return nil }
            return .limited(count)
        }
        return ByteSize.parse(trimmed).map { .limited($0) }
    }
}

/// A limit's value: a number, or no limit at all.
public enum LimitValue: Sendable, Hashable {
    /// At most this many bytes (or packs, for `pack-count`).
    case limited(Int64)
    /// No limit applies.
    case unlimited

    /// The number, when limited.
    public var value: Int64? {
        if case .limited(let number) = self { return number }
        return nil
    }
}
