import TestSupport
import Testing
import XcodeProject

/// What `Fixtures/README.md` says each real project holds.
struct FixtureExpectation: Sendable, CustomTestStringConvertible {
    let fixture: Fixture
    let objectVersion: String
    let knownAssetTags: [String]
    /// The value of each configuration that sets `ON_DEMAND_RESOURCES_INITIAL_INSTALL_TAGS`.
    let initialInstallTags: [String]
    /// The value of each configuration that sets `ON_DEMAND_RESOURCES_PREFETCH_ORDER`.
    let prefetchOrder: [String]
    /// File reference path of each build file with a non-empty `ASSET_TAGS`, and those tags.
    let taggedBuildFiles: [String: [String]]

    var testDescription: String { fixture.rawValue }

    static let all: [FixtureExpectation] = [
        .init(
            fixture: .lucianomarisi, objectVersion: "46", knownAssetTags: ["BlueTag", "GreenTag", "RedTag"],
            initialInstallTags: ["BlueTag", "BlueTag"], prefetchOrder: ["GreenTag", "GreenTag"], taggedBuildFiles: [:]),
        .init(
            fixture: .yogeshpadekar, objectVersion: "50", knownAssetTags: ["Sample"],
            initialInstallTags: [], prefetchOrder: [], taggedBuildFiles: ["SampleVideo.mp4": ["Sample"]]),
        .init(
            fixture: .thiagoLovatine, objectVersion: "55", knownAssetTags: ["MyIcons"],
            initialInstallTags: [], prefetchOrder: [], taggedBuildFiles: [:]),
        .init(
            fixture: .kukimo, objectVersion: "46", knownAssetTags: ["Sample1"],
            initialInstallTags: [], prefetchOrder: [], taggedBuildFiles: [:]),
        .init(
            fixture: .pozitr0n, objectVersion: "56", knownAssetTags: ["Initial", "Pic2"],
            initialInstallTags: ["Initial", "Initial"], prefetchOrder: [], taggedBuildFiles: [:]),
        .init(
            fixture: .tianxuefeng, objectVersion: "46", knownAssetTags: RWHomeTheater.tags.sorted(),
            initialInstallTags: [], prefetchOrder: [], taggedBuildFiles: RWHomeTheater.taggedBuildFiles),
    ]
}

/// tianxuefeng's RWHomeTheater: one tag per video, each named after its file.
enum RWHomeTheater {
    static let tags = [
        "cows_eating_grass", "deer_eating_leaves", "bicycle_cars_city_fall", "city_view", "sunrise_over_a_city",
        "timelapse_stockholm_at_night", "baking_cookies", "bbq_grilling_meat", "pot_with_steam_cooking",
        "fishing_boat_at_port", "motorboat", "tourists_looking_at_niagra_falls", "water_flowing_out_of_gutter", "water_wet_rocks",
    ]
    static let taggedBuildFiles = Dictionary(uniqueKeysWithValues: tags.map { ($0 + ".mp4", [$0]) })
}

@Suite(.budget(seconds: 1)) struct FixtureTests {
    @Test(arguments: FixtureExpectation.all)
    func headerAndKnownAssetTagsMatchTheReadme(_ expected: FixtureExpectation) throws {
        let file = try expected.fixture.load()
        #expect(file.archiveVersion == "1")
        #expect(file.objectVersion == expected.objectVersion)
        #expect(file.rootObject.isa == "PBXProject")
        #expect(try file.knownAssetTags() == expected.knownAssetTags)
    }

    @Test(arguments: FixtureExpectation.all)
    func onDemandResourcesBuildSettingsMatchTheReadme(_ expected: FixtureExpectation) throws {
        let file = try expected.fixture.load()
        var initialInstall: [String] = []
        var prefetch: [String] = []
        for configuration in file.objects(isa: "XCBuildConfiguration") {
            let settings = try configuration.buildSettings()
            try settings.optionalString("ON_DEMAND_RESOURCES_INITIAL_INSTALL_TAGS").map { initialInstall.append($0) }
            try settings.optionalString("ON_DEMAND_RESOURCES_PREFETCH_ORDER").map { prefetch.append($0) }
        }
        #expect(initialInstall == expected.initialInstallTags)
        #expect(prefetch == expected.prefetchOrder)
    }

    @Test(arguments: FixtureExpectation.all)
    func onlyTheReadmesBuildFilesCarryAssetTags(_ expected: FixtureExpectation) throws {
        let file = try expected.fixture.load()
        var tagged: [String: [String]] = [:]
        for buildFile in file.objects(isa: "PBXBuildFile") {
            let tags = try buildFile.assetTags()
            if !tags.isEmpty {
                let reference = try file.object(referencedBy: "fileRef", in: buildFile)
                tagged[try reference.fields.string("path")] = tags
            }
        }
        #expect(tagged == expected.taggedBuildFiles)
    }

    @Test func taggedBuildFileIsLocatedOnItsLine() throws {
        let file = try Fixture.yogeshpadekar.load()
        let buildFile = try #require(file.object("EC3F11F224F04BC5006139BC"))
        #expect(buildFile.location == at(17, 3))
        #expect(try buildFile.fields.dictionary("settings")["ASSET_TAGS"]?.location == at(17, 169))
    }

    @Test(arguments: Fixture.allCases)
    func everyObjectReferencedFromAGroupExists(_ fixture: Fixture) throws {
        let file = try fixture.load()
        for group in file.objects(isa: "PBXGroup") {
            #expect(throws: Never.self) { try file.objects(referencedBy: "children", in: group) }
        }
    }
}
