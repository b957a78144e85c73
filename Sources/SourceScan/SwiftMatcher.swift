/// The Swift names the matcher reacts to.
enum SwiftName: String, CaseIterable, Sendable {
    /// The request type and `init`.
    case request = "NSBundleResourceRequest", initializer = "init"
    /// The request's methods and properties.
    case begin = "beginAccessingResources", conditionallyBegin = "conditionallyBeginAccessingResources"
    /// More of the request's and bundle's members.
    case end = "endAccessingResources", loadingPriority, setPreservationPriority, preservationPriority, progress
    /// `Bundle` lookups.
    case url, path, urls, paths
    /// Lookups through a member or a literal: `Bundle.loadNibNamed`, `SKAction.playSoundFileNamed`, `#imageLiteral`.
    case loadNibNamed, playSoundFileNamed, imageLiteral
    /// Types whose initializers load a compiled resource by name.
    case uiImage = "UIImage", nsImage = "NSImage", uiColor = "UIColor", nsColor = "NSColor"
    /// More such types.
    case dataAsset = "NSDataAsset", atlas = "SKTextureAtlas", scnScene = "SCNScene", nib = "UINib"
    /// More such types, SwiftUI's among them.
    case storyboard = "UIStoryboard", image = "Image", color = "Color"

    /// The names, looked up by bytes.
    static let table = NameTable(allCases.map { ($0.rawValue, $0) })
}

/// Finds On-Demand Resources calls and resource lookups in one region of Swift tokens.
struct SwiftMatcher {
    /// The region.
    let code: Code
    /// The names the file binds to requests.
    let bindings: RequestBindings
    /// The findings so far.
    var findings: [PendingFinding] = []

    /// Every finding of the region, unsorted.
    mutating func run() -> [PendingFinding] {
        for i in code.tokens.indices where code.tokens[i].kind == .identifier {
            if let name = SwiftName.table.lookup(code.bytes, code.tokens[i]) {
                match(name, at: i)
            } else if code.startsUppercase(i) {
                matchNamedFileInit(at: i)
            }
        }
        return findings
    }

    /// Tries the patterns of `name` at token `i`.
    mutating func match(_ name: SwiftName, at i: Int) {
        switch name {
        case .request: matchRequestInit(at: i)
        case .initializer: matchImplicitRequestInit(at: i)
        case .begin: matchMember(at: i, .beginAccessing)
        case .conditionallyBegin: matchMember(at: i, .conditionallyBeginAccessing)
        case .end: matchMember(at: i, .endAccessing)
        case .loadingPriority: matchLoadingPriority(at: i)
        case .setPreservationPriority: matchPreservation(at: i, label: "forTags")
        case .preservationPriority: matchPreservation(at: i, label: "forTag")
        case .progress: matchProgress(at: i)
        case .url, .path, .urls, .paths: matchBundleLookup(at: i)
        case .loadNibNamed, .playSoundFileNamed: matchMemberLookup(at: i, name)
        case .imageLiteral: matchImageLiteral(at: i)
        default: matchCompiledInit(at: i, name)
        }
    }

    /// Records a finding for the tokens `first...last`.
    mutating func emit(
        _ kind: SourceFinding.Kind, _ first: Int, _ last: Int,
        tags: TagArgument? = nil, resource: ResourceArgument? = nil
    ) {
        findings.append(code.finding(kind, first, last, tags: tags, resource: resource))
    }

    /// The member-access dot just before token `i`, if there is one.
    func dot(before i: Int) -> Int? { code.isPunct(i - 1, ASCII.dot) ? i - 1 : nil }

    /// `NSBundleResourceRequest(tags: …)`, `…(tags:bundle:)`, `NSBundleResourceRequest.init(tags:)`.
    mutating func matchRequestInit(at i: Int) {
        var open = i + 1
        if code.isPunct(open, ASCII.dot) && code.isIdent(open + 1, "init") { open += 2 }
        guard code.isPunct(open, ASCII.lparen) else { return }
        let tags = code.arguments(in: open).first { $0.label == "tags" }.map { code.tags($0, .swift) }
        let start = dot(before: i).map { code.chainStart(beforeDot: $0) } ?? i
        emit(.requestInit, start, code.groupEnd(open), tags: tags)
    }

    /// `.init(tags: …)` assigned to `let r: NSBundleResourceRequest` or to a bound name.
    mutating func matchImplicitRequestInit(at i: Int) {
        guard let d = dot(before: i), code.chainStart(beforeDot: d) == d, code.isPunct(i + 1, ASCII.lparen),
              assignsRequest(d - 1),
              let tags = code.arguments(in: i + 1).first(where: { $0.label == "tags" }) else { return }
        emit(.requestInit, d, code.groupEnd(i + 1), tags: code.tags(tags, .swift))
    }

    /// Whether the `=` at `eq` assigns to `name: NSBundleResourceRequest` or to a bound name.
    func assignsRequest(_ eq: Int) -> Bool {
        guard code.isAssignment(eq) else { return false }
        var k = eq - 1
        while code.isPunct(k, ASCII.question) || code.isPunct(k, ASCII.bang) { k -= 1 }
        if code.isIdent(k, "NSBundleResourceRequest") { return code.isPunct(k - 1, ASCII.colon) }
        return bindings.contains(code, k)
    }

    /// `.beginAccessingResources`, `.conditionallyBeginAccessingResources`, `.endAccessingResources`,
    /// called with parentheses, with a trailing closure, or referenced.
    mutating func matchMember(at i: Int, _ kind: SourceFinding.Kind) {
        guard let d = dot(before: i) else { return }
        emit(kind, code.chainStart(beforeDot: d), code.callEnd(after: i))
    }

    /// `.loadingPriority = …`.
    mutating func matchLoadingPriority(at i: Int) {
        guard let d = dot(before: i), code.isAssignment(i + 1) else { return }
        emit(.loadingPriority, code.chainStart(beforeDot: d), code.assignmentEnd(i + 1))
    }

    /// `.setPreservationPriority(_, forTags: …)` and `.preservationPriority(forTag: …)`.
    mutating func matchPreservation(at i: Int, label: String) {
        guard let d = dot(before: i), code.isPunct(i + 1, ASCII.lparen),
              let argument = code.arguments(in: i + 1).first(where: { $0.label == label }) else { return }
        let tags = label == "forTag" ? code.singleTag(argument, .swift) : code.tags(argument, .swift)
        emit(.preservationPriority, code.chainStart(beforeDot: d), code.groupEnd(i + 1), tags: tags)
    }

    /// `.progress` on a name bound to a request (`request.progress`, `self.request?.progress`).
    mutating func matchProgress(at i: Int) {
        guard let d = dot(before: i) else { return }
        var receiver = d - 1
        while code.isGluedPostfix(receiver) { receiver -= 1 }
        guard bindings.contains(code, receiver) else { return }
        emit(.progress, code.chainStart(beforeDot: d), i)
    }
}
