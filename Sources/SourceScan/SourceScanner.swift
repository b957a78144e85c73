/// Finds the places in one source file that use On-Demand Resources, and the by-name lookups of
/// resources that may move into an asset pack.
///
/// It works on tokens, not on raw text: nothing inside a comment, a string literal, a disabled
/// conditional group (`#if 0`, `#if false`, the `#else` of `#if 1`) or an Objective-C
/// `#import`/`#pragma`/`#error` line is reported, while the code inside a Swift interpolation
/// `\(…)` is; Objective-C lines ending in a backslash are joined first, as C does. It matches
/// names and shapes, not types: see each `SourceFinding.Kind` for what it looks for. Its time is
/// linear in the size of the source.
public enum SourceScanner {
    /// The findings of `text`, sorted by line, then column. Never fails, whatever the input.
    public static func scan(_ text: String, language: SourceLanguage) -> [SourceFinding] {
        let source = Array(text.utf8)
        let splices = language == .objectiveC ? LineSplices(source) : nil
        let bytes = splices?.bytes ?? source
        var codes = Lexer.regions(of: bytes, language: language).map { Code(bytes: bytes, tokens: $0) }
        let constants = Constants.collect(codes, language)
        for k in codes.indices { codes[k].constants = constants }
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
        if let splices {
            for k in pending.indices { pending[k].offset = splices.original(pending[k].offset) }
        }
        return LineTable(source).locate(pending, in: source)
    }
}
