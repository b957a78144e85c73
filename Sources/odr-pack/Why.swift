import ArgumentParser
import ODRPackKit

extension ODRPack {
    /// `odr-pack why MANIFEST PATH`: which entry brings a path in, where its tags come from,
    /// and the pack it lands in.
    struct Why: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Explain why a resource is (or is not) in an asset pack; writes no files.",
            discussion: """
                Prints the manifest entry that brings PATH in, its tags and where each comes \
                from, the asset pack it lands in (identifier, folder name, path inside the \
                pack) and, for every tag of that pack, the entries that give it. A path that is \
                untagged stays in the app bundle; a path no entry reaches is an error \
                [not-listed]. With --format json, prints one JSON object instead. With \
                --delivery background-assets or play-asset-delivery, the pack is the Background \
                Assets or Google Play pack (its ID or name, after any --max-packs merge, with the \
                tag sets merged into it) and the path is the file's bundle path, the path it had \
                inside the app.
                """
        )

        @Argument(
            help: "The manifest: an odr-pack XML file, an Apple property list (.plist) or an Xcode project (.xcodeproj).",
            completion: .manifest)
        var manifest: String

        @Argument(
            help: "The resource: a file or folder, relative to the manifest's base folder or to the working folder, or absolute.",
            completion: .file())
        var path: String

        @OptionGroup var output: FormatOptions<ExplanationFormats>

        @OptionGroup var project: ProjectFlags

        @OptionGroup var deliveryFlags: DeliveryFlags

        @Option(help: CheckOptions.catalogItemsHelp)
        var catalogItems: CatalogItemsOption?

        @Flag(help: "Print no progress (on standard error, where a run of over a second says which stage it is in).")
        var quiet = false

        func validate() throws {
            try project.check(manifest: manifest)
        }

        func run() throws {
            let progress = StageProgress(enabled: !quiet)
            var job = WhyJob(manifest: manifest, path: path, project: project.options)
            job.delivery = deliveryFlags.delivery
            job.merging = deliveryFlags.merging.options
            job.packIDs = deliveryFlags.merging.packIDs
            job.settings = deliveryFlags.own.settings
            job.catalogItems = catalogItems
            job.stage = progress.enter
            let outcome = job.run()
            progress.finish()
            try Reporter.finish(outcome, format: output.format, files: output.files)
        }
    }
}
