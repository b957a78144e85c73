import SourceScan
import TestSupport
import Testing

/// Large and malformed inputs: the scan completes, and what it returns stays well-formed.
@Suite(.budget(seconds: 10)) struct RobustnessTests {
    /// Checks the invariants every finding keeps, whatever the input.
    static func checkWellFormed(_ findings: [SourceFinding]) {
        for finding in findings {
            #expect(finding.line >= 1 && finding.column >= 1)
            #expect(finding.text.utf8.count <= 163)
        }
        let positions = findings.map { [$0.line, $0.column] }
        #expect(positions == positions.sorted { $0.lexicographicallyPrecedes($1) })
    }

    /// A generated 5 MB Swift source scans to completion, with every call found.
    @Test func fiveMegabytesOfSwift() {
        let chunk = """
            func load\u{0}Level() async throws {
                // NSBundleResourceRequest(tags: ["comment"])
                let request = NSBundleResourceRequest(tags: ["level", "shared"])
                try await request.beginAccessingResources()
                let url = request.bundle.url(forResource: "map", withExtension: "json") /* UIImage(named: "x") */
                let note = "request.endAccessingResources() \\(request.progress.fractionCompleted)"
                request.endAccessingResources()
            }

            """
        let copies = 5 * 1024 * 1024 / chunk.utf8.count + 1
        let source = String(repeating: chunk, count: copies)
        #expect(source.utf8.count >= 5 * 1024 * 1024)
        let findings = SourceScanner.scan(source, language: .swift)
        #expect(findings.count == copies * 5)
        #expect(findings.last?.line == copies * 8 - 1)
        Self.checkWellFormed(Array(findings.suffix(10)))
    }

    /// A generated 5 MB Objective-C source scans to completion, with every call found.
    @Test func fiveMegabytesOfObjectiveC() {
        let chunk = """
            - (void)load {
                NSBundleResourceRequest *r = [[NSBundleResourceRequest alloc] initWithTags:[NSSet setWithObject:@"a"]];
                [r beginAccessingResourcesWithCompletionHandler:^(NSError *e) { NSLog(@"%@", r.progress); }];
                /* [r endAccessingResources]; */ [UIImage imageNamed:@"hero"];
            }

            """
        let copies = 5 * 1024 * 1024 / chunk.utf8.count + 1
        let findings = SourceScanner.scan(String(repeating: chunk, count: copies), language: .objectiveC)
        // The type of `r`, its request, its begin, its progress and the image lookup.
        #expect(findings.count == copies * 5)
    }

    /// Inputs that end or nest where no valid source would.
    static let malformed: [String] = [
        "", "\"", "\"\"\"", "#\"", "##\"\"#", "\"\\", "\\", "\\\\\\", "\\(", "\"\\(", "\"\\(\"\\(\"\\(", "\"\\(x))))",
        "/*", "/* /* */", "/* /*", "//", "@\"", "'", "'\\", "#", "#if 0", "#if 0\n#if 1\n", "#pragma \"x",
        "#define \\", "#/", "#/abc", "\u{0}\u{0}\"\u{0}", "((((", "))))", "[[[[", "]]]]", "{{}}}}", "[x", "[x y:",
        "NSBundleResourceRequest(", "NSBundleResourceRequest(tags: [\"a\"", "NSBundleResourceRequest(tags:",
        ".init(tags:", "x: NSBundleResourceRequest = .init(tags: [", "r.loadingPriority =", "r.progress",
        "[NSSet setWithObjects:", "[[NSBundleResourceRequest alloc] initWithTags:[NSSet setWithObjects:@\"a\",",
        "[[NSBundleResourceRequest alloc] initWithTags:@\"", "UIImage(named: \"\\u{", "UIImage(named: \"\\u{110000}\")",
        "NSBundleResourceRequest(tags: [\"\"\"\nx\n\"\"\"])", "NSBundleResourceRequest(tags: [\"\"\"\"\"\"])",
        "Image(", "Image()", "x.url(forResource:", "[x URLForResource:]", "[x imageNamed:", "r = [[NSBundleResourceRequest alloc]",
        "NSBundleResourceRequest *", "NSBundleResourceRequest * _Nullable", "\r", "\r\n\r", "\u{FEFF}x.endAccessingResources()",
        "\\\n", "// x \\", "// x \\\r", "@\"a\\\n", "\\ \t", "#if false", "#if true\n#else", "#if 1\n#elif 0\n#else",
        "#if false\n#elseif", "#endif\n#endif\n#else", "let a = [", "let a = [\"x\"", "#define X @[", "#define X @\"",
        "static NSString *const K = @", "x = nil", "r = nil; r.tags; r.bundle", "var r: [String: NSBundleResourceRequest",
        "NSBundleResourceRequest<", "SKTextureAtlas.preloadTextureAtlasesNamed(", "sceneType.init(fileNamed:",
        ".init(fileNamed: x", "[SKTextureAtlas preloadTextureAtlasesNamed:", "[[Golem alloc] initWithConfiguration:",
        "[x.resourcePath stringByAppendingPathComponent:", "Bundle.main.resourceURL?.appendingPathComponent(",
    ]

    /// None of the malformed inputs crashes either lexer, alone or followed by a real call.
    @Test(arguments: malformed) func malformedInputs(_ input: String) {
        for language in [SourceLanguage.swift, .objectiveC] {
            Self.checkWellFormed(SourceScanner.scan(input, language: language))
            Self.checkWellFormed(SourceScanner.scan(input + "\nx.endAccessingResources() [x endAccessingResources]", language: language))
        }
    }

    /// Invalid UTF-8, decoded with replacement characters, and raw NUL bytes.
    @Test func invalidUTF8AndNUL() {
        let bytes: [UInt8] =
            [0xFF, 0xFE, 0x22, 0xC0, 0x80, 0x5C, 0xED, 0xA0, 0x80, 0x00, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x0A]
            + Array("x.endAccessingResources() [y endAccessingResources]".utf8) + [0xE2, 0x82]
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(rows(text, .swift) == [Row(.endAccessing, 2, 1)])
        #expect(rows(text, .objectiveC) == [Row(.endAccessing, 2, 27)])
    }

    /// Every prefix of both fixtures (a file cut anywhere) scans without trouble.
    @Test func everyPrefixOfTheFixtures() {
        for (source, language) in [(SwiftFixture.source, SourceLanguage.swift), (ObjCFixture.source, .objectiveC)] {
            let bytes = Array(source.utf8)
            for end in stride(from: 0, through: bytes.count, by: 3) {
                Self.checkWellFormed(SourceScanner.scan(String(decoding: bytes[..<end], as: UTF8.self), language: language))
            }
        }
    }

    /// Random bytes drawn mostly from the characters that steer the lexers.
    @Test func randomInputs() {
        let alphabet = Array("\"\\#/*()[]{}@'$:;,.=!? \n\r\tx_NSBundleResourceRequest tags endAccessingResources".utf8) + [0, 0xFF, 0xC3]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<1_500 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let text = String(decoding: bytes, as: UTF8.self)
            Self.checkWellFormed(SourceScanner.scan(text, language: .swift))
            Self.checkWellFormed(SourceScanner.scan(text, language: .objectiveC))
        }
    }

    /// Five megabytes of Objective-C whose every line ends in a backslash (one logical line), and
    /// of lines that each open a constant condition, scan in linear time with every call placed.
    @Test func fiveMegabytesOfSplicesAndConditions() {
        let spliced = String(repeating: "[r endAccessingResources]; \\\n", count: 5 * 1024 * 1024 / 29)
        let findings = SourceScanner.scan(spliced, language: .objectiveC)
        #expect(findings.count == 5 * 1024 * 1024 / 29 && findings.last?.line == 5 * 1024 * 1024 / 29)
        Self.checkWellFormed(Array(findings.suffix(10)))
        let nested =
            String(repeating: "#if 1\n[r endAccessingResources];\n", count: 100_000)
            + String(repeating: "#else\n[x y];\n#endif\n", count: 100_000)
        #expect(SourceScanner.scan(nested, language: .objectiveC).count == 100_000)
        let swift = String(repeating: "#if true\nlet a\u{30} = \"x\"\nr.endAccessingResources()\n", count: 100_000)
        #expect(SourceScanner.scan(swift, language: .swift).count == 100_000)
    }

    /// Deep nesting and long chains finish: nothing recurses on the input's depth.
    @Test func deepNestingAndLongChains() {
        let depth = 50_000
        let inputs = [
            String(repeating: "\"\\(", count: depth),
            String(repeating: "(", count: depth) + String(repeating: ")", count: depth),
            String(repeating: "[", count: depth) + "x endAccessingResources" + String(repeating: "]", count: depth),
            String(repeating: "NSBundleResourceRequest(tags: ", count: depth),
            "r" + String(repeating: ".progress", count: depth) + "\nvar r: NSBundleResourceRequest",
            String(repeating: "a.loadingPriority = ", count: depth),
            String(repeating: "[", count: depth) + "x.resourcePath"
                + String(repeating: " stringByAppendingPathComponent:@\"a\"]", count: depth),
            "var r: NSBundleResourceRequest\n" + String(repeating: "r = ", count: depth) + "nil",
            String(repeating: "let a = [", count: depth),
        ]
        for input in inputs {
            Self.checkWellFormed(SourceScanner.scan(input, language: .swift))
            Self.checkWellFormed(SourceScanner.scan(input, language: .objectiveC))
        }
    }
}
