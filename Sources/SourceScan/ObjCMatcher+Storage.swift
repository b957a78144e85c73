/// Where Objective-C code keeps its requests, what it reads of them, and the lookups beyond
/// `imageNamed:` and its kin.
extension ObjCMatcher {
    /// `NSBundleResourceRequest` named as a type, other than as the receiver of a message
    /// (`[NSBundleResourceRequest alloc]`): `@property … NSBundleResourceRequest *request`, a
    /// variable, a parameter, a collection's element type.
    mutating func matchRequestType(at i: Int) {
        guard !code.isPunct(i - 1, ASCII.lbracket) else { return }
        let last = code.objcDeclaredName(ofTypeAt: i) ?? (code.isPunct(i + 1, ASCII.star) ? i + 1 : i)
        emit(.requestType, code.objcTypeStart(i), last)
    }

    /// An assignment to a name bound to a request or to a collection of them, other than its
    /// declaration (`NSBundleResourceRequest *r = …`): `= nil` lets it go; anything but a new
    /// request (found as `requestInit`) stores one.
    mutating func matchAssignment(at eq: Int) {
        let last = eq - 1
        let target = code.isPunct(last, ASCII.rbracket) && code.match[last] >= 0 && code.match[last] < last ? code.match[last] - 1 : last
        guard bindings.contains(code, target) else { return }
        let first = code.chainStart(beforeDot: eq)
        guard first < eq, !code.isPunct(first - 1, ASCII.star), !code.isIdentifier(first - 1) else { return }
        let end = code.assignmentEnd(eq)
        guard end > eq else { return }
        if end == eq + 1 && (code.isIdent(eq + 1, "nil") || code.isIdent(eq + 1, "NULL")) {
            emit(.requestRelease, first, end)
        } else if !(code.isPunct(eq + 1, ASCII.lbracket) && code.isPunct(eq + 2, ASCII.lbracket)
            && code.isIdent(eq + 3, "NSBundleResourceRequest"))
        {
            emit(.requestStore, first, end, value: code.render(eq + 1, end))
        }
    }

    /// Dot syntax on a name bound to a request: `.progress`, `.tags`, `.bundle`, `.loadingPriority`
    /// read or assigned (assigned on any receiver: the name is the request's alone).
    mutating func matchProperty(at i: Int) {
        let d = i - 1
        if code.isIdent(i, "loadingPriority") && code.isAssignment(i + 1) {
            let end = code.assignmentEnd(i + 1)
            return emit(.loadingPriority, code.chainStart(beforeDot: d), end, value: code.render(i + 2, end))
        }
        guard bindings.contains(code, d - 1) else { return }
        let kind: SourceFinding.Kind
        switch code.text(i) {
        case "progress": kind = .progress
        case "tags": kind = .requestTags
        case "loadingPriority" where !code.isCompoundAssignment(i + 1): kind = .loadingPriorityRead
        case "bundle" where !isBundleLookupSelector(i + 1): kind = .requestBundle
        default: return
        }
        emit(kind, code.chainStart(beforeDot: d), i)
    }

    /// Whether token `k` is the first selector part of a bundle lookup (`[r.bundle URLForResource:…]`).
    func isBundleLookupSelector(_ k: Int) -> Bool {
        guard k < code.tokens.count, let name = ObjCName.table.lookup(code.bytes, code.tokens[k]) else { return false }
        return [.URLForResource, .pathForResource, .URLsForResourcesWithExtension, .pathsForResourcesOfType].contains(name)
    }

    /// `[request progress]`, `[request tags]`, `[request bundle]`, `[request loadingPriority]`.
    mutating func matchPropertyMessage(_ message: ObjCMessage, _ name: ObjCName) {
        guard message.isUnary, bindings.contains(code, message.receiverLast) else { return }
        let kinds: [ObjCName: SourceFinding.Kind] = [
            .progress: .progress, .tags: .requestTags, .bundle: .requestBundle,
            .loadingPriority: .loadingPriorityRead,
        ]
        if let kind = kinds[name] { emit(kind, message.open, message.close) }
    }

    /// `setObject:forKey:`, `addObject:` (stores) and `removeObjectForKey:`, `removeAllObjects`,
    /// `removeObject:` (releases), sent to a name bound to requests.
    mutating func matchCollectionMessage(_ message: ObjCMessage, _ kind: SourceFinding.Kind) {
        guard bindings.contains(code, message.receiverLast) else { return }
        emit(kind, message.open, message.close)
    }

    /// `[SKTextureAtlas preloadTextureAtlasesNamed:@[@"a"] withCompletionHandler:^…]`.
    mutating func matchAtlasPreload(_ message: ObjCMessage) {
        guard !message.isUnary else { return }
        let lookup = code.namesLookup(message.parts[0], api: message.api(code, fallback: "SKTextureAtlas"), .objectiveC)
        emit(.compiledLookup, message.open, message.close, resource: lookup.resource, constants: lookup.constants)
    }

    /// A Core ML model's generated class: `[[Model alloc] initWithConfiguration:…]`, `[Model URLOfModelInThisBundle]`.
    mutating func matchModel(_ message: ObjCMessage) {
        guard let receiver = message.receiverClass(code), receiver.allocated != message.isUnary else { return }
        emit(
            .compiledLookup, message.open, message.close,
            resource: ResourceArgument(name: receiver.name, api: message.api(code, fallback: receiver.name)))
    }

    /// `[NSBundle.mainBundle.resourcePath stringByAppendingPathComponent:@"…"]` and
    /// `URLByAppendingPathComponent:` on `resourceURL`, `bundleURL`, `resourcePath` or `bundlePath`.
    mutating func matchBundlePath(_ message: ObjCMessage) {
        let location = ["resourcePath", "resourceURL", "bundlePath", "bundleURL"]
        // The location is the receiver's last name: `x.resourcePath`, or `[x resourceURL]`.
        let member = code.isPunct(message.receiverLast, ASCII.rbracket) ? message.receiverLast - 1 : message.receiverLast
        guard !message.isUnary, code.isIdentifier(member), location.contains(code.text(member)) else { return }
        var builder = ResourceBuilder(api: "-[NSBundle \(code.text(member))] \(message.selector)")
        let argument = message.parts[0]
        builder.add(code.value(argument.first, argument.last, .objectiveC), as: .name)
        emit(
            .bundleLookup, message.open, message.close, resource: builder.build(),
            constants: code.constantNames(argument.first, argument.last))
    }
}
