/// The Swift names the matcher reacts to.
enum SwiftName: String, CaseIterable, Sendable {
    /// The request type and `init`.
    case request = "NSBundleResourceRequest"
    case initializer = "init"
    /// The request's methods and properties.
    case begin = "beginAccessingResources"
    case conditionallyBegin = "conditionallyBeginAccessingResources"
    /// More of the request's and bundle's members.
    case end = "endAccessingResources"
    case loadingPriority, setPreservationPriority, preservationPriority, progress, tags, bundle
    /// The low-disk-space notification, as Swift imports it and as Objective-C spells it.
    case lowDiskSpace = "NSBundleResourceRequestLowDiskSpace"
    /// The notification's Objective-C name, which Swift code may spell too.
    case lowDiskSpaceNotification = "NSBundleResourceRequestLowDiskSpaceNotification"
    /// What stores requests in a collection, or lets them go.
    case append, insert, updateValue, removeValue, removeAll, remove, removeFirst, removeLast, popLast
    /// `Bundle` lookups.
    case url, path, urls, paths
    /// `Bundle` locations a path is appended to.
    case resourceURL, bundleURL, resourcePath, bundlePath
    /// Lookups through a member or a literal: `Bundle.loadNibNamed`, `SKAction.playSoundFileNamed`, `#imageLiteral`.
    case loadNibNamed, playSoundFileNamed, imageLiteral
    /// `SKTextureAtlas.preloadTextureAtlasesNamed(_:withCompletionHandler:)`.
    case preloadTextureAtlasesNamed
    /// A Core ML model's generated class: its bundle URL.
    case urlOfModelInThisBundle
    /// Types whose initializers load a compiled resource by name.
    case uiImage = "UIImage"
    case nsImage = "NSImage"
    case uiColor = "UIColor"
    case nsColor = "NSColor"
    /// More such types.
    case dataAsset = "NSDataAsset"
    case atlas = "SKTextureAtlas"
    case scnScene = "SCNScene"
    case nib = "UINib"
    /// More such types, SwiftUI's among them.
    case storyboard = "UIStoryboard"
    case image = "Image"
    case color = "Color"

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
        for i in code.tokens.indices {
            if code.tokens[i].kind == .punct {
                if code.isAssignment(i) { matchAssignment(at: i) }
            } else if code.tokens[i].kind != .identifier {
                continue
            } else if let name = SwiftName.table.lookup(code.bytes, code.tokens[i]) {
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
        case .request:
            if !matchRequestInit(at: i) { matchRequestType(at: i) }
        case .initializer:
            if !matchImplicitRequestInit(at: i) { matchMetatypeInit(at: i) }
        case .begin: matchMember(at: i, .beginAccessing)
        case .conditionallyBegin: matchMember(at: i, .conditionallyBeginAccessing)
        case .end: matchMember(at: i, .endAccessing)
        case .loadingPriority: matchLoadingPriority(at: i)
        case .setPreservationPriority: matchPreservation(at: i, label: "forTags", .preservationPriority)
        case .preservationPriority: matchPreservation(at: i, label: "forTag", .preservationPriorityRead)
        case .progress: matchRequestProperty(at: i, .progress)
        case .tags: matchRequestProperty(at: i, .requestTags)
        case .bundle: matchRequestBundle(at: i)
        case .lowDiskSpace, .lowDiskSpaceNotification: emit(.lowDiskSpace, dot(before: i).map { code.chainStart(beforeDot: $0) } ?? i, i)
        case .append, .insert, .updateValue: matchCollectionCall(at: i, .requestStore)
        case .removeValue, .removeAll, .remove, .removeFirst, .removeLast, .popLast: matchCollectionCall(at: i, .requestRelease)
        case .url, .path, .urls, .paths: matchBundleLookup(at: i)
        case .resourceURL, .bundleURL, .resourcePath, .bundlePath: matchBundlePath(at: i)
        case .loadNibNamed, .playSoundFileNamed: matchMemberLookup(at: i, name)
        case .imageLiteral: matchImageLiteral(at: i)
        case .preloadTextureAtlasesNamed: matchAtlasPreload(at: i)
        case .urlOfModelInThisBundle: matchModelURL(at: i)
        default: matchCompiledInit(at: i, name)
        }
    }

    /// Records a finding for the tokens `first...last`.
    mutating func emit(
        _ kind: SourceFinding.Kind, _ first: Int, _ last: Int,
        tags: TagArgument? = nil, resource: ResourceArgument? = nil, value: String? = nil, constants: [String] = []
    ) {
        findings.append(code.finding(kind, first, last, tags: tags, resource: resource, value: value, constants: constants))
    }

    /// The member-access dot just before token `i`, if there is one.
    func dot(before i: Int) -> Int? { code.isPunct(i - 1, ASCII.dot) ? i - 1 : nil }

    /// The tags of an argument, and the constants that resolved them.
    func tags(_ argument: Argument, single: Bool = false) -> (TagArgument, [String]) {
        let tags = single ? code.singleTag(argument, .swift) : code.tags(argument, .swift)
        guard case .literal = tags else { return (tags, []) }
        return (tags, code.constantNames(argument.first, argument.last))
    }

    /// `NSBundleResourceRequest(tags: …)`, `…(tags:bundle:)`, `NSBundleResourceRequest.init(tags:)`.
    @discardableResult
    mutating func matchRequestInit(at i: Int) -> Bool {
        var open = i + 1
        if code.isPunct(open, ASCII.dot) && code.isIdent(open + 1, "init") { open += 2 }
        guard code.isPunct(open, ASCII.lparen) else { return false }
        let argument = code.arguments(in: open).first { $0.label == "tags" }
        let (tags, constants) = argument.map { self.tags($0) } ?? (nil, [])
        let start = dot(before: i).map { code.chainStart(beforeDot: $0) } ?? i
        emit(.requestInit, start, code.groupEnd(open), tags: tags, constants: constants)
        return true
    }

    /// `.init(tags: …)` assigned to `let r: NSBundleResourceRequest` or to a bound name.
    @discardableResult
    mutating func matchImplicitRequestInit(at i: Int) -> Bool {
        guard let d = dot(before: i), code.chainStart(beforeDot: d) == d, code.isPunct(i + 1, ASCII.lparen),
            assignsRequest(d - 1),
            let argument = code.arguments(in: i + 1).first(where: { $0.label == "tags" })
        else { return false }
        let (tags, constants) = self.tags(argument)
        emit(.requestInit, d, code.groupEnd(i + 1), tags: tags, constants: constants)
        return true
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
        if kind == .endAccessing && code.isInBeginFailureBranch(i) { findings[findings.count - 1].finding.afterFailedBegin = true }
    }

    /// `.loadingPriority = …` on anything (the name is the request's alone), and reading it on a
    /// name bound to a request.
    mutating func matchLoadingPriority(at i: Int) {
        guard let d = dot(before: i) else { return }
        if code.isAssignment(i + 1) {
            let end = code.assignmentEnd(i + 1)
            emit(.loadingPriority, code.chainStart(beforeDot: d), end, value: code.render(i + 2, end))
        } else if !code.isCompoundAssignment(i + 1) {
            matchRequestProperty(at: i, .loadingPriorityRead)
        }
    }

    /// `.setPreservationPriority(_, forTags: …)` and `.preservationPriority(forTag: …)`.
    mutating func matchPreservation(at i: Int, label: String, _ kind: SourceFinding.Kind) {
        guard let d = dot(before: i), code.isPunct(i + 1, ASCII.lparen),
            let argument = code.arguments(in: i + 1).first(where: { $0.label == label })
        else { return }
        let (tags, constants) = self.tags(argument, single: label == "forTag")
        emit(kind, code.chainStart(beforeDot: d), code.groupEnd(i + 1), tags: tags, constants: constants)
    }

    /// A member of a name bound to a request (`request.progress`, `self.request?.tags`).
    mutating func matchRequestProperty(at i: Int, _ kind: SourceFinding.Kind) {
        guard let d = dot(before: i), bindings.contains(code, code.receiver(beforeDot: d)) else { return }
        emit(kind, code.chainStart(beforeDot: d), i)
    }

    /// `request.bundle`, unless a file is looked up in it (`request.bundle.url(forResource:…)`).
    mutating func matchRequestBundle(at i: Int) {
        var k = i + 1
        while code.isGluedPostfix(k) { k += 1 }
        if code.isPunct(k, ASCII.dot), let member = SwiftName.table.lookup(code.bytes, code.tokens[min(k + 1, code.tokens.count - 1)]),
            [.url, .path, .urls, .paths].contains(member)
        {
            return
        }
        matchRequestProperty(at: i, .requestBundle)
    }
}
