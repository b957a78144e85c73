import TestSupport
import Testing
import XcodeProject

@Suite(.budget(seconds: 1)) struct PBXProjectFileTests {
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tB2 /* b.png in Resources */ = {isa = PBXBuildFile; fileRef = F2; };
        \t\tB1 /* a.png in Resources */ = {isa = PBXBuildFile; fileRef = F1; settings = {ASSET_TAGS = ("Level 1", 42dotSans, ); }; };
        \t\tF1 = {isa = PBXFileReference; path = a.png; };
        \t\tF2 = {isa = PBXFileReference; path = b.png; };
        \t\tG1 = {isa = PBXGroup; children = (F2, F1, ); };
        \t\tP1 = {isa = PBXProject; attributes = {KnownAssetTags = ("Level 1", ); }; mainGroup = G1; };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {ON_DEMAND_RESOURCES_PREFETCH_ORDER = ""; }; name = Debug; };
        \t};
        \trootObject = P1;
        }
        """

    static func load(_ text: String = project) throws -> PBXProjectFile {
        try PBXProjectFile(bytes: Array(text.utf8))
    }

    @Test func headerFieldsAndRootObjectAreRead() throws {
        let file = try Self.load()
        #expect(file.archiveVersion == "1")
        #expect(file.objectVersion == "77")
        #expect(file.rootObjectID == "P1")
        #expect(file.rootObject.isa == "PBXProject")
        #expect(file.objects.count == 7)
        #expect(file.document.entries.keys == ["archiveVersion", "objectVersion", "objects", "rootObject"])
    }

    @Test func objectsOfOneClassAreSortedByID() throws {
        let file = try Self.load()
        #expect(file.objects(isa: "PBXBuildFile").map(\.id) == ["B1", "B2"])
        #expect(file.objects(isa: "PBXNativeTarget").isEmpty)
        #expect(file.object("F1")?.location == at(8, 3))
        #expect(file.object("nope") == nil)
    }

    @Test func referencesResolveToObjectsInWrittenOrder() throws {
        let file = try Self.load()
        let group = try #require(file.object("G1"))
        #expect(try file.objects(referencedBy: "children", in: group).map(\.id) == ["F2", "F1"])
        let buildFile = try #require(file.object("B1"))
        #expect(try file.object(referencedBy: "fileRef", in: buildFile).fields.string("path") == "a.png")
        #expect(try file.optionalObject(referencedBy: "productRef", in: buildFile) == nil)
    }

    @Test func assetTagsOfABuildFileAreReadAsWritten() throws {
        let file = try Self.load()
        #expect(try file.object("B1")?.assetTags() == ["Level 1", "42dotSans"])
        #expect(try file.object("B2")?.assetTags() == [])
    }

    @Test func knownAssetTagsAndBuildSettingsAreReadable() throws {
        let file = try Self.load()
        #expect(try file.knownAssetTags() == ["Level 1"])
        let settings = try #require(file.objects(isa: "XCBuildConfiguration").first).buildSettings()
        #expect(try settings.optionalString("ON_DEMAND_RESOURCES_PREFETCH_ORDER") == "")
        #expect(try settings.optionalString("ON_DEMAND_RESOURCES_INITIAL_INSTALL_TAGS") == nil)
        #expect(settings.keyPath == ["objects", "C1", "buildSettings"])
    }

    @Test func missingReferencedObjectIsReportedAtTheReference() throws {
        let file = try Self.load(Self.project.replacingOccurrences(of: "fileRef = F2;", with: "fileRef = F9;"))
        let buildFile = try #require(file.object("B2"))
        let error = #expect(throws: PBXProjectError.self) { try file.object(referencedBy: "fileRef", in: buildFile) }
        #expect(error == .missingObject(id: "F9", keyPath: ["objects", "B2", "fileRef"], at: at(6, 64)))
        #expect(error?.description == "6:64: 'objects.B2.fileRef' refers to object 'F9', which is not in 'objects'")
    }

    @Test func fieldOfTheWrongTypeIsReportedWithItsKeyPathAndLocation() throws {
        let file = try Self.load(Self.project.replacingOccurrences(of: "settings = {", with: "settings = (x); other = {"))
        let error = #expect(throws: PBXProjectError.self) { try file.object("B1")?.assetTags() }
        #expect(error == .wrongType(keyPath: ["objects", "B1", "settings"], expected: .dictionary, found: .array, at: at(7, 79)))
        #expect(error?.message == "'objects.B1.settings' is an array, expected a dictionary")
    }

    @Test func tagThatIsNotAStringIsReportedWithItsIndex() throws {
        let file = try Self.load(Self.project.replacingOccurrences(of: "42dotSans, );", with: "(x), );"))
        let error = #expect(throws: PBXProjectError.self) { try file.object("B1")?.assetTags() }
        #expect(error?.message == "'objects.B1.settings.ASSET_TAGS[1]' is an array, expected a string")
    }
}
