import Foundation
import SourceScan
import TestSupport
import Testing

@testable import ODRPackKit

/// `odr-pack migrate` reads a Unity game's C#: each use of `OnDemandResources`, of
/// `AndroidAssetPacks` and of StreamingAssets files by name, with its replacement through
/// `AssetPacks.cs`, or "check by hand" and why -- never a replacement that may be wrong.
@Suite(.budget(seconds: 3)) struct MigrationCSharpTests {
    static let loader = """
        using System.IO;
        using UnityEngine;
        using UnityEngine.Android;
        using UnityEngine.iOS;

        public class Loader : MonoBehaviour {
            OnDemandResourcesRequest request;
            System.Collections.IEnumerator Start(int n, string name) {
                request = OnDemandResources.PreloadAsync(new string[] { "Level 01", "lock" });
                request.loadingPriority = 1f;
                yield return request;
                var bundle = AssetBundle.LoadFromFile(request.GetResourcePath("level1.bundle"));
                request.Dispose();
                var movie = Path.Combine(Application.streamingAssetsPath, "intro.mp4");
                var other = Path.Combine(Application.streamingAssetsPath, "untagged.txt");
                // OnDemandResources.PreloadAsync(new[] { "Commented" });
                var text = "OnDemandResources.PreloadAsync(new[] { \\"InAString\\" })";
                var built = OnDemandResources.PreloadAsync(new[] { "Level " + n });
                var path = Application.streamingAssetsPath + "/" + name;
                var verbatim = @"C:\\Games\\";
        #if UNITY_IOS
                var guarded = OnDemandResources.PreloadAsync(new[] { "Level 01" });
        #endif
                AndroidAssetPacks.DownloadAssetPackAsync(new[] { "pack1" }, info => { });
                var folder = AndroidAssetPacks.GetAssetPackPath("pack1");
                AndroidAssetPacks.CancelAssetPackDownload(new[] { "pack1" });
                var unknown = request.GetResourcePath("nowhere.bin");
            }
        }

        """

    /// A project whose tags are `Level 01`, `lock` and `Intro` (a StreamingAssets file at `Data/Raw/`, as Unity exports it).
    static func migrate(_ sources: [String: String]) throws -> (Migration, TemporaryFolder) {
        let project = try TemporaryFolder()
        try project.write("Assets/level1.bundle", bytes: [1, 2, 3])
        try project.write("Assets/lock.bin", bytes: [4])
        try project.write("Assets/Data/Raw/intro.mp4", bytes: [5, 6])
        try project.manifest(
            #"<resource path="level1.bundle" tags="Level 01"/><resource path="lock.bin" tags="lock"/>"#
                + #"<resource path="Data/Raw/intro.mp4" bundle-path="Data/Raw/intro.mp4" tags="Intro"/>"#,
            attributes: #"base="Assets""#)
        for (name, text) in sources { try project.write("Scripts/" + name, text: text) }
        var job = MigrateJob(manifest: project.path("odr.xml"))
        job.sources = [project.path("Scripts")]
        let outcome = job.run()
        return (try #require(outcome.migration, "\(outcome.diagnostics)"), project)
    }

    static func sites(_ migration: Migration) -> [String] {
        migration.sites.map { "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.kind.rawValue)" }
    }

    @Test func everyUnityCallIsListedWithItsReplacementAndNothingInCommentsOrStrings() throws {
        let (migration, _) = try Self.migrate(["Loader.cs": Self.loader])
        #expect(
            Self.sites(migration) == [
                "Loader.cs:9 requestInit", "Loader.cs:10 loadingPriority", "Loader.cs:12 bundleLookup", "Loader.cs:13 endAccessing",
                "Loader.cs:14 bundleLookup", "Loader.cs:18 requestInit", "Loader.cs:19 bundleLookup", "Loader.cs:22 requestInit",
                "Loader.cs:24 requestInit", "Loader.cs:25 bundleLookup", "Loader.cs:26 requestRelease", "Loader.cs:27 bundleLookup",
            ])
        let advice = Dictionary(migration.sites.map { ($0.line, $0.replacement) }) { first, _ in first }
        #expect(advice[9]?.hasPrefix("`var request = AssetPacks.Request(AssetPackMap.Tag.level01, AssetPackMap.Tag.@lock)`") == true)
        #expect(advice[10]?.contains("urgent: true") == true)
        #expect(advice[12]?.hasPrefix(#"`request.GetFilePath("level1.bundle")` (in pack "#) == true)
        #expect(advice[13]?.hasPrefix("`request.Release()`") == true)
        #expect(advice[14]?.hasPrefix(#"`AssetPacks.GetFilePath("Data/Raw/intro.mp4")` once its tag's packs are local"#) == true)
        #expect(advice[14]?.contains("in pack 'Intro'") == true)
        for line in [18, 19, 22, 24, 25, 27] {
            #expect(advice[line]?.hasPrefix("check by hand: ") == true, "line \(line): \(advice[line] ?? "")")
        }
        #expect(advice[18]?.contains("built at run time") == true && advice[19]?.contains("built at run time") == true)
        #expect(advice[22]?.contains("`#if` group") == true)
        #expect(advice[24]?.contains("names Play asset packs, not tags") == true)
        #expect(advice[26]?.hasPrefix("`request.Cancel()`") == true)
        #expect(migration.unscanned.languages["C#"] == nil, "C# is read, not counted as unscanned")
    }

    @Test func aFileThatDoesNotParseIsCheckedByHand() throws {
        let broken = """
            class Broken {
                void Load() {
                    var request = OnDemandResources.PreloadAsync(new[] { "Level 01" });
                    var s = "unterminated;

            """
        let (migration, _) = try Self.migrate(["Broken.cs": broken])
        #expect(Self.sites(migration) == ["Broken.cs:3 requestInit"])
        #expect(migration.sites.allSatisfy { $0.replacement.hasPrefix("check by hand: the file does not parse as C#") })
    }

    @Test func theScannerReadsCSharpsLiterals() {
        let source = #"""
            var a = OnDemandResources.PreloadAsync(new[] { @"Level ""01""", "tab\there", $"Level {n}" });
            var b = OnDemandResources.PreloadAsync(new[] { """raw "quoted" tag""" });
            var c = OnDemandResources.PreloadAsync(tags);
            var d = OnDemandResources.PreloadAsync(new[] { "\u0041" });
            """#
        let (findings, parses) = CSharpScanner.scan(source)
        #expect(parses)
        #expect(
            findings.map(\.finding.tags) == [
                .unresolved(#"new[] { @"Level ""01""", "tab\there", $"Level {n}" }"#), .literal([#"raw "quoted" tag"#]),
                .unresolved("tags"),
                .unresolved(#"new[] { "\u0041" }"#),
            ])
        #expect(CSharpScanner.scan("class A { void F() { var s = @\"x\";\n").parses == false)
        #expect(CSharpScanner.scan("#if X\nclass A {}\n#else\nclass B {}\n#endif\n").findings.isEmpty)
        #expect(CSharpScanner.scan("#endif\n").parses == false)
    }
}
