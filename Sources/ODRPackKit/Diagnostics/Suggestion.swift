/// Finds the known name closest to a misspelt one, for "did you mean" hints.
public enum Suggestion {
    /// The candidate within a small edit distance of `word`, if any (closest first, then
    /// alphabetical). With `sameNumbers` (tags: levels and worlds are numbered), a name with
    /// numbers is suggested only for a word with the same numbers (`Level 1` for `Level 01`,
    /// never `Level 01` for `Level 87`), or with none.
    public static func closest(to word: String, in candidates: [String], sameNumbers: Bool = false) -> String? {
        let wanted = numbers(in: word)
        let scored = candidates.filter { candidate in
            guard sameNumbers else { return true }
            let found = numbers(in: candidate)
            return wanted.isEmpty || found.isEmpty || found == wanted
        }.map { (name: $0, distance: distance(word.lowercased(), $0.lowercased())) }
        let limit = max(2, word.count / 3)
        return scored.filter { $0.distance <= limit }
            .min { ($0.distance, $0.name) < ($1.distance, $1.name) }?.name
    }

    /// The numbers written in `text`, in order, without leading zeros (`Level 007-2` -> 7, 2).
    static func numbers(in text: String) -> [String] {
        text.split { !$0.isASCII || !$0.isNumber }.map { run in
            let trimmed = run.drop { $0 == "0" }
            return trimmed.isEmpty ? "0" : String(trimmed)
        }
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
