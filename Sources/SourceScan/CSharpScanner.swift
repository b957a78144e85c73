/// Finds the places in a Unity game's C# that use On-Demand Resources through Unity
/// (`UnityEngine.iOS.OnDemandResources`), Play asset packs through Unity
/// (`UnityEngine.Android.AndroidAssetPacks`), or files of the StreamingAssets folder by name
/// (`Application.streamingAssetsPath`), on tokens (`CSharpLexer`): nothing in a comment or a
/// string counts. It matches names and shapes, not types:
///
/// - `OnDemandResources.PreloadAsync(tags)`: `requestInit`, its tags literal when the argument is
///   an array of string literals (`new[] { "a" }`, `new string[] { "a" }`) or one literal;
/// - `.GetResourcePath(name)`: `bundleLookup` (`OnDemandResourcesRequest.GetResourcePath`);
/// - `.loadingPriority = value`: `loadingPriority`; a read: `loadingPriorityRead`;
/// - `name.Dispose()` where `name` holds a request (declared `OnDemandResourcesRequest name`, or
///   assigned `OnDemandResources.PreloadAsync(…)` in the file): `endAccessing`;
/// - `AndroidAssetPacks.DownloadAssetPackAsync` (`requestInit`), `GetAssetPackStateAsync`
///   (`conditionallyBeginAccessing`), `GetAssetPackPath` (`bundleLookup`),
///   `CancelAssetPackDownload` and `RemoveAssetPack` (`requestRelease`);
/// - `Path.Combine(Application.streamingAssetsPath, …)` and `Application.streamingAssetsPath + …`:
///   `bundleLookup` (`Application.streamingAssetsPath`), the path literal when every part is one.
///
/// Each finding says whether it is inside an `#if` group (`CSharpFinding.conditional`), and the
/// file whether it parses: the caller advises checking those by hand.
public enum CSharpScanner {
    /// The findings of `text`, sorted by line, then column, and whether the file parses.
    public static func scan(_ text: String) -> (findings: [CSharpFinding], parses: Bool) {
        let bytes = Array(text.utf8)
        let (tokens, parses) = CSharpLexer.lex(bytes)
        var matcher = CSharpMatcher(tokens: tokens, bytes: bytes)
        let pending = matcher.run().sorted { $0.offset < $1.offset }
        let located = LineTable(bytes).locate(pending.map { PendingFinding(offset: $0.offset, finding: $0.finding) }, in: bytes)
        return (zip(located, pending).map { CSharpFinding(finding: $0, conditional: $1.conditional) }, parses)
    }
}

/// One place in a C# file, and whether it is inside an `#if` group.
public struct CSharpFinding: Sendable, Hashable {
    /// The place: its kind, line, column, tags or resource, and code.
    public var finding: SourceFinding
    /// Whether it is inside an `#if` group (`#if UNITY_IOS`, …), compiled only by some builds.
    public var conditional: Bool
}

/// The matcher over one file's tokens.
struct CSharpMatcher {
    typealias Token = CSharpLexer.Token

    struct Pending {
        var offset: Int
        var finding: SourceFinding
        var conditional: Bool
    }

    let tokens: [Token]
    let bytes: [UInt8]
    var found: [Pending] = []

    static let androidCalls: [String: SourceFinding.Kind] = [
        "DownloadAssetPackAsync": .requestInit, "GetAssetPackStateAsync": .conditionallyBeginAccessing,
        "GetAssetPackPath": .bundleLookup, "CancelAssetPackDownload": .requestRelease, "RemoveAssetPack": .requestRelease,
    ]

    init(tokens: [Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
    }

    func text(_ k: Int) -> String { k >= 0 && k < tokens.count ? tokens[k].text : "" }

    /// The index of the bracket that closes the one at `open`, or nil.
    func closing(_ open: Int) -> Int? {
        var depth = 0
        for k in open..<tokens.count where tokens[k].kind == .punctuation {
            switch tokens[k].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return k }
            default: break
            }
        }
        return nil
    }

    /// The source between tokens `first` and `last`, on one line.
    func source(_ first: Int, _ last: Int) -> String {
        guard first <= last, last < tokens.count else { return "" }
        let end = tokens[last].offset + tokens[last].text.utf8.count
        let raw = String(decoding: bytes[tokens[first].offset..<end], as: UTF8.self)
        let line = raw.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == " " }).joined(separator: " ")
        return line.count > 160 ? String(line.prefix(159)) + "…" : line
    }

    /// The start of the expression a member access at `dot` is made on: `a.b.c` back to `a`.
    func receiverStart(_ dot: Int) -> Int {
        var k = dot - 1
        while k >= 2 && text(k - 1) == "." && tokens[k - 2].kind == .name { k -= 2 }
        return max(k, 0)
    }

    mutating func add(
        _ kind: SourceFinding.Kind, at first: Int, to last: Int, tags: TagArgument? = nil, resource: ResourceArgument? = nil,
        value: String? = nil
    ) {
        let finding = SourceFinding(
            kind: kind, line: 0, column: 0, tags: tags, resource: resource, value: value, text: source(first, last))
        found.append(Pending(offset: tokens[first].offset, finding: finding, conditional: tokens[first...last].contains { $0.conditional }))
    }

    /// The names bound to a request in the file.
    func requestNames() -> Set<String> {
        var names = Set<String>()
        for k in tokens.indices where tokens[k].kind == .name {
            if tokens[k].text == "OnDemandResourcesRequest", k + 1 < tokens.count, tokens[k + 1].kind == .name {
                names.insert(tokens[k + 1].text)
            }
            if tokens[k].text == "PreloadAsync", let equals = (0..<k).last(where: { text($0) == "=" }), k - equals <= 6,
                equals > 0, tokens[equals - 1].kind == .name
            {
                names.insert(tokens[equals - 1].text)
            }
        }
        return names
    }

    mutating func run() -> [Pending] {
        let requests = requestNames()
        for k in tokens.indices where tokens[k].kind == .name {
            let name = tokens[k].text
            let member = text(k - 1) == "."
            switch name {
            case "PreloadAsync" where member && text(k - 2) == "OnDemandResources" && text(k + 1) == "(":
                guard let close = closing(k + 1) else { continue }
                add(.requestInit, at: receiverStart(k - 1), to: close, tags: tags(k + 2, close))
            case "GetResourcePath" where member && text(k + 1) == "(":
                guard let close = closing(k + 1) else { continue }
                add(
                    .bundleLookup, at: receiverStart(k - 1), to: close,
                    resource: resource(k + 2, close, api: "OnDemandResourcesRequest.GetResourcePath"))
            case "loadingPriority" where member:
                let first = receiverStart(k - 1)
                if text(k + 1) == "=" && text(k + 2) != "=", let end = (k + 2..<tokens.count).first(where: { text($0) == ";" }), end > k + 2
                {
                    add(.loadingPriority, at: first, to: end - 1, value: source(k + 2, end - 1))
                } else {
                    add(.loadingPriorityRead, at: first, to: k)
                }
            case "Dispose" where member && requests.contains(text(k - 2)) && text(k + 1) == "(" && text(k + 2) == ")":
                add(.endAccessing, at: k - 2, to: k + 2)
            case _ where member && text(k - 2) == "AndroidAssetPacks" && text(k + 1) == "(" && Self.androidCalls[name] != nil:
                guard let close = closing(k + 1), let kind = Self.androidCalls[name] else { continue }
                let api = "AndroidAssetPacks." + name
                if kind == .bundleLookup {
                    add(kind, at: receiverStart(k - 1), to: close, resource: resource(k + 2, close, api: api))
                } else {
                    add(kind, at: receiverStart(k - 1), to: close, tags: tags(k + 2, close))
                }
            case "streamingAssetsPath" where member && text(k - 2) == "Application":
                streamingAssetsLookup(k)
            default: break
            }
        }
        return found
    }

    /// `Path.Combine(Application.streamingAssetsPath, …)` or `Application.streamingAssetsPath + …`
    /// at the name `k`; other uses (kept in a variable, say) are not followed.
    mutating func streamingAssetsLookup(_ k: Int) {
        let first = receiverStart(k - 1)
        let api = "Application.streamingAssetsPath"
        if text(first - 1) == "," || text(first - 1) == "(", let open = (0..<first).last(where: { text($0) == "(" }),
            text(open - 1) == "Combine", text(open - 2) == ".", text(open - 3) == "Path", let close = closing(open),
            text(first - 1) == "("
        {
            let parts = Array(k + 1..<close).filter { text($0) != "," }
            let literal = !parts.isEmpty && parts.allSatisfy { tokens[$0].kind == .string && tokens[$0].value != nil }
            let path = parts.compactMap { tokens[$0].value }.joined(separator: "/")
            add(
                .bundleLookup, at: open - 3, to: close,
                resource: lookup(literal ? path : nil, unresolved: source(k + 1, close - 1), api: api))
        } else if text(k + 1) == "+" {
            let next = k + 2
            let literal =
                next < tokens.count && tokens[next].kind == .string && tokens[next].value != nil && text(next + 1) != "+"
                && text(next + 1) != "."
            let end = literal ? next : (k + 2..<tokens.count).first(where: { [";", ")", ","].contains(text($0)) }).map { $0 - 1 } ?? next
            guard end < tokens.count, end >= next else { return }
            add(
                .bundleLookup, at: first, to: end,
                resource: lookup(literal ? tokens[next].value : nil, unresolved: source(next, end), api: api))
        }
    }

    /// A path below StreamingAssets as a lookup's resource: `/` at its start dropped.
    func lookup(_ path: String?, unresolved: String, api: String) -> ResourceArgument {
        guard let path else { return ResourceArgument(api: api, unresolved: unresolved) }
        let trimmed = path.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
        return ResourceArgument(name: trimmed, api: api)
    }

    /// The tags of a call's arguments `first..<close`: literal when the one argument is a string
    /// literal or an array of them.
    func tags(_ first: Int, _ close: Int) -> TagArgument {
        var k = first
        if text(k) == "new" {
            k += 1
            while k < close && text(k) != "{" { k += 1 }
            if let end = closing(k), end + 1 == close {
                let items = Array(k + 1..<end).filter { text($0) != "," }
                if !items.isEmpty && items.allSatisfy({ tokens[$0].kind == .string && tokens[$0].value != nil }) {
                    return .literal(items.compactMap { tokens[$0].value })
                }
            }
        } else if close == first + 1, tokens[first].kind == .string, let value = tokens[first].value {
            return .literal([value])
        }
        return .unresolved(source(first, close - 1))
    }

    /// The resource of a call whose one argument is a name.
    func resource(_ first: Int, _ close: Int, api: String) -> ResourceArgument {
        if close == first + 1, tokens[first].kind == .string, let value = tokens[first].value {
            return ResourceArgument(name: value, api: api)
        }
        return ResourceArgument(api: api, unresolved: close > first ? source(first, close - 1) : "")
    }
}
