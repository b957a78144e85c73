/// The first selector parts the Objective-C matcher reacts to.
enum ObjCName: String, CaseIterable, Sendable {
    /// The request's initializer and methods.
    case initWithTags, beginAccessingResourcesWithCompletionHandler
    /// More of the request's methods.
    case conditionallyBeginAccessingResourcesWithCompletionHandler, endAccessingResources, setLoadingPriority, progress
    /// The bundle's preservation priority.
    case setPreservationPriority, preservationPriorityForTag
    /// `NSBundle` lookups (each case is the selector's own first part, as the source spells it).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URLForResource, pathForResource, URLsForResourcesWithExtension, pathsForResourcesOfType
    /// Compiled-resource lookups.
    case imageNamed, colorNamed, atlasNamed, textureWithImageNamed, spriteNodeWithImageNamed, initWithImageNamed
    /// More compiled-resource lookups.
    case nodeWithFileNamed, sceneWithFileNamed, sceneNamed, nibWithNibName, storyboardWithName, loadNibNamed
    /// More compiled-resource lookups: sounds, data sets, atlases preloaded, Core ML models.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case playSoundFileNamed, initWithName, preloadTextureAtlasesNamed, initWithConfiguration, URLOfModelInThisBundle
    /// Paths appended to a bundle's location.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case stringByAppendingPathComponent, URLByAppendingPathComponent
    /// A request's properties read by message.
    case tags, bundle, loadingPriority
    /// What stores requests in a collection, or lets them go.
    case setObject, addObject, removeObjectForKey, removeAllObjects, removeObject

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
            } else if code.isAssignment(i) {
                matchAssignment(at: i)
            } else if code.isPunct(i - 1, ASCII.dot) && code.isIdentifier(i) {
                matchProperty(at: i)
            } else if code.isIdent(i, "NSBundleResourceRequest") {
                matchRequestType(at: i)
            } else if code.isIdent(i, "NSBundleResourceRequestLowDiskSpaceNotification") {
                emit(.lowDiskSpace, i, i)
            }
        }
        return findings
    }

    /// Records a finding for the tokens `first...last`.
    mutating func emit(
        _ kind: SourceFinding.Kind, _ first: Int, _ last: Int,
        tags: TagArgument? = nil, resource: ResourceArgument? = nil, value: String? = nil, constants: [String] = []
    ) {
        findings.append(code.finding(kind, first, last, tags: tags, resource: resource, value: value, constants: constants))
    }

    /// The tags of an argument, and the constants that resolved them.
    func tags(_ argument: Argument, single: Bool = false) -> (TagArgument, [String]) {
        let tags = single ? code.singleTag(argument, .objectiveC) : code.tags(argument, .objectiveC)
        guard case .literal = tags else { return (tags, []) }
        return (tags, code.constantNames(argument.first, argument.last))
    }

    /// Tries the message in the brackets at `open`, when its first selector part is of interest.
    mutating func matchMessage(at open: Int) {
        guard let start = ObjCMessage.selectorStart(code, open),
            let name = ObjCName.table.lookup(code.bytes, code.tokens[start]),
            let message = ObjCMessage(code, open: open)
        else { return }
        switch name {
        case .initWithTags: matchRequestInit(message)
        case .beginAccessingResourcesWithCompletionHandler: emitRequestCall(message, .beginAccessing, unary: false)
        case .conditionallyBeginAccessingResourcesWithCompletionHandler:
            emitRequestCall(message, .conditionallyBeginAccessing, unary: false)
        case .endAccessingResources: emitRequestCall(message, .endAccessing, unary: true)
        case .setLoadingPriority:
            if !message.isUnary {
                emit(.loadingPriority, message.open, message.close, value: code.render(message.parts[0].first, message.parts[0].last))
            }
        case .progress, .tags, .bundle, .loadingPriority: matchPropertyMessage(message, name)
        case .setPreservationPriority, .preservationPriorityForTag: matchPreservation(message)
        case .URLForResource, .pathForResource, .URLsForResourcesWithExtension, .pathsForResourcesOfType:
            matchBundleLookup(message)
        case .stringByAppendingPathComponent, .URLByAppendingPathComponent: matchBundlePath(message)
        case .setObject, .addObject: matchCollectionMessage(message, .requestStore)
        case .removeObjectForKey, .removeAllObjects, .removeObject: matchCollectionMessage(message, .requestRelease)
        case .preloadTextureAtlasesNamed: matchAtlasPreload(message)
        case .initWithConfiguration, .URLOfModelInThisBundle: matchModel(message)
        default: matchCompiledLookup(message, name)
        }
    }

    /// `[[NSBundleResourceRequest alloc] initWithTags:…]`, with or without `bundle:`.
    mutating func matchRequestInit(_ message: ObjCMessage) {
        let receiverTokens = (message.open + 1)...min(message.receiverLast, message.open + 8)
        guard !message.isUnary, receiverTokens.contains(where: { code.isIdent($0, "NSBundleResourceRequest") })
        else { return }
        let (tags, constants) = self.tags(message.parts[0])
        emit(.requestInit, message.open, message.close, tags: tags, constants: constants)
    }

    /// A request method of `kind`, when the selector's arity fits.
    mutating func emitRequestCall(_ message: ObjCMessage, _ kind: SourceFinding.Kind, unary: Bool) {
        if message.isUnary == unary { emit(kind, message.open, message.close) }
    }

    /// `setPreservationPriority:forTags:` and `preservationPriorityForTag:`.
    mutating func matchPreservation(_ message: ObjCMessage) {
        if let argument = message.argument("forTags") {
            let (tags, constants) = self.tags(argument)
            emit(.preservationPriority, message.open, message.close, tags: tags, constants: constants)
        } else if let argument = message.argument("preservationPriorityForTag") {
            let (tags, constants) = self.tags(argument, single: true)
            emit(.preservationPriorityRead, message.open, message.close, tags: tags, constants: constants)
        }
    }

    /// `URLForResource:withExtension:(subdirectory:)`, `pathForResource:ofType:(inDirectory:)`, ….
    mutating func matchBundleLookup(_ message: ObjCMessage) {
        guard !message.isUnary else { return }
        var builder = ResourceBuilder(api: message.api(code, fallback: "NSBundle"))
        for part in message.parts {
            guard let label = part.label, let role = ResourceBuilder.role(of: label) else { continue }
            builder.add(code.value(part.first, part.last, .objectiveC), as: role)
        }
        emit(
            .bundleLookup, message.open, message.close, resource: builder.build(),
            constants: code.constantNames(message.parts[0].first, message.close - 1))
    }

    /// `[UIImage imageNamed:]`, `[SKScene nodeWithFileNamed:]`, `[[NSDataAsset alloc] initWithName:]`, ….
    mutating func matchCompiledLookup(_ message: ObjCMessage, _ name: ObjCName) {
        guard !message.isUnary, let lookupClass = name.lookupClass else { return }
        if name == .initWithName && message.receiverClass(code)?.name != "NSDataAsset" { return }
        var builder = ResourceBuilder(api: message.api(code, fallback: lookupClass))
        let argument = message.parts[0]
        builder.add(code.value(argument.first, argument.last, .objectiveC), as: .name)
        emit(
            .compiledLookup, message.open, message.close, resource: builder.build(),
            constants: code.constantNames(argument.first, argument.last))
    }
}
