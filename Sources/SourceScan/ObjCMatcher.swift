/// The first selector parts the Objective-C matcher reacts to.
enum ObjCName: String, CaseIterable, Sendable {
    /// The request's initializer and methods.
    case initWithTags, beginAccessingResourcesWithCompletionHandler
    /// More of the request's methods.
    case conditionallyBeginAccessingResourcesWithCompletionHandler, endAccessingResources, setLoadingPriority, progress
    /// The bundle's preservation priority.
    case setPreservationPriority, preservationPriorityForTag
    /// `NSBundle` lookups.
    case URLForResource, pathForResource, URLsForResourcesWithExtension, pathsForResourcesOfType
    /// Compiled-resource lookups.
    case imageNamed, colorNamed, atlasNamed, textureWithImageNamed, spriteNodeWithImageNamed, initWithImageNamed
    /// More compiled-resource lookups.
    case nodeWithFileNamed, sceneWithFileNamed, sceneNamed, nibWithNibName, storyboardWithName, loadNibNamed
    /// More compiled-resource lookups.
    case playSoundFileNamed, initWithName

    /// The names, looked up by bytes.
    static let table = NameTable(allCases.map { ($0.rawValue, $0) })

    /// For a compiled-resource lookup, the class named in its API when the receiver is an instance.
    var lookupClass: String? {
        switch self {
        case .imageNamed: "UIImage"
        case .colorNamed: "UIColor"
        case .atlasNamed: "SKTextureAtlas"
        case .textureWithImageNamed: "SKTexture"
        case .spriteNodeWithImageNamed, .initWithImageNamed: "SKSpriteNode"
        case .nodeWithFileNamed: "SKNode"
        case .sceneWithFileNamed: "GKScene"
        case .sceneNamed: "SCNScene"
        case .nibWithNibName: "UINib"
        case .storyboardWithName: "UIStoryboard"
        case .loadNibNamed: "NSBundle"
        case .playSoundFileNamed: "SKAction"
        case .initWithName: "NSDataAsset"
        default: nil
        }
    }
}

/// Finds On-Demand Resources calls and resource lookups in Objective-C tokens: message sends,
/// and the dot syntax `request.loadingPriority = …` and `request.progress`.
struct ObjCMatcher {
    /// The tokens.
    let code: Code
    /// The names the file binds to requests.
    let bindings: RequestBindings
    /// The findings so far.
    var findings: [PendingFinding] = []

    /// Every finding, unsorted.
    mutating func run() -> [PendingFinding] {
        for i in code.tokens.indices {
            if code.isPunct(i, ASCII.lbracket) {
                matchMessage(at: i)
            } else if code.isIdent(i, "loadingPriority"), code.isPunct(i - 1, ASCII.dot), code.isAssignment(i + 1) {
                emit(.loadingPriority, code.chainStart(beforeDot: i - 1), code.assignmentEnd(i + 1))
            } else if code.isIdent(i, "progress"), code.isPunct(i - 1, ASCII.dot), bindings.contains(code, i - 2) {
                emit(.progress, code.chainStart(beforeDot: i - 1), i)
            }
        }
        return findings
    }

    /// Records a finding for the tokens `first...last`.
    mutating func emit(
        _ kind: SourceFinding.Kind, _ first: Int, _ last: Int,
        tags: TagArgument? = nil, resource: ResourceArgument? = nil
    ) {
        findings.append(code.finding(kind, first, last, tags: tags, resource: resource))
    }

    /// Tries the message in the brackets at `open`, when its first selector part is of interest.
    mutating func matchMessage(at open: Int) {
        guard let start = ObjCMessage.selectorStart(code, open),
              let name = ObjCName.table.lookup(code.bytes, code.tokens[start]),
              let message = ObjCMessage(code, open: open) else { return }
        switch name {
        case .initWithTags: matchRequestInit(message)
        case .beginAccessingResourcesWithCompletionHandler: emitRequestCall(message, .beginAccessing, unary: false)
        case .conditionallyBeginAccessingResourcesWithCompletionHandler:
            emitRequestCall(message, .conditionallyBeginAccessing, unary: false)
        case .endAccessingResources: emitRequestCall(message, .endAccessing, unary: true)
        case .setLoadingPriority: emitRequestCall(message, .loadingPriority, unary: false)
        case .progress:
            if bindings.contains(code, message.receiverLast) { emitRequestCall(message, .progress, unary: true) }
        case .setPreservationPriority, .preservationPriorityForTag: matchPreservation(message)
        case .URLForResource, .pathForResource, .URLsForResourcesWithExtension, .pathsForResourcesOfType:
            matchBundleLookup(message)
        default: matchCompiledLookup(message, name)
        }
    }

    /// `[[NSBundleResourceRequest alloc] initWithTags:…]`, with or without `bundle:`.
    mutating func matchRequestInit(_ message: ObjCMessage) {
        let receiverTokens = (message.open + 1)...min(message.receiverLast, message.open + 8)
        guard !message.isUnary, receiverTokens.contains(where: { code.isIdent($0, "NSBundleResourceRequest") })
        else { return }
        emit(.requestInit, message.open, message.close, tags: code.tags(message.parts[0], .objectiveC))
    }

    /// A request method of `kind`, when the selector's arity fits.
    mutating func emitRequestCall(_ message: ObjCMessage, _ kind: SourceFinding.Kind, unary: Bool) {
        if message.isUnary == unary { emit(kind, message.open, message.close) }
    }

    /// `setPreservationPriority:forTags:` and `preservationPriorityForTag:`.
    mutating func matchPreservation(_ message: ObjCMessage) {
        let tags: TagArgument
        if let argument = message.argument("forTags") {
            tags = code.tags(argument, .objectiveC)
        } else if let argument = message.argument("preservationPriorityForTag") {
            tags = code.singleTag(argument, .objectiveC)
        } else {
            return
        }
        emit(.preservationPriority, message.open, message.close, tags: tags)
    }

    /// `URLForResource:withExtension:(subdirectory:)`, `pathForResource:ofType:(inDirectory:)`, ….
    mutating func matchBundleLookup(_ message: ObjCMessage) {
        guard !message.isUnary else { return }
        var builder = ResourceBuilder(api: message.api(code, fallback: "NSBundle"))
        for part in message.parts {
            guard let label = part.label, let role = ResourceBuilder.role(of: label) else { continue }
            builder.add(code.value(part.first, part.last, .objectiveC), as: role)
        }
        emit(.bundleLookup, message.open, message.close, resource: builder.build())
    }

    /// `[UIImage imageNamed:]`, `[SKScene nodeWithFileNamed:]`, `[[NSDataAsset alloc] initWithName:]`, ….
    mutating func matchCompiledLookup(_ message: ObjCMessage, _ name: ObjCName) {
        guard !message.isUnary, let lookupClass = name.lookupClass else { return }
        if name == .initWithName && message.receiverClass(code)?.name != "NSDataAsset" { return }
        var builder = ResourceBuilder(api: message.api(code, fallback: lookupClass))
        builder.add(code.value(message.parts[0].first, message.parts[0].last, .objectiveC), as: .name)
        emit(.compiledLookup, message.open, message.close, resource: builder.build())
    }
}
