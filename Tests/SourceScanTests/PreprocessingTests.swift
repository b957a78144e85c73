import SourceScan
import TestSupport
import Testing

/// What C's line splicing and constant conditions take out of the code, and how a file's own
/// constants resolve names.
@Suite(.budget(seconds: 1)) struct PreprocessingTests {
    /// A backslash at a line's end joins the next line to it before comments are recognised: a
    /// `//` comment ending in one goes on over the next line, with spaces after the backslash
    /// too, and `\r\n` ends; a name or a string split so is whole, and findings after a splice
    /// keep their lines and columns in the file.
    @Test func aBackslashAtALineEndContinuesAnObjectiveCComment() {
        #expect(
            rows("// loads the level \\\n[x endAccessingResources];\n[y endAccessingResources];", .objectiveC)
                == [Row(.endAccessing, 3, 1)])
        #expect(
            rows("// trailing spaces \\  \r\n[x endAccessingResources];\r\n  [y endAccessingResources];", .objectiveC)
                == [Row(.endAccessing, 3, 3)])
        #expect(
            rows("[x endAccess\\\ningResources]; [y endAccessingResources];", .objectiveC)
                == [Row(.endAccessing, 1, 1), Row(.endAccessing, 2, 16)])
        #expect(
            rows("#define GO(r) \\\n  [r endAccessingResources]\n/* \\\n*/ [z endAccessingResources];", .objectiveC)
                == [Row(.endAccessing, 2, 3), Row(.endAccessing, 4, 4)])
        let value = SourceScanner.scan(
            "id r = [[NSBundleResourceRequest alloc] initWithTags:[NSSet setWithObject:@\"Lev\\\nel\"]];", language: .objectiveC)
        #expect(value.map(\.tags) == [.literal(["Level"])])
    }

    /// Swift has no line splicing: a `//` comment ends at its line.
    @Test func aBackslashDoesNotContinueASwiftComment() {
        #expect(rows("// loads the level \\\nx.endAccessingResources()", .swift) == [Row(.endAccessing, 2, 1)])
    }

    /// `#if false` (Swift) and `#if 0` (Objective-C) up to their `#else`, and the `#else` and
    /// `#elseif` branches of `#if true` and `#if 1`, are not read; other conditions are.
    @Test func constantConditionsDisableTheirDeadBranches() {
        let swift = """
            #if false
            a.endAccessingResources()
            #elseif os(iOS)
            b.endAccessingResources()
            #endif
            #if true
            c.endAccessingResources()
            #elseif DEBUG
            d.endAccessingResources()
            #else
            e.endAccessingResources()
            #endif
            f.endAccessingResources()
            """
        #expect(rows(swift, .swift) == [Row(.endAccessing, 4, 1), Row(.endAccessing, 7, 1), Row(.endAccessing, 13, 1)])
        let objc = "#if 1\n[a endAccessingResources];\n#if X\n#endif\n#else\n[b endAccessingResources];\n#endif\n[c endAccessingResources];"
        #expect(rows(objc, .objectiveC) == [Row(.endAccessing, 2, 1), Row(.endAccessing, 8, 1)])
    }

    /// A name bound once to a literal or an array of them resolves where it is passed; a name
    /// bound twice, a parameter of that name, or a `var` does not.
    @Test func aConstantResolvesOnlyWhenBoundOnce() {
        let source = """
            let levelTag = "Level1"
            let bossTags: Set<String> = ["Boss", "Music"]
            let twice = "A"
            var mutable = "B"
            func f(twice: String) {}
            let a = NSBundleResourceRequest(tags: [levelTag])
            let b = NSBundleResourceRequest(tags: bossTags)
            let c = NSBundleResourceRequest(tags: [twice, mutable])
            let d = NSBundleResourceRequest(tags: Set(bossTags))
            """
        let findings = SourceScanner.scan(source, language: .swift)
        #expect(
            findings.map(\.tags) == [
                .literal(["Level1"]), .literal(["Boss", "Music"]), .unresolved("[twice, mutable]"), .literal(["Boss", "Music"]),
            ])
        #expect(findings.map(\.constants) == [["levelTag"], ["bossTags"], [], ["bossTags"]])
    }
}
