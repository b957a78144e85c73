import SourceScan
import TestSupport
import Testing

/// What the lexer skips and what it keeps as code, one rule at a time.
@Suite(.budget(seconds: 1)) struct LexingTests {
    /// The kinds and positions found in a Swift snippet.
    func swift(_ source: String) -> [Row] { rows(source, .swift) }

    /// The kinds and positions found in an Objective-C snippet.
    func objc(_ source: String) -> [Row] { rows(source, .objectiveC) }

    /// Swift block comments nest; Objective-C ones end at the first `*/`.
    @Test func blockCommentNesting() {
        #expect(swift("/* a /* b */ x.endAccessingResources() */\ny.endAccessingResources()") == [Row(.endAccessing, 2, 1)])
        #expect(objc("/* a /* b */ [x endAccessingResources]; // */") == [Row(.endAccessing, 1, 14)])
    }

    /// Raw strings end only at a quote followed by as many `#` as opened them.
    @Test func rawStrings() {
        let source = ###"let s = ##"a "# x.endAccessingResources() "##; y.endAccessingResources()"###
        #expect(swift(source) == [Row(.endAccessing, 1, 48)])
    }

    /// `\(…)` is code in a string, `\#(…)` in a raw string; `\(…)` in a raw string is text.
    @Test func interpolationIsCode() {
        #expect(swift(#"let s = "a \(x.endAccessingResources()) b""#) == [Row(.endAccessing, 1, 14)])
        #expect(swift(##"let s = #"\#(x.endAccessingResources())"#"##) == [Row(.endAccessing, 1, 14)])
        #expect(swift(##"let s = #"\(x.endAccessingResources())"#"##) == [])
    }

    /// Interpolations nest, and parentheses inside their strings do not end them.
    @Test func nestedInterpolation() {
        let source = #"let s = "a \("b \(f(")")) c") d"; x.endAccessingResources()"#
        #expect(swift(source) == [Row(.endAccessing, 1, 35)])
        #expect(swift(#"let s = "\("\(x.endAccessingResources())")""#) == [Row(.endAccessing, 1, 15)])
    }

    /// An escaped quote does not end a string.
    @Test func escapedQuotes() {
        #expect(swift(#"let s = "a \" x.endAccessingResources() \"""#) == [])
        #expect(objc(#"NSString *s = @"a \" [x endAccessingResources] \"";"#) == [])
    }

    /// A multi-line string's value drops its first and last line breaks and the closing indentation.
    @Test func multilineTagValue() {
        let source = "NSBundleResourceRequest(tags: [\"\"\"\n    multi\n      line \\\n    joined\n    \"\"\"])"
        #expect(swift(source) == [Row(.requestInit, 1, 1, tags: .literal(["multi\n  line joined"]))])
    }

    /// An escape the decoder does not know leaves the tags unresolved rather than guessed.
    @Test func unknownEscapeIsUnresolved() {
        #expect(swift(#"NSBundleResourceRequest(tags: ["\q"])"#) == [Row(.requestInit, 1, 1, tags: .unresolved(#"["\q"]"#))])
        #expect(swift(#"NSBundleResourceRequest(tags: ["\u{D800}"])"#)[0].tags == .unresolved(#"["\u{D800}"]"#))
        let objcSource = #"[[NSBundleResourceRequest alloc] initWithTags:[NSSet setWithObject:@"\xFF"]]"#
        #expect(objc(objcSource)[0].tags == .unresolved(#"[NSSet setWithObject:@"\xFF"]"#))
    }

    /// Objective-C escapes: octal, hex and universal characters below the encoding-dependent range.
    @Test func objcEscapes() {
        let source = #"[[NSBundleResourceRequest alloc] initWithTags:[NSSet setWithObjects:@"\101\x42\u00e9\t", nil]]"#
        #expect(objc(source)[0].tags == .literal(["AB\u{e9}\t"]))
    }

    /// Columns count Unicode scalars; a tab is one column.
    @Test func columnsCountScalars() {
        #expect(swift("let é = \"ü😀\"; x.endAccessingResources()") == [Row(.endAccessing, 1, 15)])
        #expect(swift("\t\tx.endAccessingResources()") == [Row(.endAccessing, 1, 3)])
    }

    /// `\r\n` and a lone `\r` each end one line.
    @Test func lineEndings() {
        #expect(
            swift("a()\r\nb()\r\n  x.endAccessingResources()\ry.endAccessingResources()")
                == [Row(.endAccessing, 3, 3), Row(.endAccessing, 4, 1)])
    }

    /// `#if 0` groups are skipped up to their `#else`, `#elif` or `#endif`, minding nested `#if`s.
    @Test func deadPreprocessorGroups() {
        let source = """
            #if 0
            [a endAccessingResources];
            #ifdef X
            [b endAccessingResources];
            #endif
            [c endAccessingResources];
            #else
            [d endAccessingResources];
            #endif
              #  if 0 // off
            [e endAccessingResources];
            #endif
            [f endAccessingResources];
            """
        #expect(objc(source) == [Row(.endAccessing, 8, 1), Row(.endAccessing, 13, 1)])
    }

    /// `#define` bodies and `#if` conditions are code; `#import`, `#pragma` and `#error` lines are not.
    @Test func directivesThatAreCode() {
        let source = """
            #define END(r) [r endAccessingResources]
            #pragma mark - Player's "state" /* a comment that
            runs on: [a endAccessingResources]; */ [b endAccessingResources]; (still the pragma, as in C)
            [c endAccessingResources];
            #error Can't [d endAccessingResources]
            #import "x.h" // [e endAccessingResources]
            """
        #expect(objc(source) == [Row(.endAccessing, 1, 16), Row(.endAccessing, 4, 1)])
    }

    /// Character literals and `\`-continued C strings hide what is in them.
    @Test func charactersAndContinuedStrings() {
        let source =
            "char a = '['; char b = '\"'; char c = '\\'';\nNSString *s = @\"x\\\n[x endAccessingResources]\";\n[y endAccessingResources];"
        #expect(objc(source) == [Row(.endAccessing, 4, 1)])
    }

    /// Swift directives are code, a shebang line is not, and a `#/…/#` regex is skipped.
    @Test func swiftDirectivesAndRegex() {
        let source =
            "#!/usr/bin/env swift x.endAccessingResources()\n#if DEBUG\nx.endAccessingResources()\n#endif\nlet r = #/\"x/#; y.endAccessingResources()"
        #expect(swift(source) == [Row(.endAccessing, 3, 1), Row(.endAccessing, 5, 17)])
    }

    /// A long call's text is cut near 160 characters, at a character boundary, ending in `…`.
    @Test func longTextIsCut() {
        let long = String(repeating: "é", count: 300)
        let text = SourceScanner.scan("UIImage(named: \"\(long)\")", language: .swift)[0].text
        #expect(text.hasPrefix("UIImage(named: \"éé"))
        #expect(text.hasSuffix("…"))
        #expect(text.utf8.count <= 163)
    }
}
