import Foundation
import PropertyList
import TestSupport
import Testing

@testable import ODRPackKit

@Suite(.budget(seconds: 1)) struct ManifestConverterTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/XcodeGame/XcodeGame.xcodeproj").path

    /// What must not change between linting a project and linting its converted manifest.
    struct Partition: Equatable {
        let packs: [[String]]
        let files: [[String]]
        let sizes: [Int64]
        let tags: [String]
        let categories: [TagCategory]
        let appBundle: Int64

        init(_ plan: PackPlan?) {
            let packs = plan?.packs ?? []
            self.packs = packs.map { [$0.identity.identifier] + $0.tags }
            files = packs.map { $0.files.map(\.source) }
            sizes = packs.map(\.bytes)
            tags = plan?.tags.map(\.name) ?? []
            categories = plan?.tags.map(\.category) ?? []
            appBundle = plan?.appBundleBytes ?? 0
        }
    }

    @Test(arguments: ["converted.xml", "nested/converted.plist"])
    func convertedProjectLintsToTheSamePartition(output: String) throws {
        let folder = try TemporaryFolder()
        let target = folder.path(output)
        let converted = ManifestConverter.convert(Self.example, project: ProjectOptions(), output: target, workingDirectory: folder.root)
        let bytes = try #require(converted.bytes)
        try folder.write(output, bytes: bytes)
        let direct = Linter.lint(manifestAt: Self.example, options: LintOptions(allowUncompiled: true))
        let viaManifest = Linter.lint(manifestAt: target)
        #expect(direct.problems.isEmpty)
        #expect(viaManifest.diagnostics.isEmpty)
        #expect(Partition(viaManifest.plan) == Partition(direct.plan))
        #expect(Partition(direct.plan).packs.count == 8)
        let again = ManifestConverter.convert(Self.example, project: ProjectOptions(), output: target, workingDirectory: folder.root)
        #expect(again.bytes == bytes)
    }

    @Test func xmlWriterEscapesAttributesAndRejectsTagsItCannotList() throws {
        var manifest = Manifest(file: "m.xml", bundleIdentifier: "com.example.app", baseDirectory: ".")
        manifest.tags = [TagDeclaration(name: "Tom & \"Jerry\" <3", category: .prefetch, preservationPriority: 0.5)]
        manifest.resources = [ResourceEntry(path: "b\tc.png", tags: ["Z", "A"]), ResourceEntry(path: "a.png")]
        manifest.limitOverrides = [.pack: .limited(1000), .inUse: .unlimited]
        let text = String(decoding: try ManifestXMLWriter.encode(manifest, base: "../Res", source: nil), as: UTF8.self)
        #expect(
            text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <odr-manifest version="1" bundle-id="com.example.app" base="../Res">
                  <limits pack="1000" in-use="none"/>
                  <tag name="Tom &amp; &quot;Jerry&quot; &lt;3" category="prefetch" preservation-priority="0.5"/>
                  <resource path="a.png"/>
                  <resource path="b&#9;c.png" tags="A, Z"/>
                </odr-manifest>

                """)
        manifest.resources.append(ResourceEntry(path: "c.png", tags: ["One, Two"]))
        #expect(throws: ManifestWriteError.tagNotWritableInXML("One, Two")) {
            try ManifestXMLWriter.encode(manifest, base: nil, source: nil)
        }
    }

    @Test func namesXMLCannotHoldAreRefusedInBothWrittenForms() throws {
        // A binary property list can hold a NUL or an escape character in a string; neither
        // written form (both are XML) can, escaped or not, so nothing is written.
        let project = try TemporaryFolder()
        let manifest = try project.write(
            "odr.plist",
            bytes: BinaryPropertyList.encode([
                "BundleIdentifier": "com.example.app",
                "Resources": ["a\u{1B}b.png": ["Level"], "c.png": ["Boss\u{0}"]],
            ]))
        for output in ["out.xml", "out.plist"] {
            let converted = ManifestConverter.convert(
                manifest, project: ProjectOptions(), output: project.path(output), workingDirectory: project.root)
            #expect(converted.bytes == nil)
            #expect(converted.writeError == .notWritableInXML("Boss\u{0}"))
            #expect(converted.writeError?.description.hasPrefix(#"'Boss\u{0}' holds a character"#) == true)
        }
    }

    @Test func convertingWithAnErrorWritesNothing() throws {
        let converted = ManifestConverter.convert(
            Self.example, project: ProjectOptions(target: "Nope"), output: "/tmp/x.xml", workingDirectory: "/")
        #expect(converted.bytes == nil)
        #expect(converted.read.diagnostics.map(\.code) == [.unknownTarget])
    }

    @Test func baseIsWrittenRelativeToTheOutputFolder() {
        #expect(ManifestConverter.relativeBase("Examples/Game", outputFile: "out/m.xml", workingDirectory: "/w") == "../Examples/Game")
        #expect(ManifestConverter.relativeBase("/w/Examples", outputFile: "Examples/m.xml", workingDirectory: "/w") == nil)
        #expect(ManifestConverter.relativeBase(".", outputFile: "/w/a/b/m.plist", workingDirectory: "/w") == "../..")
    }
}

extension ManifestConverterTests {
    @Test func conversionRefusesAPathThatLeadsOutsideTheBase() throws {
        let project = try TemporaryFolder()
        try project.manifest(#"<resource path="../../outside.html" tags="A"/>"#)
        let result = ManifestConverter.convert(
            project.path("odr.xml"), project: ProjectOptions(),
            output: project.path("converted.xml"), workingDirectory: project.root)
        #expect(result.bytes == nil)
        #expect(result.read.diagnostics.map(\.code) == [.pathOutsideBase])
    }
}
