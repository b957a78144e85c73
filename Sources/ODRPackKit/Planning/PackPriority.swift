/// Xcode's asset-pack download priority: initial-install tags give 1.0; the tag at index
/// `i` of a prefetch order of length `n` gives 0.5 when `n == 1`, else
/// `(n-1-i)/(n-1) * 0.9 + 0.05` (0.95 down to 0.05); a pack takes the highest of its tags,
/// and has no priority when none of its tags is initial-install or prefetch.
struct PackPriority {
    private var byTag: [String: Double] = [:]

    init(manifest: Manifest) {
        let order = manifest.prefetchOrder
        for (index, tag) in order.enumerated() {
            byTag[tag] = PackPriority.prefetchPriority(index: index, count: order.count)
        }
        for tag in manifest.initialInstallTags {
            byTag[tag] = 1.0
        }
    }

    static func prefetchPriority(index: Int, count: Int) -> Double {
        guard count > 1 else { return 0.5 }
        return Double(count - 1 - index) / Double(count - 1) * 0.9 + 0.05
    }

    func priority(of tags: [String]) -> Double? {
        tags.compactMap { byTag[$0] }.max()
    }
}
