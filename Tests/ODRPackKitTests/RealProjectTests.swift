import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// Real public projects (pbxproj and catalogs' Contents.json, see RealProjects/README.md),
/// linted from a copy so the reader sees them exactly as they were in their repositories.
@Suite(.budget(seconds: 1)) struct RealProjectTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RealProjects")

    /// Copies `folder` into a temporary project and lints `projectPath` inside it.
    func lint(_ folder: String, _ projectPath: String) throws -> (LintResult, TemporaryFolder) {
        let project = try TemporaryFolder()
        let copy = URL(fileURLWithPath: project.path(folder))
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent(folder), to: copy)
        return (Linter.lint(manifestAt: copy.appendingPathComponent(projectPath).path), project)
    }

    func categories(_ result: LintResult) -> [String: TagCategory] {
        Dictionary(uniqueKeysWithValues: (result.plan?.tags ?? []).map { ($0.name, $0.category) })
    }

    @Test func tvOSProjectWithCatalogTagsWithSpacesGetsTheTVOSProfile() throws {
        let (result, _) = try lint(
            "OnDemandResourcesTutorial__tvos-odr-tutorial",
            "On-Demand Resources Example/On-Demand Resources Example.xcodeproj")
        #expect(result.manifest?.bundleIdentifier == "appledeveloperacademyucb.On-Demand-Resources-Example")
        #expect(result.profile.name == .tvos)
        let tags = categories(result)
        #expect(tags.count == 10)
        #expect(tags.values.allSatisfy { $0 == .onDemand })
        #expect(tags["Alexandra Daddario"] != nil && tags["The Rock"] != nil)
        #expect(result.plan?.packs.count == 10)
        let shared = try #require(result.plan?.packs.first { $0.tags == ["Alexandra Daddario"] })
        #expect(Set(shared.files.map { $0.packPath.split(separator: "/").first.map(String.init) ?? "" }).count == 2)
    }

    @Test func emptyAssetTagsOnSourcesAreIgnoredAndTwoTagSetsMakeOnePackEach() throws {
        let (result, _) = try lint("tutsplus__iOS-OnDemandResources-StarterProject", "ODR Introduction.xcodeproj")
        #expect(result.manifest?.bundleIdentifier == "com.tutsplus.ODR-Introduction")
        #expect(Set(categories(result).keys) == ["Blue", "Circle", "Green", "Hexagon", "Red", "Square", "Star"])
        #expect(result.plan?.packs.count == 9)
        #expect(result.plan?.packs.allSatisfy { $0.tags.count == 2 } == true)
        #expect(result.manifest?.resources.contains { $0.path.hasSuffix(".swift") } == false)
    }

    @Test func buildFileWithTwoTagsAndCatalogSetsOfOneTag() throws {
        let (result, _) = try lint("hutbe__OnDemandResources", "On-Demand Resources.xcodeproj")
        #expect(result.manifest?.bundleIdentifier == "com.growatt.On-Demand-Resources")
        #expect(Set(categories(result).keys) == ["burger", "mianbao", "cake", "croissant", "milk", "noodles", "shopping_icons"])
        let entries = result.manifest?.resources ?? []
        #expect(entries.first { $0.path.hasSuffix("Resources/burger.png") }?.tags.sorted() == ["burger", "mianbao"])
        #expect(entries.filter { $0.tags == ["shopping_icons"] }.count == 5)
        // The png files are not in the fixture: their packs are still planned, with files
        // missing; the five catalog sets make the one pack on disk.
        let packs = result.plan?.packs ?? []
        #expect(Set(packs.map(\.tags)) == [["shopping_icons"], ["burger", "mianbao"], ["cake"], ["croissant"], ["milk"], ["noodles"]])
        #expect(packs.filter { $0.missingEntries == 0 }.map(\.tags) == [["shopping_icons"]])
    }

    @Test func synchronizedFolderWithTagsByRelativePathAndQuotedInitialInstallList() throws {
        let (result, _) = try lint("ItsJuniorDias__Magic_World", "Magic World.xcodeproj")
        let manifest = try #require(result.manifest)
        #expect(manifest.bundleIdentifier == "com.alexandre.juniort10.magicworld")
        #expect(manifest.resources.count == 249)
        #expect(Set(manifest.resources.flatMap(\.tags)).count == 99)
        #expect(
            manifest.initialInstallTags == [
                "motion-the-cat-who-walks-you-home", "motion-the-glass-heron", "motion-where-the-moths-sleep",
                "narration-the-cat-who-walks-you-home", "narration-the-glass-heron", "narration-where-the-moths-sleep",
            ])
        #expect(manifest.resources.filter { $0.tags == ["narration-the-glass-heron"] }.count == 4)
        #expect(Set(result.codes) == [.missingResource])
    }
}
