/// Finds the known name closest to a misspelt one, for "did you mean" hints.
public enum Suggestion {
    /// The candidate within a small edit distance of `word`, if any (closest first, then alphabetical).
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { (name: $0, distance: distance(word.lowercased(), $0.lowercased())) }
        let limit = max(2, word.count / 3)
        return scored.filter { $0.distance <= limit }
            .min { ($0.distance, $0.name) < ($1.distance, $1.name) }?.name
    }

    /// Levenshtein distance over characters.
    static func distance(_ left: String, _ right: String) -> Int {
        let a = Array(left)
        let b = Array(right)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
