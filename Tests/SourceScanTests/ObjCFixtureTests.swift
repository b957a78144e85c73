import SourceScan
import TestSupport
import Testing

/// The Objective-C fixture app, finding by finding.
@Suite(.budget(seconds: 1)) struct ObjCFixtureTests {
    /// Every finding of the fixture, and nothing from its decoys.
    static let expected: [Row] = [
        Row(.requestType, 7, 41),
        Row(.requestType, 13, 5),
        Row(.requestInit, 13, 38, tags: .literal(["level-1", "shared"])),
        Row(.requestType, 14, 5),
        Row(.requestInit, 14, 39, tags: .literal(["a\"b", "c\\d", "n\n"])),
        Row(.requestInit, 15, 20, tags: .literal(["solo"])),
        Row(.requestInit, 16, 16, tags: .unresolved("tags")),
        // Through the `#define` of the file.
        Row(.requestInit, 17, 17, tags: .literal(["level-9"])),
        Row(.requestInit, 18, 16, tags: .literal(["concat"])),
        Row(.loadingPriority, 19, 5),
        Row(.loadingPriority, 20, 5),
        Row(.beginAccessing, 21, 5),
        Row(.conditionallyBeginAccessing, 24, 5),
        Row(.progress, 25, 18),
        Row(.progress, 26, 18),
        Row(.endAccessing, 27, 5),
        Row(.preservationPriority, 28, 5, tags: .literal(["level-1"])),
        Row(.bundleLookup, 29, 18, resource: resource("-[NSBundle URLForResource:withExtension:]", "intro", ext: "mp4")),
        Row(
            .bundleLookup, 30, 20,
            resource: resource(
                "-[NSBundle URLForResource:withExtension:subdirectory:]", "theme", ext: "caf", subdirectory: "Audio")),
        Row(.bundleLookup, 31, 22, resource: resource("-[NSBundle pathForResource:ofType:]", ext: "json", unresolved: "levelName")),
        Row(
            .bundleLookup, 32, 21,
            resource: resource(
                "+[NSBundle pathForResource:ofType:inDirectory:]", "map", ext: "plist", subdirectory: "Maps")),
        Row(.compiledLookup, 33, 21, resource: resource("+[UIImage imageNamed:]", "hero")),
        Row(.compiledLookup, 34, 22, resource: resource("+[GameScene nodeWithFileNamed:]", "Level1")),
        Row(.compiledLookup, 35, 29, resource: resource("+[SKTextureAtlas atlasNamed:]", "Characters")),
        Row(
            .compiledLookup, 36, 26,
            resource: resource(
                "+[SKTexture textureWithImageNamed:]", unresolved: #"[NSString stringWithFormat:@"coin-%d", 3]"#)),
    ]

    /// The scan gives exactly the expected findings, in order.
    @Test func findsEveryFormAndNoDecoy() {
        let actual = rows(ObjCFixture.source, .objectiveC)
        #expect(actual == Self.expected, "\(differences(actual, Self.expected))")
    }

    /// The text of a message is the whole send, blocks included, on one line.
    @Test func textIsTheMessageOnOneLine() {
        let findings = SourceScanner.scan(ObjCFixture.source, language: .objectiveC).filter { $0.kind != .requestType }
        let texts = Dictionary(findings.map { ($0.line, $0.text) }, uniquingKeysWith: { first, _ in first })
        #expect(texts[13] == #"[[NSBundleResourceRequest alloc] initWithTags:[NSSet setWithObjects:@"level-1", @"shared", nil]]"#)
        #expect(texts[19] == "first.loadingPriority = NSBundleResourceRequestLoadingPriorityUrgent")
        #expect(texts[21] == #"[first beginAccessingResourcesWithCompletionHandler:^(NSError * _Nullable error) { NSLog(@"%@", error); }]"#)
        #expect(texts[26] == "[second progress]")
    }
}
