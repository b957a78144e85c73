import TestSupport
import Testing

@testable import ODRPackKit

@Suite(.budget(seconds: 1)) struct PackIdentityTests {
    @Test(arguments: [
        (["foo"], "acbd18db4cc2f85cedef654fccc4a4d8", "com.company.App.foo-acbd18db4cc2f85cedef654fccc4a4d8.assetpack"),
        (["foo", "bar"], "8856328b99ee7881e9bf7205296e056d", "com.company.App.bar+foo-8856328b99ee7881e9bf7205296e056d.assetpack"),
        (["baz"], "73feffa4b7f6bb68e44cf984c85f6e88", "com.company.App.baz-73feffa4b7f6bb68e44cf984c85f6e88.assetpack"),
    ])
    func packNamesMatchXcodeTestVectors(tags: [String], hash: String, folder: String) {
        let identity = PackIdentity(bundleIdentifier: "com.company.App", tags: tags)
        #expect(identity.hash == hash)
        #expect(identity.identifier == "com.company.App.asset-pack-\(hash)")
        #expect(identity.folderName == folder)
    }

    @Test func tagOrderAndRepetitionDoNotChangeTheIdentity() {
        let one = PackIdentity(bundleIdentifier: "com.company.App", tags: ["foo", "bar"])
        let two = PackIdentity(bundleIdentifier: "com.company.App", tags: ["bar", "foo", "bar"])
        #expect(one == two)
        #expect(one.tags == ["bar", "foo"])
    }

    @Test func longFolderNameIsCutFromTheTagsToTwoHundredFortyBytes() {
        let tags = (0..<40).map { "Level \($0)" }
        let identity = PackIdentity(bundleIdentifier: "com.company.App", tags: tags)
        #expect(identity.folderName.utf8.count <= 240)
        #expect(identity.folderName.utf8.count >= 235)
        #expect(identity.folderName.hasSuffix("-\(identity.hash).assetpack"))
        #expect(identity.folderName.hasPrefix("com.company.App.Level 0+Level 1+"))
    }

    @Test func multibyteTagsAreCutOnCharacterBoundaries() {
        let identity = PackIdentity(bundleIdentifier: "com.company.App", tags: [String(repeating: "é", count: 200)])
        #expect(identity.folderName.utf8.count <= 240)
        #expect(identity.folderName.utf8.count >= 239)
        #expect(String(validating: Array(identity.folderName.utf8), as: UTF8.self) == identity.folderName)
    }
}
