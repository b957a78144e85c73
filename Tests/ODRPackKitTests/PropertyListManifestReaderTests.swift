import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

private func plist(_ object: [String: Any], format: PropertyListSerialization.PropertyListFormat = .xml) throws -> ManifestReadResult {
    let data = try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0)
    return ManifestLoader.parse(Array(data), file: "Game.plist")
}

@Suite(.budget(seconds: 1)) struct PropertyListManifestReaderTests {
    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func propertyListManifestIsReadInBothEncodings(format: PropertyListSerialization.PropertyListFormat) throws {
        let result = try plist(
            [
                "BundleIdentifier": "com.example.greatgame", "Base": "Resources", "Profile": "ios18",
                "Limits": ["Pack": "1GB", "PackCount": 50, "InUse": "none"],
                "InitialInstallTags": ["Level 01"], "PrefetchTagOrder": ["Tutorial", "Level 02"],
                "PreservationPriority": ["Level 10": 0.25],
                "Resources": ["Levels/01": ["Level 01"], "UI/icon.png": [] as [String]],
            ], format: format)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let manifest = try #require(result.manifest)
        #expect(manifest.bundleIdentifier == "com.example.greatgame")
        #expect(manifest.profileName == .ios18)
        #expect(manifest.limitOverrides == [.pack: .limited(1_000_000_000), .packCount: .limited(50), .inUse: .unlimited])
        #expect(manifest.initialInstallTags == ["Level 01"])
        #expect(manifest.prefetchOrder == ["Tutorial", "Level 02"])
        #expect(manifest.tags.first { $0.name == "Level 10" }?.preservationPriority == 0.25)
        #expect(manifest.resources.map(\.path) == ["Levels/01", "UI/icon.png"])
        #expect(manifest.resources[1].tags.isEmpty)
    }
}

private func xmlPlist(_ body: String) -> ManifestReadResult {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>BundleIdentifier</key><string>a.b</string>\(body)</dict></plist>
        """
    return ManifestLoader.parse(Array(text.utf8), file: "Game.plist")
}

extension PropertyListManifestReaderTests {
    @Test(arguments: [
        ("<key>Resorces</key><dict/>", "Resorces", "did you mean 'Resources'?"),
        (
            "<key>Resources</key><dict><key>x</key><string>L</string></dict>", #"Resources["x"]"#,
            "expected an array of strings, found a string"
        ),
        (
            "<key>Resources</key><dict><key>x</key><array><string>a</string><integer>3</integer></array></dict>", #"Resources["x"][1]"#,
            "expected a string, found an integer"
        ),
        ("<key>Limits</key><dict><key>Pak</key><integer>1</integer></dict>", "Limits.Pak", "did you mean 'Pack'?"),
        ("<key>Limits</key><dict><key>Pack</key><string>huge</string></dict>", "Limits.Pack", "limit 'pack' has the value 'huge'"),
        (
            "<key>PreservationPriority</key><dict><key>t</key><real>1.5</real></dict>", #"PreservationPriority["t"]"#,
            "not a number from 0 to 1"
        ),
        ("<key>Profile</key><string>tvOS</string>", "Profile", "unknown limit profile 'tvOS'"),
        ("<key>Profile</key><integer>4</integer>", "Profile", "expected a string, found an integer"),
        (
            "<key>Limits</key><dict><key>PackCount</key><real>5.0</real></dict>", "Limits.PackCount",
            "limit 'pack-count' has the value '5.0'"
        ),
    ])
    func propertyListProblemsNameTheKeyPath(body: String, keyPath: String, message: String) {
        let result = xmlPlist(body)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.code == .invalidManifest)
        #expect(result.diagnostics.first?.location?.keyPath == keyPath)
        #expect(result.diagnostics.first?.message.contains(message) == true, "\(result.diagnostics)")
    }

    @Test func missingBundleIdentifierIsInvalid() throws {
        let result = try plist(["Resources": [:] as [String: Any]])
        #expect(result.diagnostics.map(\.message) == ["the manifest needs the key 'BundleIdentifier'"])
    }

    @Test func unreadablePropertyListIsInvalidManifest() {
        let result = ManifestLoader.parse(Array("<?xml version=\"1.0\"?><plist><dict><key>a</dict></plist>".utf8), file: "Bad.plist")
        #expect(result.manifest == nil)
        #expect(result.diagnostics.first?.code == .invalidManifest)
    }

    @Test func corruptBinaryPropertyListIsUnreadableNotMistyped() {
        let result = ManifestLoader.parse(Array("bplist00garbage".utf8), file: "Bad.plist")
        #expect(result.manifest == nil)
        #expect(
            result.diagnostics.first?.message
                == "the manifest is not a readable property list: it is 15 bytes, too short for a binary property list")
    }

    @Test func resourceWithUnreadableTagsIsLeftOutNotTakenAsUntagged() throws {
        let result = xmlPlist("<key>Resources</key><dict><key>x</key><string>L</string><key>y</key><array/></dict>")
        #expect(result.manifest?.resources.map(\.path) == ["y"])
    }

    @Test(arguments: [
        "<key>Resources</key><dict><key>x</key><string>L</string></dict>",
        "<key>Limits</key><dict><key>PackCount</key><real>5.0</real><key>Pack</key><real>1000</real></dict>",
        "<key>PreservationPriority</key><dict><key>t</key><integer>1</integer><key>u</key><real>0.5</real><key>v</key><true/></dict>",
        "<key>Resources</key><dict><key>a</key><array><string> Level 1 </string><data>AAE=</data></array></dict>",
    ])
    func xmlAndBinaryFormsOfOnePropertyListGiveTheSameManifestAndDiagnostics(body: String) throws {
        let xml = Array(
            ("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>BundleIdentifier</key><string>com.company.App</string>\(body)</dict></plist>
            """).utf8)
        // Foundation converts, so the binary form does not come from odr-pack's own reader.
        let object = try PropertyListSerialization.propertyList(from: Data(xml), format: nil)
        let binary = Array(try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
        let fromXML = ManifestLoader.parse(xml, file: "m.plist")
        let fromBinary = ManifestLoader.parse(binary, file: "m.plist")
        #expect(fromXML.manifest == fromBinary.manifest)
        #expect(fromXML.diagnostics == fromBinary.diagnostics)
        #expect(!fromXML.diagnostics.isEmpty)
    }

    @Test func aTagInBothListsIsInitialInstallWithAWarningAsInXcode() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>BundleIdentifier</key><string>a.b</string>
            <key>InitialInstallTags</key><array><string>t</string></array>
            <key>PrefetchTagOrder</key><array><string>t</string><string>u</string><string>v</string></array></dict></plist>
            """
        let result = ManifestLoader.parse(Array(text.utf8), file: "Game.plist")
        #expect(result.diagnostics.map(\.code) == [.tagListedTwice])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.diagnostics.first?.location?.keyPath == "PrefetchTagOrder[0]")
        #expect(result.manifest?.tags.first { $0.name == "t" }?.category == .initialInstall)
        // Xcode counts every listed entry in the formula: 'u' is second of three.
        #expect(result.manifest?.prefetchOrder == ["t", "u", "v"])
        let priority = PackPriority(manifest: try #require(result.manifest))
        #expect(priority.priority(of: ["t"]) == 1.0 && priority.priority(of: ["u"]) == 0.5)
    }
}
