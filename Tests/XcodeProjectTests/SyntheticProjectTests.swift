import TestSupport
import Testing
import XcodeProject

@Suite(.budget(seconds: 1)) struct SyntheticProjectTests {
    @Test func fiveMegabyteProjectParsesCompletely() throws {
        let generator = SyntheticProject(fileCount: 12_000)
        let bytes = generator.bytes()
        #expect(bytes.count > 5_000_000)
        let file = try PBXProjectFile(bytes: bytes)
        let buildFiles = file.objects(isa: "PBXBuildFile")
        #expect(buildFiles.count == generator.fileCount)
        #expect(file.objects(isa: "PBXFileReference").count == generator.fileCount)
        #expect(try file.knownAssetTags().count == 20)
        var taggedCount = 0
        for (number, buildFile) in buildFiles.enumerated() {
            let tags = try buildFile.assetTags()
            #expect(tags == SyntheticProject.tag(number).map { [$0] } ?? [])
            taggedCount += tags.isEmpty ? 0 : 1
        }
        #expect(taggedCount == generator.fileCount / SyntheticProject.tagInterval)
        let group = try #require(file.object(SyntheticProject.groupID))
        let last = try file.objects(referencedBy: "children", in: group).last
        #expect(try last?.fields.string("path") == SyntheticProject.fileName(generator.fileCount - 1))
    }
}
