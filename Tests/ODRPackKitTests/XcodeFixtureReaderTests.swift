import Foundation
import TestSupport
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
        .init(
            folder: "lucianomarisi__OnDemandResourcesExampleApp", projectName: "OnDemandResourcesExampleApp", target: nil,
            bundleIdentifier: "com.TechBrewers-LTD.OnDemandResourcesExampleApp",
            declaredTags: ["BlueTag": .initialInstall, "GreenTag": .prefetch], taggedEntries: [:], entryCount: 2),
        .init(
            folder: "yogeshpadekar__OnDemandResourceDemo", projectName: "OnDemandDemo", target: nil,
            bundleIdentifier: "com.yogesh.OnDemandDemo", declaredTags: [:],
            taggedEntries: ["OnDemandDemo/SampleVideo.mp4": ["Sample"]], entryCount: 4),
        .init(
            folder: "ThiagoLovatine__SwiftOnDemandResources", projectName: "OnDemand resources", target: "OnDemand resources (iOS)",
            bundleIdentifier: "com.thiagolovatine.OnDemand-resources", declaredTags: [:], taggedEntries: [:], entryCount: 1),
        .init(
            folder: "kukimo__OnDemandResourceSample", projectName: "OnDemandResourceSample", target: nil,
            bundleIdentifier: "energist.web.fc2.com.OnDemandResourceSample", declaredTags: [:], taggedEntries: [:], entryCount: 4),
        .init(
            folder: "pozitr0n__On-Demand-Resources-In-Swift", projectName: "OnDemandResources", target: nil,
            bundleIdentifier: "OnDemandResources.OnDemandResources", declaredTags: ["Initial": .initialInstall],
            taggedEntries: [:], entryCount: 3),
        .init(
            folder: "tianxuefeng__OnDemandResource", projectName: "RWHomeTheater", target: nil,
            bundleIdentifier: "com.raywenderlich.RWHomeTheater", declaredTags: [:],
            taggedEntries: Dictionary(uniqueKeysWithValues: videos.map { ("videos/\($0.folder)/\($0.tag).mp4", [$0.tag]) }),
            entryCount: 17),
    ]

    /// RWHomeTheater's videos: the group `videos` is at `../../videos` from `RWHomeTheater/`, above the project folder.
    static let videos: [(folder: String, tag: String)] = [
        ("Animals", "cows_eating_grass"), ("Animals", "deer_eating_leaves"), ("City", "bicycle_cars_city_fall"), ("City", "city_view"),
        ("City", "sunrise_over_a_city"), ("City", "timelapse_stockholm_at_night"), ("Food", "baking_cookies"),
        ("Food", "bbq_grilling_meat"), ("Food", "pot_with_steam_cooking"), ("Nature", "fishing_boat_at_port"), ("Nature", "motorboat"),
        ("Nature", "tourists_looking_at_niagra_falls"), ("Nature", "water_flowing_out_of_gutter"), ("Nature", "water_wet_rocks"),
    ]

    /// Copies the fixture into `project` as `<name>.xcodeproj/project.pbxproj`, as it was in its repository.
    func install(in project: TemporaryFolder) throws -> String {
        let bytes = try Data(contentsOf: Self.fixtures.appendingPathComponent(folder + "/project.pbxproj"))
        try project.write("project/" + projectName + ".xcodeproj/project.pbxproj", bytes: Array(bytes))
        return project.path("project/" + projectName + ".xcodeproj")
    }
}

@Suite(.budget(seconds: 1)) struct XcodeFixtureReaderTests {
    @Test(arguments: XcodeFixture.all)
    func realProjectGivesItsTargetsTagsAndSettings(_ fixture: XcodeFixture) throws {
        let project = try TemporaryFolder()
        let path = try fixture.install(in: project)
        let result = Linter.lint(manifestAt: path, options: LintOptions(project: ProjectOptions(target: fixture.target)))
        let manifest = try #require(result.manifest)
        #expect(manifest.bundleIdentifier == fixture.bundleIdentifier)
        #expect(Dictionary(uniqueKeysWithValues: manifest.tags.map { ($0.name, $0.category) }) == fixture.declaredTags)
        let tagged = manifest.resources.filter { !$0.tags.isEmpty }.map { entry in
            // A project whose paths climb above its folder is read from the folder above, where the project is "project/".
            ResourceEntry(
                path: entry.path.hasPrefix("project/") ? String(entry.path.dropFirst("project/".count)) : entry.path, tags: entry.tags)
        }
        #expect(Dictionary(uniqueKeysWithValues: tagged.map { ($0.path, $0.tags) }) == fixture.taggedEntries)
        #expect(manifest.resources.count == fixture.entryCount)
        #expect(result.diagnostics(.missingResource).count == fixture.entryCount)
        let unexpected = result.diagnostics.filter { ![.missingResource, .unusedTag].contains($0.code) }
        #expect(unexpected.isEmpty, "\(unexpected)")
    }

    @Test func catalogTagsOfARealProjectMakeTheirPacksOnceTheCatalogIsThere() throws {
        let project = try TemporaryFolder()
        let fixture = XcodeFixture.all[0]
        let path = try fixture.install(in: project)
        try project.write("project/OnDemandResourcesExampleApp/Base.lproj/Main.storyboard", text: "<document/>")
        for (color, tag) in [("Blue", "BlueTag"), ("Green", "GreenTag"), ("Red", "RedTag")] {
            let set = "project/OnDemandResourcesExampleApp/Assets.xcassets/\(color).imageset"
            try project.write(set + "/Contents.json", text: #"{"properties": {"on-demand-resource-tags": ["\#(tag)"]}}"#)
            try project.write(set + "/\(color).png", bytes: [0x89, 0x50, 0x4E, 0x47])
        }
        let result = Linter.lint(manifestAt: path, options: LintOptions(allowUncompiled: true))
        #expect(result.problems.isEmpty)
        #expect(result.plan?.tags.map(\.name) == ["BlueTag", "GreenTag", "RedTag"])
        #expect(result.plan?.tags.map(\.category) == [.initialInstall, .prefetch, .onDemand])
        #expect(result.plan?.packs.count == 3)
    }

    @Test func multiplatformProjectNamesBothAppTargets() throws {
        let project = try TemporaryFolder()
        let path = try XcodeFixture.all[2].install(in: project)
        let result = Linter.lint(manifestAt: path)
        #expect(result.codes == [.ambiguousTarget])
        #expect(
            result.diagnostics.first?.message
                == "no target has tagged resources, and there are 2 candidates, 'OnDemand resources (iOS)' and 'OnDemand resources (macOS)'; choose one with --target"
        )
    }
}

@Suite(.budget(seconds: 1)) struct XcodeFixtureBaseTests {
    @Test func videosAboveTheProjectFolderRaiseTheBaseAndPackOncePresent() throws {
        let project = try TemporaryFolder()
        let path = try XcodeFixture.all[5].install(in: project)
        for video in XcodeFixture.videos {
            try project.write("videos/\(video.folder)/\(video.tag).mp4", bytes: [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])
        }
        let result = Linter.lint(manifestAt: path)
        #expect(result.manifest?.baseDirectory == project.root)
        #expect(result.plan?.packs.count == 14)
        #expect(result.plan?.packs.allSatisfy { $0.files.map(\.packPath) == [$0.tags[0] + ".mp4"] } == true)
        #expect(result.codes == Array(repeating: .missingResource, count: 3))
    }
}
