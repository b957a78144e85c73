import SourceScan
import TestSupport
import Testing

/// Forms beyond the fixtures, and look-alikes that are not reported.
@Suite(.budget(seconds: 1)) struct FormsTests {
    /// Explicit `.init`, module-qualified types, typed `.init` and empty tag sets.
    @Test func swiftRequestForms() {
        let source = """
            let a = NSBundleResourceRequest.init(tags: ["a"])
            let b = Foundation.NSBundleResourceRequest(tags: [])
            var c: NSBundleResourceRequest! = .init(tags: ["c"], bundle: bundle)
            let n: Int = .init(tags: ["no"])
            unbound = .init(tags: ["no"])
            let d = NSBundleResourceRequest(tags: Set(arrayLiteral: "d", kD))
            """
        #expect(
            rows(source, .swift) == [
                Row(.requestInit, 1, 9, tags: .literal(["a"])),
                Row(.requestInit, 2, 9, tags: .literal([])),
                Row(.requestType, 3, 1),
                Row(.requestInit, 3, 35, tags: .literal(["c"])),
                Row(.requestInit, 6, 9, tags: .unresolved(#"Set(arrayLiteral: "d", kD)"#)),
            ])
    }

    /// Tags spread over lines, with comments and a trailing comma, still resolve.
    @Test func swiftTagsOverSeveralLines() {
        let source = """
            let r = NSBundleResourceRequest(
                tags: [ // the boss fight
                    "boss", /* and its music */ "music",
                ],
                bundle: .main
            )
            """
        let findings = SourceScanner.scan(source, language: .swift)
        #expect(findings.map(Row.init) == [Row(.requestInit, 1, 9, tags: .literal(["boss", "music"]))])
        #expect(findings.first?.text == #"NSBundleResourceRequest( tags: [ "boss", "music", ], bundle: .main )"#)
    }

    /// `.progress` only on names bound to a request: declared, parameters, and aliases.
    @Test func swiftProgressBindings() {
        let source = """
            var request: NSBundleResourceRequest?
            func f(_ req: NSBundleResourceRequest) { print(req.progress) }
            if let r = self.request { print(r.progress, request!.progress) }
            print(task.progress, requests[tag]?.progress)
            """
        #expect(
            rows(source, .swift) == [
                Row(.requestType, 1, 1), Row(.requestType, 2, 8), Row(.progress, 2, 48), Row(.progress, 3, 33), Row(.progress, 3, 45),
            ])
    }

    /// `loadingPriority` is reported when assigned, not when compared or read.
    @Test func loadingPriorityAssignmentsOnly() {
        let source = "r.loadingPriority = 1\nif r.loadingPriority == 1 {}\nlet p = r.loadingPriority\nr.loadingPriority += 1"
        #expect(rows(source, .swift) == [Row(.loadingPriority, 1, 1)])
        #expect(rows("if (r.loadingPriority == 1) {}\nr.loadingPriority=1;", .objectiveC) == [Row(.loadingPriority, 2, 1)])
    }

    /// Reading a tag's preservation priority (a getter, not the setter), and references to request methods.
    @Test func swiftPreservationAndReferences() {
        let source = """
            let p = Bundle.main.preservationPriority(forTag: "boss")
            let s = #selector(NSBundleResourceRequest.endAccessingResources)
            func endAccessingResources() {}
            """
        #expect(
            rows(source, .swift) == [
                Row(.preservationPriorityRead, 1, 9, tags: .literal(["boss"])),
                Row(.endAccessing, 2, 19),
            ])
    }

    /// Compiled lookups past the fixture: subclasses, sounds, nibs, literals, SwiftUI.
    @Test func swiftCompiledLookups() {
        let source = """
            GameScene(fileNamed: "Level2")
            SKAction.playSoundFileNamed("boom.caf", waitForCompletion: false)
            Bundle.main.loadNibNamed("View", owner: nil)
            #imageLiteral(resourceName: "logo")
            Color("Accent"); Color(uiColor); Color(red: 1, green: 0, blue: 0)
            Image(decorative: "bg"); Image(item.icon); SwiftUI.Image("q")
            Image(systemName: "star"); Image(uiImage: i); Image(cg, scale: 2, label: l); UIImage(contentsOfFile: p)
            enum E { case Image(String) }; func UIImage(named: String) {}; x.Image("no")
            UIImage(named: name + "_hd")
            """
        #expect(
            rows(source, .swift) == [
                Row(.compiledLookup, 1, 1, resource: resource("GameScene(fileNamed:)", "Level2")),
                Row(.compiledLookup, 2, 1, resource: resource("SKAction.playSoundFileNamed(_:waitForCompletion:)", "boom.caf")),
                Row(.compiledLookup, 3, 1, resource: resource("Bundle.loadNibNamed(_:owner:)", "View")),
                Row(.compiledLookup, 4, 1, resource: resource("#imageLiteral(resourceName:)", "logo")),
                Row(.compiledLookup, 5, 1, resource: resource("Color(_:)", "Accent")),
                Row(.compiledLookup, 6, 1, resource: resource("Image(decorative:)", "bg")),
                Row(.compiledLookup, 6, 26, resource: resource("Image(_:)", unresolved: "item.icon")),
                Row(.compiledLookup, 6, 44, resource: resource("Image(_:)", "q")),
                Row(.compiledLookup, 9, 1, resource: resource("UIImage(named:)", unresolved: #"name + "_hd""#)),
            ])
    }

    /// Bundle lookups with `nil` arguments, and a declaration that only looks like one.
    @Test func swiftBundleLookupEdges() {
        let source = """
            Bundle.main.url(forResource: "a", withExtension: nil)
            Bundle.main.path(forResource: nil, ofType: ext, inDirectory: dir)
            func url(forResource name: String) -> URL? { nil }
            Bundle.main.url(forAuxiliaryExecutable: "tool")
            """
        #expect(
            rows(source, .swift) == [
                Row(.bundleLookup, 1, 1, resource: resource("Bundle.url(forResource:withExtension:)", "a")),
                Row(.bundleLookup, 2, 1, resource: resource("Bundle.path(forResource:ofType:inDirectory:)", unresolved: "ext, dir")),
            ])
    }

    /// Objective-C forms past the fixture.
    @Test func objcForms() {
        let source = """
            id a = [[NSBundleResourceRequest alloc] initWithTags:[[NSSet alloc] initWithObjects:@"a", @"b", nil]];
            id b = [[NSBundleResourceRequest alloc] initWithTags:[NSSet set] bundle:bundle];
            id c = [[FakeNSBundleResourceRequest alloc] initWithTags:[NSSet set]];
            [[NSBundle mainBundle] preservationPriorityForTag:@"boss"];
            [request setLoadingPriority:NSBundleResourceRequestLoadingPriorityUrgent];
            [[NSDataAsset alloc] initWithName:@"D"]; [[Foo alloc] initWithName:@"no"];
            [UIImage imageNamed:@"a" inBundle:nil compatibleWithTraitCollection:nil];
            [[SKSpriteNode alloc] initWithImageNamed:@"s"];
            [NSBundle.mainBundle URLsForResourcesWithExtension:@"png" subdirectory:@"S"];
            """
        #expect(
            rows(source, .objectiveC) == [
                Row(.requestInit, 1, 8, tags: .literal(["a", "b"])),
                Row(.requestInit, 2, 8, tags: .literal([])),
                Row(.preservationPriorityRead, 4, 1, tags: .literal(["boss"])),
                Row(.loadingPriority, 5, 1),
                Row(.compiledLookup, 6, 1, resource: resource("-[NSDataAsset initWithName:]", "D")),
                Row(.compiledLookup, 7, 1, resource: resource("+[UIImage imageNamed:inBundle:compatibleWithTraitCollection:]", "a")),
                Row(.compiledLookup, 8, 1, resource: resource("-[SKSpriteNode initWithImageNamed:]", "s")),
                Row(
                    .bundleLookup, 9, 1,
                    resource: resource(
                        "-[NSBundle URLsForResourcesWithExtension:subdirectory:]", ext: "png", subdirectory: "S")),
            ])
    }

    /// Objective-C `.progress` through a property's ivar, a parameter and a message; not on others.
    @Test func objcProgressBindings() {
        let source = """
            @property (nonatomic, strong) NSBundleResourceRequest *request;
            - (void)watch:(NSBundleResourceRequest * _Nonnull)req { NSLog(@"%@", _request.progress); [req progress]; }
            - (void)other { NSLog(@"%@", task.progress); [task progress]; }
            """
        #expect(
            rows(source, .objectiveC) == [Row(.requestType, 1, 31), Row(.requestType, 2, 16), Row(.progress, 2, 70), Row(.progress, 2, 90)])
    }
}
