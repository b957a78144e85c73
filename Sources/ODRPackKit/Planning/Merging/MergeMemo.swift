/// A merge kept for the next build (`BuildCache`): the grouping `Merger.merge` chose for one
/// request, under the digest of that request. A build whose request is the same takes the
/// grouping instead of searching again -- the search is most of a no-op build's time in a game
/// of thousands of partitions -- and reports it as the search would have: the result is priced
/// and checked from the request each time.
///
/// A memo is untrusted input (it comes from the output folder): it is used only when its key is
/// the request's digest and its grouping keeps the merge's rules (`MergeRequest.admits`), and
/// only from a cache the same odr-pack version wrote.
public struct MergeMemo: Sendable, Hashable, Codable {
    /// The request's digest (`MergeRequest.digest`).
    public var key: String
    /// Each pack's parts, sorted; packs sorted by first part.
    public var groups: [[Int]]
    /// Which strategy found it.
    public var strategy: String

    enum CodingKeys: String, CodingKey {
        case key = "Key"
        case groups = "Groups"
        case strategy = "Strategy"
    }
}

extension MergeRequest {
    /// The SHA-256 of every field of the request, in a fixed order and form (sets sorted), so
    /// that two requests have the same digest exactly when they are equal.
    public var digest: String {
        var text = "merge request 1\n\(tagCount) \(maximum) \(allowCrossing) \(orderStated) \(stabilityPercent) "
        text += "\(maxExtraPerTag.map(String.init) ?? "-")\n"
        text += isolatedTags.sorted().map(String.init).joined(separator: ",") + "\n"
        text += groups.map { $0.map(String.init).joined(separator: ",") }.joined(separator: ";") + "\n"
        text += order.map(String.init).joined(separator: ",") + "\n"
        text += previous.map { $0.map(String.init) ?? "-" }.joined(separator: ",") + "\n"
        for part in parts {
            text += "\(part.tags.map(String.init).joined(separator: ",")) \(part.bytes) \(part.stage.rawValue) \(part.apart)\n"
        }
        return StreamDigest.sha256(Array(text.utf8))
    }

    /// Whether `groups` is a grouping the merge could make of this request: every part in
    /// exactly one group, at most `max(maximum, 1)` groups, and in each group one class
    /// (`MergePart.apart`), one set of isolated tags, and one policy unless crossing is allowed.
    /// (The cap is checked when the grouping is scored.)
    func admits(_ groups: [[Int]]) -> Bool {
        guard groups.count <= Swift.max(maximum, 1) else { return false }
        var seen = [Bool](repeating: false, count: parts.count)
        for group in groups {
            guard let first = group.first, parts.indices.contains(first) else { return false }
            let isolated = Set(parts[first].validTags(tagCount: tagCount)).intersection(isolatedTags)
            for part in group {
                guard parts.indices.contains(part), !seen[part] else { return false }
                seen[part] = true
                guard parts[part].apart == parts[first].apart,
                    Set(parts[part].validTags(tagCount: tagCount)).intersection(isolatedTags) == isolated,
                    allowCrossing || parts[part].stage == parts[first].stage
                else { return false }
            }
        }
        return !seen.contains(false)
    }
}
