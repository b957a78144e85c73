import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// Indexes written by odr-pack 0.4.0 (the last release before the index became a core plus
/// each delivery's keys, `Fixtures/Indexes-0.4.0/`) are still read, keep every key, and are
/// written back byte for byte: the keys on disk did not change.
@Suite(.budget(seconds: 1)) struct IndexCompatibilityTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Indexes-0.4.0")

    /// Each fixture: an On-Demand Resources build (plist; JSON with a URL prefix) and a
    /// Background Assets build (plist; JSON after a merge; without archives).
    static let fixtures = ["odr.plist", "odrjson.json", "ba.plist", "bajson.json", "banone.plist"]

    @Test(arguments: fixtures)
    func anIndexOfTheLastReleaseIsReadAndWrittenBackUnchanged(_ name: String) throws {
        let url = Self.folder.appendingPathComponent(name)
        let bytes = Array(try Data(contentsOf: url))
        let format: IndexFileFormat = name.hasSuffix(".json") ? .json : .plist
        let index = try IndexStore.decode(bytes, format: format, path: url.path, deliveries: DeliveryRegistry.names)
        #expect(IndexStore.encode(index, format: format, defaultDelivery: DeliveryRegistry.defaultDelivery) == bytes)
        #expect(index.generator == "odr-pack 0.4.0")
    }

    @Test func theDeliveriesKeysAreReadThroughTheirAccessors() throws {
        let odr = try IndexStore.load(Self.folder.appendingPathComponent("odrjson.json").path)
        #expect(odr.delivery == .onDemandResources)
        #expect(odr.urlPrefix == "https://cdn.example.com/p/")
        #expect(odr.assetPackManifest == "AssetPackManifest.plist")
        #expect(odr.assetPacks.allSatisfy { !$0.primaryContentHash.isEmpty })
        #expect(odr.assetPacks.contains { $0.priority == 1 })
        let ba = try IndexStore.load(Self.folder.appendingPathComponent("ba.plist").path)
        #expect(ba.delivery == .backgroundAssets)
        #expect(ba.platforms == ["iOS"])
        #expect(ba.packager?.hasSuffix("Examples/Tools/ba-package") == true)
        #expect(ba.assetPacks.allSatisfy { $0.policy != nil && $0.deliveryKeys["PrimaryContentHash"] == nil })
        let none = try IndexStore.load(Self.folder.appendingPathComponent("banone.plist").path)
        #expect(!none.hasArchives && none.packager == nil)
    }

    @Test func anIndexOfADeliveryThisOdrPackDoesNotKnowIsUnreadable() throws {
        var text = try String(contentsOf: Self.folder.appendingPathComponent("bajson.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\"background-assets\"", with: "\"carrier-pigeon\"")
        #expect(throws: IndexStore.ReadError.self) {
            try IndexStore.decode(Array(text.utf8), format: .json, path: "index.json", deliveries: DeliveryRegistry.names)
        }
    }

    /// The file leaves out the default delivery's name; an empty name is not taken for it.
    @Test func anIndexWhoseDeliveryIsAnEmptyNameIsUnreadable() throws {
        let original = try String(contentsOf: Self.folder.appendingPathComponent("bajson.json"), encoding: .utf8)
        let text = original.replacingOccurrences(of: "\"background-assets\"", with: "\"\"")
        #expect(text != original)
        let error = try #require(throws: IndexStore.ReadError.self) {
            try IndexStore.decode(Array(text.utf8), format: .json, path: "index.json", deliveries: DeliveryRegistry.names)
        }
        #expect(error.reason.contains("empty name"))
    }

    /// An On-Demand Resources index records no delivery; read against a list whose default is
    /// another, it is that other's, so the default comes from the list the job gives.
    @Test func anIndexThatRecordsNoDeliveryIsOfTheDefaultOfTheListGiven() throws {
        let bytes = try Array(Data(contentsOf: Self.folder.appendingPathComponent("odrjson.json")))
        #expect(!String(decoding: bytes, as: UTF8.self).contains("\"Delivery\""))
        let asDefault = try IndexStore.decode(bytes, format: .json, path: "index.json", deliveries: DeliveryRegistry.names)
        #expect(asDefault.delivery == DeliveryRegistry.defaultDelivery)
        let reordered = [DeliveryName.backgroundAssets, DeliveryName.onDemandResources]
        #expect(try IndexStore.decode(bytes, format: .json, path: "index.json", deliveries: reordered).delivery == .backgroundAssets)
        // Written back with the list's default, the key stays out.
        #expect(IndexStore.encode(asDefault, format: .json, defaultDelivery: DeliveryRegistry.defaultDelivery) == bytes)
    }
}
