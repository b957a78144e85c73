/// How a person reads an asset pack's name: its tags joined by `+`, or, past three tags,
/// the first two and how many more (`Level 001+Level 002 +248 tags`). A pack shared by every
/// level of a game has hundreds of tags; the full list stays in JSON, in the index and one
/// hover away in HTML. Each tag is cut at `tagLimit` scalars.
public enum PackLabel {
    /// The most tags spelled out.
    static let spelledOut = 3
    /// The most Unicode scalars of one tag in a label.
    static let tagLimit = 40

    /// The label of a pack with `tags` (sorted), before escaping for a format.
    public static func short(_ tags: [String]) -> String {
        let shown = tags.count <= spelledOut ? tags : Array(tags.prefix(spelledOut - 1))
        let names = shown.map { cut($0) }.joined(separator: "+")
        return tags.count <= spelledOut ? names : names + " +\(tags.count - shown.count) tags"
    }

    private static func cut(_ tag: String) -> String {
        tag.unicodeScalars.count <= tagLimit ? tag : String(String.UnicodeScalarView(tag.unicodeScalars.prefix(tagLimit - 1))) + "…"
    }
}
