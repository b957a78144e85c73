import Foundation
import Testing
@testable import ODRPackKit

/// The real projects of `Tests/XcodeProjectTests/Fixtures` (see its README) read as manifests.
/// Only the pbxproj files are there, so their resources are reported missing.
struct XcodeFixture: Sendable, CustomTestStringConvertible {
    let folder: String
    let projectName: String
    let target: String?
    let bundleIdentifier: String
    let declaredTags: [String: TagCategory]
    let taggedEntries: [String: [String]]
    let entryCount: Int

    var testDescription: String { folder }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("XcodeProjectTests/Fixtures")

    static let all: [XcodeFixture] = [
        .init(folder: "lucianomarisi__OnDemandResourcesExampleApp", projectName: "OnDemandResourcesExampleApp", target: nil,
              bundleIdentifier: "com.TechBrewers-LTD.OnDemandResourcesExampleApp",
              declaredTags: ["BlueTag": .initialInstall, "GreenTag": .prefetch], taggedEntries: [:], entryCount: 2),
        .init(folder: "yogeshpadekar__OnDemandResourceDemo", projectName: "OnDemandDemo", target: nil,
              bundleIdentifier: "com.yogesh.OnDemandDemo", declaredTags: [:],
              taggedEntries: ["OnDemandDemo/SampleVideo.mp4": ["Sample"]], entryCount: 4),
        .init(folder: "ThiagoLovatine__SwiftOnDemandResources", projectName: "OnDemand resources", target: "OnDemand resources (iOS)",
              bundleIdentifier: "com.thiagolovatine.OnDemand-resources", declaredTags: [:], taggedEntries: [:], entryCount: 1),
        .init(folder: "kukimo__OnDemandResourceSample", projectName: "OnDemandResourceSample", target: nil,
              bundleIdentifier: "energist.web.fc2.com.OnDemandResourceSample", declaredTags: [:], taggedEntries: [:], entryCount: 4),
        .init(folder: "pozitr0n__On-Demand-Resources-In-Swift", projectName: "OnDemandResources", target: nil,
              bundleIdentifier: "OnDemandResources.OnDemandResources", declaredTags: ["Initial": .initialInstall],
              taggedEntries: [:], entryCount: 3),
    ]

    /// Copies the fixture into `project` as `<name>.xcodeproj/project.pbxproj`, as it was in its repository.
    func install(in project: TemporaryProject) throws -> String {
        let bytes = try Data(contentsOf: Self.fixtures.appendingPathComponent(folder + "/project.pbxproj"))
        try project.write(projectName + ".xcodeproj/project.pbxproj", bytes: Array(bytes))
        return project.path(projectName + ".xcodeproj")
    }
}

@Suite struct XcodeFixtureReaderTests {
    @Test(arguments: XcodeFixture.all)
    func realProjectGivesItsTargetsTagsAndSettings(_ fixture: XcodeFixture) throws {
        let project = try TemporaryProject()
        let path = try fixture.install(in: project)
        let result = Linter.lint(manifestAt: path, options: LintOptions(project: ProjectOptions(target: fixture.target)))
        let manifest = try #require(result.manifest)
        #expect(manifest.bundleIdentifier == fixture.bundleIdentifier)
        #expect(Dictionary(uniqueKeysWithValues: manifest.tags.map { ($0.name, $0.category) }) == fixture.declaredTags)
        let tagged = manifest.resources.filter { !$0.tags.isEmpty }
        #expect(Dictionary(uniqueKeysWithValues: tagged.map { ($0.path, $0.tags) }) == fixture.taggedEntries)
        #expect(manifest.resources.count == fixture.entryCount)
        #expect(result.diagnostics(.missingResource).count == fixture.entryCount)
        let unexpected = result.diagnostics.filter { ![.missingResource, .unusedTag].contains($0.code) }
        #expect(unexpected.isEmpty, "\(unexpected)")
    }

    @Test func catalogTagsOfARealProjectMakeTheirPacksOnceTheCatalogIsThere() throws {
        let project = try TemporaryProject()
        let fixture = XcodeFixture.all[0]
        let path = try fixture.install(in: project)
        try project.write("OnDemandResourcesExampleApp/Base.lproj/Main.storyboard", text: "<document/>")
        for (color, tag) in [("Blue", "BlueTag"), ("Green", "GreenTag"), ("Red", "RedTag")] {
            let set = "OnDemandResourcesExampleApp/Assets.xcassets/\(color).imageset"
            try project.write(set + "/Contents.json", text: #"{"properties": {"on-demand-resource-tags": ["\#(tag)"]}}"#)
            try project.write(set + "/\(color).png", bytes: [0x89, 0x50, 0x4E, 0x47])
        }
        let result = Linter.lint(manifestAt: path)
        #expect(result.diagnostics.isEmpty)
        #expect(result.plan?.tags.map(\.name) == ["BlueTag", "GreenTag", "RedTag"])
        #expect(result.plan?.tags.map(\.category) == [.initialInstall, .prefetch, .onDemand])
        #expect(result.plan?.packs.count == 3)
    }

    @Test func multiplatformProjectNamesBothAppTargets() throws {
        let project = try TemporaryProject()
        let path = try XcodeFixture.all[2].install(in: project)
        let result = Linter.lint(manifestAt: path)
        #expect(result.codes == [.ambiguousTarget])
        #expect(result.diagnostics.first?.message == "no target has tagged resources, and there are 2 candidates, 'OnDemand resources (iOS)' and 'OnDemand resources (macOS)'; choose one with --target")
    }
}
