/// Finds the places in one source file that use On-Demand Resources, and the by-name lookups of
/// resources that may move into an asset pack.
///
/// It works on tokens, not on raw text: nothing inside a comment, a string literal or an
/// Objective-C `#import`/`#pragma`/`#error`/`#if 0` group is reported, while the code inside a
/// Swift interpolation `\(…)` is. It matches names and shapes, not types: see each
/// `SourceFinding.Kind` for what it looks for. Its time is linear in the size of the source.
public enum SourceScanner {
    /// The findings of `text`, sorted by line, then column. Never fails, whatever the input.
    public static func scan(_ text: String, language: SourceLanguage) -> [SourceFinding] {
        let bytes = Array(text.utf8)
        let codes = Lexer.regions(of: bytes, language: language).map { Code(bytes: bytes, tokens: $0) }
        let bindings = RequestBindings.collect(codes, language)
        var pending: [PendingFinding] = []
        for code in codes {
            switch language {
            case .swift:
                var matcher = SwiftMatcher(code: code, bindings: bindings)
                pending += matcher.run()
            case .objectiveC:
                var matcher = ObjCMatcher(code: code, bindings: bindings)
                pending += matcher.run()
            }
        }
        pending.sort { ($0.offset, $0.finding.kind.rawValue) < ($1.offset, $1.finding.kind.rawValue) }
        return LineTable(bytes).locate(pending, in: bytes)
    }
}
