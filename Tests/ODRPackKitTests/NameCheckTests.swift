import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// Every name build derives is checked by lint, so a manifest lint passes can be built, and
/// hostile input is refused or handled in bounded work, never a crash.
@Suite(.budget(seconds: 1)) struct NameCheckTests {
    @Test func tagSetsThatHashAlikeAreAnErrorNotACrash() throws {
        let project = try TemporaryFolder()
        try project.write("a.bin", text: "a")
        try project.write("b.bin", text: "b")
        try project.manifest(
            """
            <resource path="a.bin" tags="a:b"/>
            <resource path="b.bin" tags="a, b"/>
            """)
        let result = project.lint()
        let collisions = result.diagnostics(.packIdentifierCollision)
        #expect(collisions.count == 1)
        #expect(collisions.first?.message.contains("'a+b'") == true && collisions.first?.message.contains("'a:b'") == true)
        #expect(collisions.first?.location?.line == 4)
        #expect(result.failed)
        let outcome = project.buildOutcome()
        #expect(outcome.failed && outcome.report == nil)
    }

    @Test(arguments: ["Level/1", "Level\n1", "Level\u{1B}[31m", "Tab\there", "Null\u{0}x", "C1\u{85}"])
    func tagsThatCannotNameAFolderAreRefused(tag: String) throws {
        let project = try TemporaryFolder()
        try project.write("a.bin", text: "a")
        let manifest = Manifest(
            file: project.path("odr.xml"), bundleIdentifier: "com.company.App", baseDirectory: project.root,
            resources: [ResourceEntry(path: "a.bin", tags: [tag])])
        let result = Linter.lint(ManifestReadResult(manifest: manifest, diagnostics: []), file: manifest.file, options: LintOptions())
        let found = result.diagnostics(.invalidTagName)
        #expect(found.count == 1)
        // The message shows the name escaped: no raw line break or escape character.
        #expect(found.first?.message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } == false)
    }

    /// `Café` composed (U+00E9) and decomposed (e, U+0301) are one Swift String but two tags to
    /// Xcode: the second spelling is refused once, at its first use, naming both.
    @Test func aTagSpelledInTwoNormalizationsIsRefusedNotMerged() throws {
        let project = try TemporaryFolder()
        try project.write("a.bin", text: "a")
        try project.write("b.bin", text: "b")
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        let manifest = Manifest(
            file: project.path("odr.xml"), bundleIdentifier: "com.company.App", baseDirectory: project.root,
            resources: [
                ResourceEntry(path: "a.bin", tags: [composed]), ResourceEntry(path: "b.bin", tags: [decomposed]),
                ResourceEntry(path: "a.bin", tags: [decomposed]),
            ])
        let result = Linter.lint(ManifestReadResult(manifest: manifest, diagnostics: []), file: manifest.file, options: LintOptions())
        let found = result.diagnostics(.invalidTagName)
        #expect(found.count == 1 && result.failed)
        #expect(found.first?.message.contains("U+301 against U+E9") == true, "\(found.map(\.message))")
    }

    @Test func aFileNamedLikeThePacksOwnInfoPlistIsAPathCollision() throws {
        let project = try TemporaryFolder()
        try project.write("Level/Info.plist", text: "<plist/>")
        try project.write("Other/META-INF/x.txt", text: "x")
        try project.manifest(
            """
            <resource path="Level/Info.plist" tags="L"/>
            <resource path="Other/META-INF" tags="L"/>
            """)
        let collisions = project.lint().diagnostics(.packPathCollision)
        #expect(collisions.count == 2)
        #expect(collisions.allSatisfy { $0.message.contains("a name the pack itself uses") })
    }

    @Test func aFileWhereAnotherNeedsAFolderIsAPathCollision() throws {
        let project = try TemporaryFolder()
        try project.write("One/Art", text: "a file named Art")
        try project.write("Two/Art/hero.png", text: "png")
        try project.manifest(
            """
            <resource path="One/Art" tags="L"/>
            <resource path="Two/Art" tags="L"/>
            """)
        let collisions = project.lint().diagnostics(.packPathCollision)
        #expect(collisions.count == 1)
        #expect(collisions.first?.message.contains("needs a folder") == true)
    }

    @Test func longValuesInMessagesAreCutWithAnEllipsis() throws {
        let name = String(repeating: "x", count: 5_000)
        let text = Diagnostic.missingResource(name, base: "/b", at: nil).message
        #expect(text.count < 400)
        #expect(text.contains("…"))
    }

    @Test func linksThatReachOneFolderTwiceAreWalkedOnce() throws {
        let project = try TemporaryFolder()
        // Each level links twice to the next: 2^18 paths, 19 folders.
        let levels = 18
        for level in 0..<levels {
            try project.folder("d\(level)")
            try project.link("d\(level)/a", to: "../d\(level + 1)")
            try project.link("d\(level)/b", to: "../d\(level + 1)")
        }
        try project.write("d\(levels)/file.txt", text: "leaf")
        try project.manifest(#"<resource path="d0" tags="Deep"/>"#)
        let result = project.lint()
        #expect(result.plan?.packedFiles == 1)
        #expect(result.diagnostics(.duplicateResource).count == levels)
    }

    @Test func thousandsOfDeclaredTagsGiveTheSamePlanAsFew() throws {
        let project = try TemporaryFolder()
        try project.write("a.bin", text: "a")
        let count = 16_000
        let declarations = (0..<count).map { #"<tag name="T\#($0)" category="prefetch"/>"# }.joined(separator: "\n")
        try project.manifest(declarations + "\n" + #"<resource path="a.bin" tags="T0, T15999"/>"#)
        let result = project.lint()
        #expect(result.plan?.tags.count == count)
        #expect(result.plan?.packs.first?.priority == PackPriority.prefetchPriority(index: 0, count: count))
        #expect(result.diagnostics(.unusedTag).count == count - 2)
    }

    @Test(arguments: ["fifo", "/dev/zero"])
    func aManifestThatIsNotARegularFileIsRefusedBeforeReading(kind: String) throws {
        let project = try TemporaryFolder()
        let path = kind == "fifo" ? project.path("pipe.xml") : kind
        if kind == "fifo" { #expect(mkfifo(path, 0o644) == 0) }
        let result = Linter.lint(manifestAt: path)
        #expect(result.codes == [.unreadableManifest])
        #expect(result.diagnostics.first?.message.contains("not a regular file") == true)
    }
}
