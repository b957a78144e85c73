import SourceScan
import TestSupport
import Testing

/// The Swift fixture app, finding by finding.
@Suite(.budget(seconds: 1)) struct SwiftFixtureTests {
    /// Every finding of the fixture, and nothing from its decoys.
    static let expected: [Row] = [
        Row(.requestType, 7, 5),
        Row(.requestInit, 11, 21, tags: .literal(["level-1", "shared"])),
        Row(.requestInit, 12, 22, tags: .literal(["a\"b", "c\\d", "\u{1F600}", "t\tn\n"])),
        // The type, and the tags through the file's constant `levelTag`.
        Row(.requestType, 13, 9),
        Row(.requestInit, 13, 46, tags: .literal(["level-2"])),
        Row(.requestInit, 14, 19, tags: .unresolved(#"["level-\(index)"]"#)),
        Row(.requestInit, 15, 22, tags: .literal(["x", "y"])),
        Row(.requestInit, 16, 21, tags: .unresolved("tags(for: 3)")),
        Row(.requestInit, 17, 21, tags: .unresolved(#"["pre" + "fix"]"#)),
        Row(.requestInit, 18, 24, tags: .literal(["raw", "plain"])),
        Row(.loadingPriority, 19, 9),
        Row(.loadingPriority, 20, 9),
        Row(.beginAccessing, 21, 9),
        Row(.beginAccessing, 24, 19),
        Row(.conditionallyBeginAccessing, 25, 31),
        Row(.conditionallyBeginAccessing, 26, 9),
        Row(.progress, 27, 15),
        Row(.endAccessing, 28, 9),
        Row(.endAccessing, 29, 9),
        Row(.preservationPriority, 30, 9, tags: .literal(["level-1"])),
        Row(.preservationPriority, 31, 9, tags: .unresolved("Set(sixthTags)")),
        Row(.bundleLookup, 32, 19, resource: resource("Bundle.url(forResource:withExtension:)", "intro", ext: "mp4")),
        Row(
            .bundleLookup, 33, 21,
            resource: resource(
                "Bundle.url(forResource:withExtension:subdirectory:)", "theme", ext: "caf", subdirectory: "Audio")),
        Row(.bundleLookup, 34, 20, resource: resource("Bundle.path(forResource:ofType:)", ext: "json", unresolved: "levelName")),
        Row(
            .bundleLookup, 35, 19,
            resource: resource(
                "Bundle.path(forResource:ofType:inDirectory:)", "map", ext: "plist", subdirectory: "Maps")),
        Row(.bundleLookup, 36, 20, resource: resource("Bundle.urls(forResourcesWithExtension:subdirectory:)", ext: "png")),
        Row(.compiledLookup, 37, 20, resource: resource("UIImage(named:)", "hero")),
        Row(.compiledLookup, 38, 19, resource: resource("NSImage(named:)", "hero-mac")),
        Row(.compiledLookup, 39, 21, resource: resource("UIImage(named:in:compatibleWith:)", "hero")),
        Row(.compiledLookup, 40, 21, resource: resource("Image(_:)", "background")),
        Row(.compiledLookup, 41, 20, resource: resource("UIColor(named:)", "Tint")),
        Row(.compiledLookup, 42, 20, resource: resource("NSDataAsset(name:)", "Dialogue")),
        Row(.compiledLookup, 43, 21, resource: resource("SKTextureAtlas(named:)", "Characters")),
        Row(.compiledLookup, 44, 23, resource: resource("SKTexture(imageNamed:)", "coin")),
        Row(.compiledLookup, 45, 22, resource: resource("SKSpriteNode(imageNamed:)", unresolved: #""coin-\(index)""#)),
        Row(.compiledLookup, 46, 21, resource: resource("SKScene(fileNamed:)", "Level1")),
        Row(.compiledLookup, 47, 20, resource: resource("SKNode(fileNamed:)", "Boss")),
        Row(.compiledLookup, 48, 21, resource: resource("GKScene(fileNamed:)", "World")),
        Row(.compiledLookup, 49, 20, resource: resource("SCNScene(named:)", "art.scnassets/ship.scn")),
        Row(.compiledLookup, 50, 19, resource: resource("UINib(nibName:bundle:)", "Cell")),
        Row(.compiledLookup, 51, 21, resource: resource("UIStoryboard(name:bundle:)", "Main")),
        // Inside an interpolation: code, so found.
        Row(.compiledLookup, 53, 33, resource: resource("UIImage(named:)", "inside")),
    ]

    /// The scan gives exactly the expected findings, in order.
    @Test func findsEveryFormAndNoDecoy() {
        let actual = rows(SwiftFixture.source, .swift)
        #expect(actual == Self.expected, "\(differences(actual, Self.expected))")
    }

    /// The text of a finding is the call on one line: comments dropped, whitespace runs joined.
    @Test func textIsTheCallOnOneLine() {
        let findings = SourceScanner.scan(SwiftFixture.source, language: .swift).filter { $0.kind != .requestType }
        let texts = Dictionary(findings.map { ($0.line, $0.text) }, uniquingKeysWith: { first, _ in first })
        #expect(texts[12] == #"NSBundleResourceRequest(tags: Set(["a\"b", "c\\d", "\u{1F600}", "t\tn\n"]), bundle: .main)"#)
        #expect(texts[13] == ".init(tags: [levelTag])")
        #expect(texts[19] == "first.loadingPriority = NSBundleResourceRequestLoadingPriorityUrgent")
        #expect(texts[21] == "first.beginAccessingResources { error in print(error as Any) }")
        #expect(texts[24] == "second.beginAccessingResources()")
        #expect(texts[27] == "first.progress")
        #expect(texts[28] == "request?.endAccessingResources()")
        #expect(texts[35] == #"Bundle(for: LevelLoader.self).path(forResource: "map", ofType: "plist", inDirectory: "Maps")"#)
    }
}
