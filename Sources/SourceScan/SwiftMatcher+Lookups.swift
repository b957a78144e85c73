/// Bundle and compiled-resource lookups in Swift.
extension SwiftMatcher {
    /// The first labels of `Bundle`'s by-name lookups.
    static let bundleLabels: Set<String> = ["forResource", "forResourcesWithExtension", "forResourcesOfType"]

    /// `.url(forResource:…)`, `.path(forResource:ofType:…)`, `.urls(forResourcesWithExtension:…)`,
    /// `.paths(forResourcesOfType:…)` on any expression: the labels single out `Bundle`.
    mutating func matchBundleLookup(at i: Int) {
        guard let d = dot(before: i), code.isPunct(i + 1, ASCII.lparen) else { return }
        let arguments = code.arguments(in: i + 1)
        guard let label = arguments.first?.label, Self.bundleLabels.contains(label) else { return }
        var builder = ResourceBuilder(api: Code.api("Bundle." + code.text(i), arguments))
        for argument in arguments {
            guard let label = argument.label, let role = ResourceBuilder.role(of: label) else { continue }
            builder.add(code.value(argument.first, argument.last, .swift), as: role)
        }
        emit(
            .bundleLookup, code.chainStart(beforeDot: d), code.groupEnd(i + 1), resource: builder.build(),
            constants: code.constantNames(i + 2, code.groupEnd(i + 1) - 1))
    }

    /// `UIImage(named:)`, `NSDataAsset(name:)`, `Image("…")` and the other types of `SwiftName`.
    mutating func matchCompiledInit(at i: Int, _ name: SwiftName) {
        guard code.isPunct(i + 1, ASCII.lparen), let start = typeCallStart(i) else { return }
        let arguments = code.arguments(in: i + 1)
        guard let first = arguments.first, accepts(name, arguments) else { return }
        emitCompiled(start, i, arguments, nameArgument: first)
    }

    /// Whether the arguments fit the initializer of `name` that loads by name.
    func accepts(_ name: SwiftName, _ arguments: [Argument]) -> Bool {
        let label = arguments[0].label
        switch name {
        case .uiImage, .nsImage, .uiColor, .nsColor, .atlas, .scnScene:
            return label == "named"
        case .dataAsset, .storyboard:
            return label == "name"
        case .nib:
            return label == "nibName"
        case .image:
            let fromCGImage = arguments.contains { $0.label == "scale" || $0.label == "orientation" }
            return (label == nil || label == "decorative") && !fromCGImage
        case .color:
            return label == nil && code.stringLiteral(arguments[0].first, arguments[0].last, .swift) != nil
        default:
            return false
        }
    }

    /// `T(fileNamed:)` and `T(imageNamed:)` for any type `T`: `SKScene`, `SKNode`, `GKScene`,
    /// `SKTexture`, `SKSpriteNode`, and a game's own subclasses (`GameScene(fileNamed:)`); and
    /// `T(configuration:)`, the initializer of a Core ML model's generated class, named `T`.
    mutating func matchNamedFileInit(at i: Int) {
        guard code.isPunct(i + 1, ASCII.lparen), code.isPunct(i + 3, ASCII.colon), let start = typeCallStart(i) else { return }
        let arguments = code.arguments(in: i + 1)
        guard let first = arguments.first else { return }
        if code.isIdent(i + 2, "fileNamed") || code.isIdent(i + 2, "imageNamed") {
            emitCompiled(start, i, arguments, nameArgument: first)
        } else if code.isIdent(i + 2, "configuration") {
            let resource = ResourceArgument(name: code.text(i), api: Code.api(code.text(i), arguments))
            emit(.compiledLookup, start, code.groupEnd(i + 1), resource: resource)
        }
    }

    /// `sceneType.init(fileNamed:)`, `LevelScene.init(fileNamed:)`, `type(of: self).init(imageNamed:)`,
    /// `.init(fileNamed:)`: the initializer called on a type, a metatype or implicitly.
    mutating func matchMetatypeInit(at i: Int) {
        guard let d = dot(before: i), code.isPunct(i + 1, ASCII.lparen), code.isPunct(i + 3, ASCII.colon),
            code.isIdent(i + 2, "fileNamed") || code.isIdent(i + 2, "imageNamed")
        else { return }
        let arguments = code.arguments(in: i + 1)
        guard let first = arguments.first else { return }
        let start = code.chainStart(beforeDot: d)
        let receiver = start < d ? code.render(start, d - 1) : ""
        emitCompiled(start, i, arguments, nameArgument: first, api: Code.api(receiver + ".init", arguments))
    }

    /// `SKTextureAtlas.preloadTextureAtlasesNamed(names) { … }` (and its `async` form): the
    /// names, when they are an array of literals or a constant of them.
    mutating func matchAtlasPreload(at i: Int) {
        guard let d = dot(before: i), code.isPunct(i + 1, ASCII.lparen),
            let argument = code.arguments(in: i + 1).first, argument.label == nil
        else { return }
        let lookup = code.namesLookup(argument, api: "SKTextureAtlas.preloadTextureAtlasesNamed(_:withCompletionHandler:)", .swift)
        emit(.compiledLookup, code.chainStart(beforeDot: d), code.groupEnd(i + 1), resource: lookup.resource, constants: lookup.constants)
    }

    /// `Model.urlOfModelInThisBundle`: a Core ML model's generated class, named `Model`.
    mutating func matchModelURL(at i: Int) {
        guard let d = dot(before: i), code.startsUppercase(d - 1) else { return }
        let resource = ResourceArgument(name: code.text(d - 1), api: code.text(d - 1) + ".urlOfModelInThisBundle")
        emit(.compiledLookup, code.chainStart(beforeDot: d), i, resource: resource)
    }

    /// `Bundle.main.resourceURL?.appendingPathComponent("Level1/map.json")`, `.appending(path:)`,
    /// `.appending(component:)`, on `resourceURL`, `bundleURL`, `resourcePath` or `bundlePath`.
    mutating func matchBundlePath(at i: Int) {
        guard let d = dot(before: i) else { return }
        var k = i + 1
        while code.isGluedPostfix(k) { k += 1 }
        guard code.isPunct(k, ASCII.dot), code.isPunct(k + 2, ASCII.lparen),
            code.isIdent(k + 1, "appendingPathComponent") || code.isIdent(k + 1, "appending"),
            let argument = code.arguments(in: k + 2).first,
            argument.label == nil || argument.label == "path" || argument.label == "component"
        else { return }
        var builder = ResourceBuilder(api: "Bundle." + code.text(i) + "." + Code.api(code.text(k + 1), code.arguments(in: k + 2)))
        builder.add(code.value(argument.first, argument.last, .swift), as: .name)
        emit(
            .bundleLookup, code.chainStart(beforeDot: d), code.groupEnd(k + 2), resource: builder.build(),
            constants: code.constantNames(argument.first, argument.last))
    }

    /// The first token of a call of the type named at `i`: `i`, or the module before it
    /// (`SwiftUI.Image`); nil when `i` is a member (`x.Image(`) or is declared (`case Image(`).
    func typeCallStart(_ i: Int) -> Int? {
        if code.isIdent(i - 1, "func") || code.isIdent(i - 1, "case") { return nil }
        guard let d = dot(before: i) else { return i }
        return code.startsUppercase(d - 1) ? code.chainStart(beforeDot: d) : nil
    }

    /// `Bundle.main.loadNibNamed("…", owner:…)` and `SKAction.playSoundFileNamed("…", …)`.
    mutating func matchMemberLookup(at i: Int, _ name: SwiftName) {
        guard let d = dot(before: i), code.isPunct(i + 1, ASCII.lparen) else { return }
        let arguments = code.arguments(in: i + 1)
        guard let first = arguments.first, first.label == nil else { return }
        let owner = name == .loadNibNamed ? "Bundle." : "SKAction."
        let api = Code.api(owner + code.text(i), arguments)
        emitCompiled(code.chainStart(beforeDot: d), i, arguments, nameArgument: first, api: api)
    }

    /// `#imageLiteral(resourceName: "…")`.
    mutating func matchImageLiteral(at i: Int) {
        guard code.isPunct(i - 1, ASCII.hash), code.tokens[i - 1].end == code.tokens[i].start,
            code.isPunct(i + 1, ASCII.lparen)
        else { return }
        let arguments = code.arguments(in: i + 1)
        guard let first = arguments.first, first.label == "resourceName" else { return }
        emitCompiled(i - 1, i, arguments, nameArgument: first, api: Code.api("#imageLiteral", arguments))
    }

    /// Records a compiled lookup of the call named at `i`, from `start` to its `)`.
    mutating func emitCompiled(_ start: Int, _ i: Int, _ arguments: [Argument], nameArgument: Argument, api: String? = nil) {
        var builder = ResourceBuilder(api: api ?? Code.api(code.text(i), arguments))
        builder.add(code.value(nameArgument.first, nameArgument.last, .swift), as: .name)
        emit(
            .compiledLookup, start, code.groupEnd(i + 1), resource: builder.build(),
            constants: code.constantNames(nameArgument.first, nameArgument.last))
    }
}
