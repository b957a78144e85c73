import ArgumentParser
import ODRPackKit

extension ODRPack {
    /// `odr-pack migrate MANIFEST`: every place in the app's sources to change for Background Assets.
    struct Migrate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List what the app's code must change to move from On-Demand Resources to Background Assets; writes no files.",
            discussion: """
                Reads the app's Swift and Objective-C sources (--sources; by default an Xcode \
                project's target's, or every source below the manifest's folder) and opens with \
                the verdict: the places to change, the items a pack cannot serve as they are, what \
                --catalog-items files serves, what blocks the move, what to check by hand and the \
                files in other languages it did not read. Then each place that uses On-Demand \
                Resources -- the request type in properties and collections, each request, store, \
                release, begin, end, priority, progress, tags, bundle, preservation priority and \
                the low-disk-space notification -- and each lookup of a packed file or tagged item \
                (Bundle, UIImage, SwiftUI Image, NSDataAsset, SKTextureAtlas and its preloads, \
                SKTexture, SKScene through any scene type, GKScene, Core ML models): \
                file:line:column, the tags and the pack IDs and policies they become, what a lookup \
                finds, and the replacement through the ODRAssetAccess.swift a Background Assets \
                build writes (TaggedResourceRequest, ODRTaggedResourceRequest in Objective-C). Then \
                every tagged item a pack cannot serve as it is (a sprite atlas with its frames as \
                one), and the files in other languages that mention On-Demand Resources. Tags and \
                names that are string literals, or constants of the same file, are resolved; \
                others are reported as not resolved, with what they may be. Code inside comments, \
                strings and disabled #if branches is not read. The packs are those of lint \
                --delivery background-assets with the same --max-packs and lock file. Exit status: \
                0 with the list, 1 when the manifest cannot be read or no source was found, 64 for \
                a wrong command line. See docs/background-assets.md.
                """
        )

        @Argument(
            help: "The manifest: an odr-pack XML file, an Apple property list (.plist) or an Xcode project (.xcodeproj).",
            completion: .manifest)
        var manifest: String

        @Option(
            name: .customLong("sources"), parsing: .singleValue,
            help: ArgumentHelp(
                "A source file or a folder to read (repeat it for more); folders are read recursively, leaving out hidden folders, build products and dependency managers' folders.",
                valueName: "path"), completion: .file())
        var sources: [String] = []

        @OptionGroup var output: FormatOptions<MigrationFormats>

        @OptionGroup var project: ProjectFlags

        @OptionGroup var merging: MergeFlags

        @OptionGroup var own: MigrationDeliveryFlags

        @Option(help: CheckOptions.catalogItemsHelp)
        var catalogItems: CatalogItemsOption?

        @Flag(help: "Print no progress (on standard error, where a run of over a second says which stage it is in).")
        var quiet = false

        func validate() throws {
            try project.check(manifest: manifest)
        }

        func run() throws {
            let progress = StageProgress(enabled: !quiet)
            var job = MigrateJob(manifest: manifest, project: project.options)
            job.sources = sources
            job.merging = merging.options
            job.packIDs = merging.packIDs
            job.settings = own.settings
            job.catalogItems = catalogItems
            job.stage = progress.enter
            let outcome = job.run()
            progress.finish()
            try Reporter.finish(outcome, format: output.format, files: output.files)
        }
    }
}
