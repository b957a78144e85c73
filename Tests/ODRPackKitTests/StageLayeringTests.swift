import Foundation
import TestSupport
import Testing

/// ODRPackKit's stage folders use each other one way only: a folder may use the types the
/// folders before it in `order` declare, never those of a later one, so no two stages
/// depend on each other. A message goes next to the stage that reports it; a name two
/// stages share goes down to the lower one (often the model, `Manifest/`).
///
/// The deliveries are no exception: `Deliveries/` sits above every stage it uses, and the
/// stages ask a delivery only through the protocol declared at their own stage
/// (`PlanDelivery`, `LintDelivery`, `BuildDelivery`, `VerifyDelivery`, `DiffDelivery`), handed
/// down by the jobs, which resolve it in the registry (`DeliveryRegistry`). `DeliverySeamTests`
/// checks that no stage uses anything of a delivery's own folder.
@Suite(.budget(seconds: 8)) struct StageLayeringTests {
    /// The stage folders, lowest first.
    static let order = [
        "Support", "Diagnostics", "Manifest", "Reading", "Scanning", "Planning", "Checking", "Lint",
        "Compiling", "Index", "Building", "Verifying", "Diffing", "Explaining", "Converting", "Deliveries", "Migrating", "Jobs",
        "Reporting",
    ]

    /// One Swift file of the module: its path below `Sources/ODRPackKit`, its stage folder, its code.
    struct SourceFile {
        let path: String
        let folder: String
        let text: SwiftSourceText
    }

    static let sources: [SourceFile] = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ODRPackKit")
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        // Templates/ holds the files odr-pack writes for apps: not compiled into the module.
        return paths.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Templates/") }.sorted().compactMap { path in
            guard let source = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return nil }
            let folder = path.contains("/") ? String(path.prefix { $0 != "/" }) : ""
            return SourceFile(path: path, folder: folder, text: SwiftSourceText(source))
        }
    }()

    @Test func theModuleSourcesAreFound() {
        #expect(Self.sources.count > 50)
    }

    @Test func everyStageFolderHasAPlaceInTheLayerOrder() {
        for folder in Set(Self.sources.map(\.folder)).sorted() where !Self.order.contains(folder) {
            if folder.isEmpty {
                Issue.record("\(Self.sources.filter { $0.folder.isEmpty }.map(\.path)) sit outside the stage folders; move them into one")
            } else {
                Issue.record("add folder \(folder) to the layer order in StageLayeringTests.order")
            }
        }
    }

    @Test func noStageFolderUsesATypeFromALaterStage() {
        var declaringFolders: [String: Set<String>] = [:]
        for file in Self.sources {
            for type in file.text.topLevelTypes { declaringFolders[type, default: []].insert(file.folder) }
        }
        #expect(declaringFolders.count > 100, "the scan found too few types to be trusted")
        for file in Self.sources {
            guard let level = Self.order.firstIndex(of: file.folder) else { continue }
            for name in file.text.identifiers.sorted() {
                guard let folders = declaringFolders[name] else { continue }
                let levels = folders.compactMap { Self.order.firstIndex(of: $0) }
                // A name this stage or a lower one declares is fine, even if a later one declares it too.
                guard levels.allSatisfy({ $0 > level }), let later = levels.min() else { continue }
                Issue.record(
                    """
                    Sources/ODRPackKit/\(file.path) uses \(name), declared in \(Self.order[later])/, \
                    a later stage than \(file.folder)/; move \(name) down, or the code that uses it up
                    """)
            }
        }
    }
}
